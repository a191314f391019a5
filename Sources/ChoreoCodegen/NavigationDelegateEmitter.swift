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
                p.lines("""
                    \(access)func \(names.installMethod)(\(pushingParameter)) {
                        \(names.navigationDelegate).attach(to: self, pushing: makeViewController)
                    }
                    """)
            } else {
                p.lines("""
                    \(access)func \(names.installMethod)() {
                        \(names.navigationDelegate).attach(to: self)
                    }
                    """)
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
            p.lines("""
                private override init() {
                    super.init()
                }

                """)
            emitAttach(into: &p)
            p.line()
            p.doc("""
                The animator for a push or a pop\(plan.backward == nil ? " (pops keep UIKit's default animation: the spec has no `pop` phase)" : ""); nil
                for anything else, which leaves it to UIKit.
                """)
            p.block("\(access)func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {") { p in
                p.lines("""
                    if operation == .push {
                        return \(names.animator)(phase: .push)
                    }
                    """)
                if plan.backward != nil {
                    p.lines("""
                        if operation == .pop {
                            return \(names.animator)(phase: .pop)
                        }
                        """)
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
                        p.lines("""
                            if let \(property), \(property).isActive {
                                return \(property)
                            }
                            """)
                    }
                    p.line("return nil")
                }
                p.line()
                p.doc("Removes the gestures this delegate added: a gesture recognizer does not retain its target.")
                p.block("fileprivate func detach() {") { p in
                    for interaction in interactions {
                        let property = "\(interaction.role.rawValue)Interaction"
                        p.lines("""
                            \(property)?.detach()
                            \(property) = nil
                            """)
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
            p.lines("""
                let delegate = \(names.navigationDelegate)()
                navigationController.delegate = delegate
                """)
            if plan.backwardInteraction != nil || plan.forwardInteraction != nil {
                p.line("installed.keep(delegate, for: navigationController, onRelease: { delegate.detach() })")
            } else {
                p.line("installed.keep(delegate, for: navigationController)")
            }
            if let interaction = plan.backwardInteraction {
                p.lines("""
                    navigationController.interactivePopGestureRecognizer?.isEnabled = false
                    delegate.\(interaction.role.rawValue)Interaction = \(names.interaction(for: interaction.role))(attachingTo: navigationController.view) { [weak navigationController] _ in
                        // Nothing to pop at the root: the gesture then starts no transition.
                        navigationController?.popViewController(animated: true) != nil
                    }
                    """)
            }
            if let interaction = plan.forwardInteraction {
                p.lines("""
                    delegate.\(interaction.role.rawValue)Interaction = \(names.interaction(for: interaction.role))(attachingTo: navigationController.view) { [weak navigationController] _ in
                        guard let navigationController, let viewController = makeViewController() else {
                            return false
                        }
                        navigationController.pushViewController(viewController, animated: true)
                        return true
                    }
                    """)
            }
        }
    }
}

extension String {
    /// "an edge pan …" → "An edge pan …", for a sentence that starts with it.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
