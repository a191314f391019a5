import ChoreoSpec

/// Emits `<Name>NavigationDelegate` and `UINavigationController.install<Name>()`.
struct NavigationDelegateEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }

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
            p.doc(text)
            p.block("\(access)func \(names.installMethod)() {") { p in
                p.line("\(names.navigationDelegate).attach(to: self)")
            }
        }
    }

    func emitDelegate(into p: inout CodePrinter) {
        p.doc("""
            Hands UIKit \(names.transitionName)'s animators for the pushes and pops of one navigation controller.

            Install it with `\(names.installMethod)()` or `attach(to:)`, which keep it alive; a delegate assigned by hand
            is freed at the end of its scope, because `UINavigationController.delegate` is weak.
            """)
        p.line("@MainActor")
        p.block("\(access)final class \(names.navigationDelegate): NSObject, UINavigationControllerDelegate {") { p in
            let interaction = plan.backwardInteraction
            if let interaction {
                p.line("private var \(interaction.role.rawValue)Interaction: \(names.interaction(for: interaction.role))?")
                p.line()
            }
            p.doc("Private: a delegate is only useful attached, and `attach(to:)` is what keeps it alive.")
            p.block("private override init() {") { p in
                p.line("super.init()")
            }
            p.line()
            p.doc("Makes `navigationController` push and pop with \(names.transitionName); see `UINavigationController.\(names.installMethod)()`.")
            p.block("\(access)static func attach(to navigationController: UINavigationController) {") { p in
                p.line("let delegate = \(names.navigationDelegate)()")
                p.line("navigationController.delegate = delegate")
                p.line("\(names.delegateStore).keep(delegate, for: navigationController)")
                if let interaction {
                    let property = "\(interaction.role.rawValue)Interaction"
                    p.line("navigationController.interactivePopGestureRecognizer?.isEnabled = false")
                    p.line("delegate.\(property) = \(names.interaction(for: interaction.role))(attachingTo: navigationController.view) { [weak navigationController] in")
                    p.indent()
                    p.comment("Nothing to pop at the root: the gesture then starts no transition.")
                    p.line("navigationController?.popViewController(animated: true) != nil")
                    p.outdent()
                    p.line("}")
                }
            }
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
            if let interaction {
                let property = "\(interaction.role.rawValue)Interaction"
                p.line()
                p.doc("""
                    The gesture-driven pop, only while its gesture is active: a pop started any other way (the back
                    button, code) then runs on its own.
                    """)
                p.block("\(access)func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {") { p in
                    p.block("guard let \(property), \(property).isActive else {") { p in
                        p.line("return nil")
                    }
                    p.line("return \(property)")
                }
                p.line()
                p.doc("Removes the gesture this delegate added: a gesture recognizer does not retain its target.")
                p.block("fileprivate func detach() {") { p in
                    p.line("\(property)?.detach()")
                    p.line("\(property) = nil")
                }
            }
        }
    }
}
