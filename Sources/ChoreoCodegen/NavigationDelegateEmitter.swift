import ChoreoSpec

/// Emits `<Name>NavigationDelegate` and `UINavigationController.install<Name>()` (with a
/// `pushing:` closure when the push is interactive).
struct NavigationDelegateEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }

    /// `install<Name>()` or `install<Name>(pushing:)`, as documentation refers to it.
    private var installReference: String {
        plan.forwardInteraction == nil ? "\(names.installMethod)()" : "\(names.installMethod)(pushing:)"
    }

    private var pushingParameter: String {
        "pushing makeViewController: @escaping @MainActor () -> UIViewController?"
    }

    func emitInstallAPI(into p: inout CodePrinter) {
        p.block("extension UINavigationController {") { p in
            var text = """
                Makes this navigation controller push and pop with the \(names.transitionName) transition.

                It replaces `delegate` with a \(names.navigationDelegate) and keeps that alive (the property is weak, so a
                delegate nothing else holds is freed and UIKit falls back to its default animation). Call it once, for
                example in `viewDidLoad()`.
                """
            if let interaction = plan.backwardInteraction {
                text += "\n\n" + """
                    UIKit's own back swipe stops working once the delegate returns a custom animator, so this also turns it
                    off and installs \(InteractionEmitter.gestureDescription(interaction)) that pops interactively instead.
                    """
            }
            if let interaction = plan.forwardInteraction {
                text += "\n\n" + """
                    \(InteractionEmitter.gestureDescription(interaction).capitalizedFirst) pushes the view controller that
                    `makeViewController` returns, following the finger; returning nil pushes nothing.
                    """
            }
            p.doc(text)
            if plan.forwardInteraction != nil {
                p.block("\(access)func \(names.installMethod)(\(pushingParameter)) {") { p in
                    p.line("\(names.navigationDelegate).attach(to: self, pushing: makeViewController)")
                }
            } else {
                p.block("\(access)func \(names.installMethod)() {") { p in
                    p.line("\(names.navigationDelegate).attach(to: self)")
                }
            }
        }
    }

    func emitDelegate(into p: inout CodePrinter) {
        p.doc("""
            Hands UIKit \(names.transitionName)'s animators for the pushes and pops of one navigation controller.

            Install it with `\(installReference)` or `attach(to:)`, which keep it alive; a delegate assigned by hand
            would be freed at the end of its scope, because `UINavigationController.delegate` is weak.
            """)
        p.line("@MainActor")
        p.block("\(access)final class \(names.navigationDelegate): NSObject, UINavigationControllerDelegate {") { p in
            let interactions = [plan.backwardInteraction, plan.forwardInteraction].compactMap { $0 }
            p.doc("""
                Keeps each navigation controller's delegate alive for as long as the controller exists:
                `UINavigationController.delegate` is weak, and UIKit would silently fall back to its default push and pop.
                """)
            p.line("private static let installed = ChoreoRetainer()")
            p.line()
            for interaction in interactions {
                p.line("private var \(interaction.role.rawValue)Interaction: \(names.interaction(for: interaction.role))?")
            }
            if !interactions.isEmpty { p.line() }
            p.doc("Private: a delegate is only useful attached, and `attach(to:)` is what keeps it alive.")
            p.block("private override init() {") { p in
                p.line("super.init()")
            }
            p.line()
            emitAttach(into: &p)
            p.line()
            p.doc("""
                The animator for a push or a pop\(plan.backward == nil ? " (pops keep UIKit's default animation: the spec has no `pop` phase)" : ""); nil
                for anything else, which leaves it to UIKit.
                """)
            p.block("\(access)func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {") { p in
                p.block("if operation == .push {") { p in
                    p.line("return \(names.animator)(phase: .push)")
                }
                if plan.backward != nil {
                    p.block("if operation == .pop {") { p in
                        p.line("return \(names.animator)(phase: .pop)")
                    }
                }
                p.line("return nil")
            }
            if !interactions.isEmpty {
                p.line()
                p.doc("""
                    The gesture-driven push or pop, only while its gesture is active: a push or pop started any other way
                    (the back button, code) then runs on its own.
                    """)
                p.block("\(access)func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {") { p in
                    for interaction in interactions {
                        let property = "\(interaction.role.rawValue)Interaction"
                        p.block("if let \(property), \(property).isActive {") { p in
                            p.line("return \(property)")
                        }
                    }
                    p.line("return nil")
                }
                p.line()
                p.doc("Removes the gestures this delegate added: a gesture recognizer does not retain its target.")
                p.block("fileprivate func detach() {") { p in
                    for interaction in interactions {
                        let property = "\(interaction.role.rawValue)Interaction"
                        p.line("\(property)?.detach()")
                        p.line("\(property) = nil")
                    }
                }
            }
        }
    }

    private func emitAttach(into p: inout CodePrinter) {
        p.doc("Makes `navigationController` push and pop with \(names.transitionName); see `UINavigationController.\(installReference)`.")
        let signature = plan.forwardInteraction == nil
            ? "\(access)static func attach(to navigationController: UINavigationController) {"
            : "\(access)static func attach(to navigationController: UINavigationController, \(pushingParameter)) {"
        p.block(signature) { p in
            p.line("let delegate = \(names.navigationDelegate)()")
            p.line("navigationController.delegate = delegate")
            if plan.backwardInteraction != nil || plan.forwardInteraction != nil {
                p.line("installed.keep(delegate, for: navigationController, onRelease: { delegate.detach() })")
            } else {
                p.line("installed.keep(delegate, for: navigationController)")
            }
            if let interaction = plan.backwardInteraction {
                p.line("navigationController.interactivePopGestureRecognizer?.isEnabled = false")
                p.line("delegate.\(interaction.role.rawValue)Interaction = \(names.interaction(for: interaction.role))(attachingTo: navigationController.view) { [weak navigationController] _ in")
                p.indent()
                p.comment("Nothing to pop at the root: the gesture then starts no transition.")
                p.line("navigationController?.popViewController(animated: true) != nil")
                p.outdent()
                p.line("}")
            }
            if let interaction = plan.forwardInteraction {
                p.line("delegate.\(interaction.role.rawValue)Interaction = \(names.interaction(for: interaction.role))(attachingTo: navigationController.view) { [weak navigationController] _ in")
                p.indent()
                p.block("guard let navigationController, let viewController = makeViewController() else {") { p in
                    p.line("return false")
                }
                p.line("navigationController.pushViewController(viewController, animated: true)")
                p.line("return true")
                p.outdent()
                p.line("}")
            }
        }
    }
}

extension String {
    /// "an edge pan …" → "An edge pan …", for a sentence that starts with it.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
