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

                It sets `delegate` to a \(names.navigationDelegate) and keeps that alive (the property is weak, so a
                delegate nothing else holds is freed and UIKit falls back to its default animation). Call it once, for
                example in `viewDidLoad()`. A delegate set before (a coordinator, analytics) keeps working: every
                delegate method goes on to it, and the animators to it too for the operations the spec has no phase
                for; `\(names.uninstallMethod)()` gives it back.
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
            p.line()
            p.doc("""
                Undoes `\(installReference)`: the delegate set before it is `delegate` again\(plan.backwardInteraction != nil ? ", UIKit's back swipe\nworks again" : "") and the \(names.transitionName) delegate\(plan.backwardInteraction != nil || plan.forwardInteraction != nil ? " and its gestures" : "") are released.
                """)
            p.lines("""
                \(access)func \(names.uninstallMethod)() {
                    \(names.navigationDelegate).detach(from: self)
                }
                """)
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
            p.doc("""
                The delegate the navigation controller had before (a coordinator, analytics), which gets every delegate
                method this one does not answer. Weak, as `delegate` itself is. Read by the Objective-C runtime's
                forwarding from any thread; written only on the main actor, by `attach(to:)`, before UIKit sees this
                delegate.
                """)
            p.line("nonisolated(unsafe) private weak var replaced: (any UINavigationControllerDelegate)?")
            if plan.backwardInteraction != nil {
                p.line()
                p.doc("Whether UIKit's back swipe was on before `attach(to:)` turned it off, for `detach(from:)`.")
                p.line("private var popGestureWasEnabled = true")
            }
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
            emitDetach(into: &p)
            p.line()
            p.doc("""
                The animator for a push or a pop\(plan.backward == nil ? " (a pop is the replaced delegate's, or UIKit's default animation: the spec has no\n`pop` phase)" : ""); anything else is the replaced delegate's to answer, else UIKit's.
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
                p.line("return replaced?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)")
            }
            p.line()
            p.doc(interactions.isEmpty ? """
                The replaced delegate's interaction, if it has one for this animator: the spec has no gesture.
                """ : """
                The gesture-driven push or pop, only while its gesture is active: a push or pop started any other way
                (the back button, code) then runs on its own, or with the replaced delegate's interaction.
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
                p.line("return replaced?.navigationController?(navigationController, interactionControllerFor: animationController)")
            }
            p.line()
            p.doc("Passes the news on to the replaced delegate, which heard it before the transition was installed.")
            p.lines("""
                \(access)func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                    replaced?.navigationController?(navigationController, willShow: viewController, animated: animated)
                }

                """)
            p.doc("Passes the news on to the replaced delegate, which heard it before the transition was installed.")
            p.lines("""
                \(access)func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    replaced?.navigationController?(navigationController, didShow: viewController, animated: animated)
                }

                """)
            DelegateForwarding.emit(others: "the interface orientations", access: access, into: &p)
            if !interactions.isEmpty {
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
                // Attaching again keeps the delegate the first attach replaced.
                let previous = navigationController.delegate
                delegate.replaced = (previous as? \(names.navigationDelegate)).map { $0.replaced } ?? previous
                navigationController.delegate = delegate
                """)
            if plan.backwardInteraction != nil || plan.forwardInteraction != nil {
                p.line("installed.keep(delegate, for: navigationController, onRelease: { delegate.detach() })")
            } else {
                p.line("installed.keep(delegate, for: navigationController)")
            }
            if let interaction = plan.backwardInteraction {
                p.lines("""
                    delegate.popGestureWasEnabled = (previous as? \(names.navigationDelegate))?.popGestureWasEnabled
                        ?? navigationController.interactivePopGestureRecognizer?.isEnabled ?? true
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

extension NavigationDelegateEmitter {
    private func emitDetach(into p: inout CodePrinter) {
        p.doc("Gives `navigationController` back the delegate it had before `attach(to:)`; see `UINavigationController.\(names.uninstallMethod)()`.")
        p.block("\(access)static func detach(from navigationController: UINavigationController) {") { p in
            p.lines("""
                guard let delegate = navigationController.delegate as? \(names.navigationDelegate) else {
                    return
                }
                navigationController.delegate = delegate.replaced
                """)
            if plan.backwardInteraction != nil {
                p.line("navigationController.interactivePopGestureRecognizer?.isEnabled = delegate.popGestureWasEnabled")
            }
            p.line("installed.release(for: navigationController)")
        }
    }
}

extension String {
    /// "an edge pan …" → "An edge pan …", for a sentence that starts with it.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
