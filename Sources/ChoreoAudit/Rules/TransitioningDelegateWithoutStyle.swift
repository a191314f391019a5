import ChoreoLint
import ChoreoSpec

/// A custom transitioning delegate set on a controller whose presentation style makes UIKit
/// ignore it.
public struct TransitioningDelegateWithoutStyle: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "transitioning_delegate_without_style",
        name: "Transitioning delegate without a presentation style",
        defaultSeverity: .warning,
        rationale: """
            UIKit asks the transitioning delegate for an animator only for presentation styles that \
            let it: `.custom`, `.fullScreen`, `.overFullScreen` (and the current-context ones). A \
            controller whose `modalPresentationStyle` is never set has `.automatic`, which UIKit \
            resolves to a page sheet before iOS 18 and to a form sheet from iOS 18; sheets are \
            animated by UIKit's own presentation controller, so the custom animator never runs. \
            Set the style on the same controller as the delegate. Only controllers created in the \
            same function, set up by their own class, or instantiated by identifier from a \
            storyboard of the run are judged: `choreo audit` reads the `.storyboard` files in its \
            folders, and a scene whose controller, or a segue to it, sets \
            `modalPresentationStyle` there is fine; a controller from a storyboard the run does \
            not include is not judged. A spec names its style (`presentation: style: custom`).
            """,
        triggeringExamples: [
            """
            final class ListViewController: UIViewController {
                private let cardTransition = CardTransitionDelegate()
                func showDetail() {
                    let detail = DetailViewController()
                    detail.↓transitioningDelegate = cardTransition
                    present(detail, animated: true)
                }
            }
            """,
            """
            final class ListViewController: UIViewController {
                private let cardTransition = CardTransitionDelegate()
                func showDetail() {
                    let detail = DetailViewController()
                    detail.modalPresentationStyle = .↓pageSheet
                    detail.transitioningDelegate = cardTransition
                    present(detail, animated: true)
                }
            }
            """,
            """
            final class SheetViewController: UIViewController {
                private let transition = CardTransitionDelegate()
                init() {
                    super.init(nibName: nil, bundle: nil)
                    ↓transitioningDelegate = transition
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class ListViewController: UIViewController {
                private let cardTransition = CardTransitionDelegate()
                func showDetail() {
                    let detail = DetailViewController()
                    detail.modalPresentationStyle = .custom
                    detail.transitioningDelegate = cardTransition
                    present(detail, animated: true)
                }
            }
            """,
            """
            final class ListViewController: UIViewController {
                private let cardTransition = CardTransitionDelegate()
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.transitioningDelegate = cardTransition
                }
            }
            """,
            """
            final class SheetViewController: UIViewController {
                private let transition = CardTransitionDelegate()
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .overFullScreen
                    transitioningDelegate = transition
                }
            }
            """,
        ]
    )

    /// Styles under which UIKit animates the presentation itself, whatever the delegate offers.
    static let ignoringStyles: Set<String> = ["automatic", "pageSheet", "formSheet", "popover"]

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        run(file).findings
    }

    /// A missing style is set to `.custom` on the line after the delegate's assignment; a style
    /// UIKit animates itself is left for a person to choose.
    public func fixes(_ file: AuditedFile) -> [AuditFix] {
        run(file).fixes
    }

    private func run(_ file: AuditedFile) -> (findings: [Diagnostic], fixes: [AuditFix]) {
        var findings: [Diagnostic] = []
        var fixes: [AuditFix] = []
        let tokens = file.tokens
        // Read once per function (and per name), not once per assignment: 6,000 assignments in
        // one function read its bindings and styles 6,000 times.
        var bindings: [Int: [String: [Binding]]] = [:]
        var styles: [String: [Int]] = [:]
        var reportedStyles: Set<Int> = []
        for index in tokens.indices where tokens[index].isIdentifier("transitioningDelegate") {
            guard index + 2 < tokens.count, tokens[index + 1].isOperator("="), !tokens[index + 2].isIdentifier("nil"),
                  let function = file.source.enclosingFunctions(of: index).last else { continue }
            let body = file.source.scopes[function.scope]
            if bindings[body.open] == nil {
                bindings[body.open] = Dictionary(grouping: file.bindings(from: body.open, to: body.close), by: \.name)
            }
            let receiver = Array(file.source.memberChain(endingAt: index).dropLast())
            /// `receiver`'s bindings in the function before `index`, in order.
            func earlier(_ name: String) -> [Binding] {
                (bindings[body.open]?[name] ?? []).filter { $0.value.upperBound <= index }
            }
            func assignedStyles(_ name: String) -> [Int] {
                let key = "\(body.open) \(name)"
                let found = styles[key] ?? styleAssignments(to: name, in: body, file: file)
                styles[key] = found
                return found
            }
            if receiver.isEmpty || receiver == ["self"] {
                guard let type = file.source.enclosingType(of: index), type.keyword == "class",
                      let superclass = type.inherits.first, Self.isUIKitViewController(superclass),
                      !file.facts.typesSettingPresentationStyle.contains(type.name),
                      !file.facts.typesDeclaringTransitioningDelegate.contains(type.name) else { continue }
                findings.append(missing(at: index, controller: "self", in: file))
                fixes += setCustom(after: index, controller: "self", in: file, finding: findings[findings.count - 1]).map { [$0] } ?? []
            } else if receiver.count == 1, let identifier = storyboardIdentifier(earlier(receiver[0]).last, file: file) {
                // From a storyboard of the run that sets no style for it, on the controller or a segue to it.
                guard file.facts.storyboardIdentifiers.contains(identifier.name),
                      !file.facts.styledStoryboardIdentifiers.contains(identifier.name),
                      !(identifier.type.map(file.facts.typesSettingPresentationStyle.contains) ?? false),
                      assignedStyles(receiver[0]).isEmpty else { continue }
                findings.append(finding(
                    "a transitioning delegate is set on '\(receiver[0])', but its 'modalPresentationStyle' is set neither here nor in the storyboard (scene '\(identifier.name)'): the default '.automatic' is a sheet, and UIKit never asks the delegate for the animator",
                    at: index, in: file,
                    hint: "set '\(receiver[0]).modalPresentationStyle = .custom' with it, or the Presentation of the scene or its segue in the storyboard"))
                fixes += setCustom(after: index, controller: receiver[0], in: file, finding: findings[findings.count - 1]).map { [$0] } ?? []
            } else if receiver.count == 1, let created = constructedType(earlier(receiver[0]).first, file: file),
                      !file.facts.typesSettingPresentationStyle.contains(created),
                      !file.facts.typesDeclaringTransitioningDelegate.contains(created),
                      !file.facts.transitionTypes.contains(created), !created.hasSuffix("PresentationController") {
                let assigned = assignedStyles(receiver[0])
                if assigned.isEmpty {
                    findings.append(missing(at: index, controller: receiver[0], in: file))
                    fixes += setCustom(after: index, controller: receiver[0], in: file, finding: findings[findings.count - 1]).map { [$0] } ?? []
                }
                // A style is reported once, however many assignments of the delegate share it.
                for style in assigned where Self.ignoringStyles.contains(tokens[style].text) && reportedStyles.insert(style).inserted {
                    findings.append(finding(
                        "'.\(tokens[style].text)' is animated by UIKit itself: the transitioning delegate set on '\(receiver[0])' is never asked for its animator",
                        at: style, in: file, hint: "use '.custom', '.fullScreen' or '.overFullScreen'"))
                }
            }
        }
        return (findings, fixes)
    }

    /// `controller.modalPresentationStyle = .custom` on a line of its own after the statement that
    /// assigns the delegate at `index`, indented as that statement is.
    private func setCustom(after index: Int, controller: String, in file: AuditedFile, finding: Diagnostic) -> AuditFix? {
        let tokens = file.tokens
        var end = index + 2
        while end + 1 < tokens.count {
            if let close = file.source.partner[end], tokens[end].kind == .punctuation, "([".contains(tokens[end].text) { end = close }
            let next = tokens[end + 1]
            if next.isPunctuation(";") || next.isPunctuation("}") { break }
            if next.location.line > tokens[end].endLine, !next.isPunctuation("."), next.kind != .operator { break }
            end += 1
        }
        guard end < tokens.count, !tokens[end].isPunctuation("{"), !tokens[end].isPunctuation("}") else { return nil }
        let last = tokens[end]
        let statement = controller == "self" ? "modalPresentationStyle = .custom" : "\(controller).modalPresentationStyle = .custom"
        return AuditFix(
            finding: finding, summary: "added '\(statement)'",
            edits: [AuditEdit(range: last.location.offset..<(last.location.offset + last.text.utf8.count), expected: last.text,
                              replacement: last.text + "\n" + String(AuditEdit.indentation) + statement)])
    }

    /// A UIKit view controller class (`UIViewController`, `UINavigationController`, …): the ones
    /// whose `transitioningDelegate` is UIKit's. Subclasses of the app's own classes are left
    /// alone, since their superclass may set the style.
    static func isUIKitViewController(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.hasSuffix("Controller") && !name.contains("Presentation")
    }

    private func missing(at index: Int, controller: String, in file: AuditedFile) -> Diagnostic {
        finding(
            "a transitioning delegate is set on '\(controller)', but its 'modalPresentationStyle' is not: the default '.automatic' is a sheet, and UIKit never asks the delegate for the animator",
            at: index, in: file,
            hint: "set '\(controller == "self" ? "" : controller + ".")modalPresentationStyle = .custom' (or '.fullScreen', '.overFullScreen') with it")
    }

    /// `let name = Type(…)`, the name's first binding in the function before the assignment: the
    /// controller's class, when it is created right there (not from a storyboard, which may set the
    /// style itself).
    private func constructedType(_ binding: Binding?, file: AuditedFile) -> String? {
        if let binding {
            let value = binding.value
            guard let first = value.first, file.tokens[first].kind == .identifier,
                  file.tokens[first].text.unicodeScalars.first?.properties.isUppercase == true,
                  first + 1 < file.tokens.count, file.tokens[first + 1].isPunctuation("("),
                  file.source.partner[first + 1].map({ $0 + 1 == value.upperBound }) == true else { return nil }
            return file.tokens[first].text
        }
        return nil
    }

    /// `let name = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController`,
    /// the name's last binding in the function before the assignment: the scene's identifier, and
    /// the class when it is cast.
    private func storyboardIdentifier(_ binding: Binding?, file: AuditedFile) -> (name: String, type: String?)? {
        let tokens = file.tokens
        guard let binding,
              let call = binding.value.first(where: { tokens[$0].isIdentifier("instantiateViewController") }),
              call + 4 < tokens.count, tokens[call + 1].isPunctuation("("), tokens[call + 2].isIdentifier("withIdentifier"),
              tokens[call + 3].isPunctuation(":"), tokens[call + 4].kind == .string,
              tokens[call + 4].text.hasPrefix("\""), tokens[call + 4].text.count >= 2,
              !tokens[call + 4].text.contains("\\(") else { return nil }
        let literal = tokens[call + 4].text
        var type: String?
        if let cast = (call..<binding.value.upperBound).first(where: { tokens[$0].isIdentifier("as") }), cast + 2 < tokens.count {
            type = tokens[cast + 1].kind == .identifier ? tokens[cast + 1].text : tokens[cast + 2].text
        }
        return (String(literal.dropFirst().dropLast()), type)
    }

    /// The style token of each `name.modalPresentationStyle = .style` in the function.
    private func styleAssignments(to name: String, in body: Scope, file: AuditedFile) -> [Int] {
        let tokens = file.tokens
        var styles: [Int] = []
        for index in (body.open + 1)..<body.close where tokens[index].isIdentifier("modalPresentationStyle") {
            guard file.source.memberChain(endingAt: index) == [name, "modalPresentationStyle"],
                  index + 1 < tokens.count, tokens[index + 1].isOperator("=") else { continue }
            var value = index + 2
            while value < tokens.count, tokens[value].isPunctuation(".") || tokens[value].isIdentifier("UIModalPresentationStyle") { value += 1 }
            if value < tokens.count, tokens[value].kind == .identifier { styles.append(value) } else { styles.append(index) }
        }
        return styles
    }
}
