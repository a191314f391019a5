import ChoreoLint
import ChoreoSpec

/// `x.transitioningDelegate = Foo()`: a weak property handed an object nothing else keeps.
public struct TransitionDelegateNotRetained: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "transition_delegate_not_retained",
        name: "Transition delegate not retained",
        defaultSeverity: .error,
        rationale: """
            `UIViewController.transitioningDelegate` is `weak`, and so are \
            `UINavigationController.delegate` and `UITabBarController.delegate`. An object created \
            in the assignment itself has no other owner: it is released as soon as the statement \
            ends, the property reads nil by the time UIKit asks it for an animator, and UIKit plays \
            its default transition instead, silently. A local (`let d = SlideDelegate()`) is no \
            better when nothing else keeps it: Swift may release it right after its last use, and \
            even when the presentation happens to work, nothing documented keeps the delegate for \
            the dismissal. Keep the delegate in a stored property (of \
            the presenting controller, or of the presented one) and assign that. A spec's generated \
            delegate (`presentation: delegate: retained`) is retained by the presented controller.
            """,
        triggeringExamples: [
            """
            final class ListViewController: UIViewController {
                func showDetail() {
                    let detail = DetailViewController()
                    detail.modalPresentationStyle = .custom
                    detail.↓transitioningDelegate = CardTransitionDelegate()
                    present(detail, animated: true)
                }
            }
            """,
            """
            final class AppCoordinator {
                let window = UIWindow()
                func start(with navigationController: UINavigationController) {
                    navigationController.↓delegate = FadeNavigationDelegate()
                    window.rootViewController = navigationController
                }
            }
            """,
            """
            final class ListViewController: UIViewController {
                func showDetail() {
                    let detail = DetailViewController()
                    let transition = SlideTransitionDelegate()
                    transition.duration = 0.3
                    detail.modalPresentationStyle = .custom
                    detail.↓transitioningDelegate = transition
                    present(detail, animated: true)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class ListViewController: UIViewController {
                private var transition: SlideTransitionDelegate?
                func showDetail() {
                    let detail = DetailViewController()
                    let slide = SlideTransitionDelegate()
                    transition = slide
                    detail.modalPresentationStyle = .custom
                    detail.transitioningDelegate = slide
                    present(detail, animated: true)
                }
            }
            """,
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
            final class Form {
                func wire(_ field: UITextField) {
                    field.delegate = FieldDelegate()
                }
            }
            """,
        ]
    )

    /// Receivers whose `delegate` is a transition source: a navigation or tab bar controller.
    private static func isTransitionHost(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix("navigationcontroller") || lowered.hasSuffix("tabbarcontroller")
            || lowered == "nav" || lowered == "navcontroller" || lowered == "navvc"
    }

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let tokens = file.tokens
        var functions: [Int: FunctionNames] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier {
            let property = tokens[index].text
            guard property == "transitioningDelegate" || property == "delegate",
                  index + 1 < tokens.count, tokens[index + 1].isOperator("="),
                  let (type, local) = freshObject(at: index + 2, in: file).map({ ($0, nil) })
                    ?? localObject(at: index + 2, in: file, functions: &functions)
            else { continue }
            let chain = file.source.memberChain(endingAt: index)
            if property == "delegate" {
                guard chain.count >= 2, Self.isTransitionHost(chain[chain.count - 2]) else { continue }
            }
            let what = local.map { "the '\(type)' is held only by the local '\($0)', which Swift may release right after its last use" }
                ?? "the '\(type)' created here is released at the end of the statement"
            findings.append(finding(
                "'\(property)' is weak: \(what), and UIKit plays its default transition",
                at: index, in: file,
                hint: "keep the '\(type)' in a stored property and assign that; a spec's generated delegate is retained for you (`choreo init`)"))
        }
        return findings
    }

    /// The type name when the expression at `start` is only `Type(…)` or `Type.init(…)` (an
    /// uppercase name, possibly module-qualified), ending the statement.
    /// `let d = SlideDelegate()` earlier in the function, and `d` assigned at `start` is its only
    /// use as a value (member accesses like `d.duration = 0.3` aside): nothing else keeps it.
    /// Returns the type and the local's name.
    private func localObject(at start: Int, in file: AuditedFile, functions: inout [Int: FunctionNames]) -> (String, String?)? {
        let tokens = file.tokens
        guard start < tokens.count, tokens[start].kind == .identifier,
              start + 1 >= tokens.count || tokens[start + 1].location.line != tokens[start].location.line
                || tokens[start + 1].isPunctuation(";") || tokens[start + 1].isPunctuation("}"),
              let function = file.source.enclosingFunctions(of: start).last else { return nil }
        let name = tokens[start].text
        let body = file.source.scopes[function.scope]
        if functions[body.open] == nil { functions[body.open] = FunctionNames(body, in: file) }
        let names = functions[body.open]!
        guard let binding = names.bindings[name]?.last(where: { $0.value.upperBound <= start }),
              let type = freshObject(at: binding.value.lowerBound, in: file),
              file.source.partner[binding.value.upperBound - 1].map({ $0 > binding.value.lowerBound }) == true
        else { return nil }
        for use in names.uses[name] ?? [] where use != start && use != binding.nameToken {
            if file.escapes(name, from: use - 1, to: use + 1) { return nil }
        }
        return (type, name)
    }

    private func freshObject(at start: Int, in file: AuditedFile) -> String? {
        let tokens = file.tokens
        var cursor = start
        var name: String?
        while cursor < tokens.count, tokens[cursor].kind == .identifier {
            name = tokens[cursor].text
            guard cursor + 1 < tokens.count, tokens[cursor + 1].isPunctuation("."), cursor + 2 < tokens.count,
                  tokens[cursor + 2].kind == .identifier else {
                cursor += 1
                break
            }
            cursor += 2
        }
        if name == "init" { name = cursor >= start + 3 ? tokens[cursor - 3].text : nil }
        guard let type = name, let first = type.unicodeScalars.first, first.properties.isUppercase,
              cursor < tokens.count, tokens[cursor].isPunctuation("("), let close = file.source.partner[cursor] else { return nil }
        let after = close + 1
        guard after >= tokens.count || tokens[after].location.line != tokens[close].location.line
            || tokens[after].isPunctuation(";") || tokens[after].isPunctuation("}") else { return nil }
        return type
    }
}

/// A function's bindings and the places each name is used, read once per function rather than
/// once per delegate assignment in it (3,000 assignments in one function read it 3,000 times).
struct FunctionNames {
    let bindings: [String: [Binding]]
    let uses: [String: [Int]]

    init(_ body: Scope, in file: AuditedFile) {
        bindings = Dictionary(grouping: file.bindings(from: body.open, to: body.close), by: \.name)
        var uses: [String: [Int]] = [:]
        for index in (body.open + 1)..<body.close where file.tokens[index].kind == .identifier {
            uses[file.tokens[index].text, default: []].append(index)
        }
        self.uses = uses
    }
}
