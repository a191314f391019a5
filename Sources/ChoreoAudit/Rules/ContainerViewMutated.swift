import ChoreoLint
import ChoreoSpec

/// The transition's container view itself transformed, or emptied.
public struct ContainerViewMutated: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "container_view_mutated",
        name: "Container view mutated",
        defaultSeverity: .warning,
        rationale: """
            The container view belongs to UIKit: it is shared by the transition, the presentation \
            controller and any transition that follows, and during a `.custom` or over-full-screen \
            presentation it holds views the animator did not add (the dimming view, the presenting \
            view). A transform or `sublayerTransform` set on it stays after `completeTransition(_:)` \
            and skews every later transition and the presented view's layout; removing all its \
            subviews removes UIKit's and the presentation controller's views too. Give the \
            perspective or the transform to a view of your own inside the container (a snapshot or \
            a wrapper), and remove only the views you added.
            """,
        triggeringExamples: [
            """
            final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let container = ctx.containerView
                    var perspective = CATransform3DIdentity
                    perspective.m34 = -1 / 500
                    container.layer.↓sublayerTransform = perspective
                    UIView.animate(withDuration: 0.5, animations: {}) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class ResetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    ctx.containerView.↓subviews.forEach { $0.removeFromSuperview() }
                    ctx.containerView.↓transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class NatGeoAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let containerView = ctx.containerView
                    ctx.view(forKey: .to)?.alpha = 1
                    containerView.layer.transform = CATransform3DIdentity
                    containerView.transform = .identity
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
            """,
            """
            final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let stage = UIView(frame: ctx.containerView.bounds)
                    ctx.containerView.addSubview(stage)
                    stage.layer.sublayerTransform.m34 = -1 / 500
                    UIView.animate(withDuration: 0.5, animations: {}) { _ in
                        stage.removeFromSuperview()
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class GalleryViewController: UIViewController {
                let containerView = UIView()
                func reset() {
                    containerView.subviews.forEach { $0.removeFromSuperview() }
                    containerView.transform = .identity
                }
            }
            """,
        ]
    )

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        let tokens = file.tokens
        var aliases: Set<String> = []
        for binding in file.bindings(from: -1, to: tokens.count) {
            var last = binding.value.upperBound - 1
            while last > binding.value.lowerBound, tokens[last].isOperator("!") || tokens[last].isOperator("?") { last -= 1 }
            if binding.value.count > 0, tokens[last].isIdentifier("containerView") { aliases.insert(binding.name) }
        }
        var findings: [Diagnostic] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = tokens[index].text
            guard name == "containerView" || (aliases.contains(name) && !(index > 0 && tokens[index - 1].isPunctuation("."))),
                  !(index + 1 < tokens.count && tokens[index + 1].isOperator("=")),
                  file.isTransitionCode(index) else { continue }
            if let (at, what) = mutation(after: index, in: file) {
                findings.append(finding(
                    "the container view belongs to UIKit: \(what) stays after the transition and affects the views UIKit and the presentation controller put there",
                    at: at, in: file,
                    hint: SpecSuggestion.hint(
                        "animate a view of your own inside the container, and remove only the views you added",
                        forAnimatorAt: index, in: file)))
            }
        }
        return findings
    }

    /// The token to point at and what is done, when the member chain after the container
    /// reference at `index` changes the container itself.
    private func mutation(after index: Int, in file: AuditedFile) -> (Int, String)? {
        let tokens = file.tokens
        var members: [Int] = []
        var cursor = index + 1
        while true {
            while cursor < tokens.count, tokens[cursor].isOperator("?") || tokens[cursor].isOperator("!") { cursor += 1 }
            guard cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."), tokens[cursor + 1].kind == .identifier else { break }
            members.append(cursor + 1)
            cursor += 2
        }
        let names = members.map { tokens[$0].text }
        let assigned = cursor < tokens.count && tokens[cursor].isOperator("=")
        if assigned, names == ["transform"] || names == ["layer", "transform"] || names == ["layer", "sublayerTransform"],
           !isIdentity(after: cursor, in: file) {
            return (members[members.count - 1], "its '\(names.joined(separator: "."))'")
        }
        if names == ["removeFromSuperview"] { return (members[0], "removing it") }
        if names.first == "subviews", let subviews = members.first {
            // `subviews.forEach { $0.removeFromSuperview() }`, or the subviews of a `for … in` block.
            var body = cursor
            if names.count == 2, names[1] == "forEach" || names[1] == "map" {
                if body < tokens.count, tokens[body].isPunctuation("("), let close = file.source.partner[body] { body = close + 1 }
            } else if names.count != 1 || !isForInSequence(index, in: file) {
                return nil
            }
            guard body < tokens.count, tokens[body].isPunctuation("{"), let close = file.source.partner[body],
                  file.calls("removeFromSuperview", in: body..<close) else { return nil }
            return (subviews, "removing all its subviews")
        }
        return nil
    }

    /// Whether the value assigned by the `=` at `equals` is the identity transform: a reset,
    /// which leaves the container as UIKit made it whatever came before.
    private func isIdentity(after equals: Int, in file: AuditedFile) -> Bool {
        let tokens = file.tokens
        var spelled = ""
        var cursor = equals + 1
        while cursor < tokens.count, tokens[cursor].location.line == tokens[equals].location.line,
              !tokens[cursor].isPunctuation(";"), !tokens[cursor].isPunctuation("}") {
            spelled += tokens[cursor].text
            cursor += 1
        }
        return Self.identities.contains(spelled)
    }

    static let identities: Set<String> = [
        "CATransform3DIdentity", ".identity", "CGAffineTransform.identity", "CATransform3D.identity", "CGAffineTransformIdentity",
    ]

    /// Whether the expression at `index` follows `for … in`.
    private func isForInSequence(_ index: Int, in file: AuditedFile) -> Bool {
        var cursor = index - 1
        while cursor >= 0, file.tokens[cursor].isPunctuation(".") || file.tokens[cursor].kind == .identifier && !file.tokens[cursor].isIdentifier("in") {
            cursor -= 1
        }
        return cursor >= 0 && file.tokens[cursor].isIdentifier("in")
    }
}
