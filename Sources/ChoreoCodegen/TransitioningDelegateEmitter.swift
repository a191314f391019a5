import ChoreoSpec

/// Emits `<Name>TransitioningDelegate` for modal and segue transitions, and for modal ones the
/// presenting API (`UIViewController.present<Name>(_:animated:completion:)`).
struct TransitioningDelegateEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }

    func emitPresentingAPI(into p: inout CodePrinter) {
        p.block("extension UIViewController {") { p in
            p.doc("""
                Presents `viewController` with the \(names.transitionName) transition.

                It sets the two things a custom presentation needs and UIKit never warns about: the presentation style
                (`.\(plan.presentationStyle.rawValue)`; UIKit ignores a custom animator under the sheet styles) and a
                transitioning delegate that stays alive until the dismissal completes (the property is weak).
                """)
            p.block("\(access)func \(names.presentMethod)(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {") { p in
                p.line("\(names.transitioningDelegate).attach(to: viewController)")
                p.line("present(viewController, animated: animated, completion: completion)")
            }
        }
    }

    func emitDelegate(into p: inout CodePrinter) {
        let forward = plan.forward.role.rawValue
        let entryPoint = plan.kind == .segue
            ? "`\(names.segue)` attaches it to the segue's destination"
            : "`\(names.presentMethod)(_:animated:completion:)` attaches it for you"
        p.doc("""
            Hands UIKit \(names.transitionName)'s animators for presenting and dismissing one view controller.

            Attach it with `attach(to:)` (\(entryPoint)): that also sets the presentation style and keeps the delegate
            alive. A delegate created and assigned by hand is freed at the end of its scope, because UIKit holds
            `transitioningDelegate` weakly, and the presentation then falls back to UIKit's default animation.
            """)
        p.line("@MainActor")
        p.block("\(access)final class \(names.transitioningDelegate): NSObject, UIViewControllerTransitioningDelegate {") { p in
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
            p.doc("""
                Makes `viewController` present and dismiss with \(names.transitionName): sets `modalPresentationStyle` to
                `.\(plan.presentationStyle.rawValue)` and a transitioning delegate that is kept alive until the dismissal
                completes. Call it before `present(_:animated:completion:)`.
                """)
            p.block("\(access)static func attach(to viewController: UIViewController) {") { p in
                p.line("let delegate = \(names.transitioningDelegate)()")
                p.line("viewController.modalPresentationStyle = .\(plan.presentationStyle.rawValue)")
                p.line("viewController.transitioningDelegate = delegate")
                p.line("\(names.delegateStore).keep(delegate, for: viewController)")
                if let interaction {
                    p.line("delegate.\(interaction.role.rawValue)Interaction = \(names.interaction(for: interaction.role))(attachingTo: viewController.view) { [weak viewController] in")
                    p.indent()
                    p.block("guard let viewController, viewController.presentingViewController != nil else {") { p in
                        p.line("return false")
                    }
                    p.line("viewController.dismiss(animated: true)")
                    p.line("return true")
                    p.outdent()
                    p.line("}")
                }
            }
            p.line()
            p.doc("The animator for the `\(forward)` phase.")
            p.block("\(access)func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {") { p in
                p.line("\(names.animator)(phase: .\(forward))")
            }
            if let backward = plan.backward {
                p.line()
                p.doc("The animator for the `\(backward.role.rawValue)` phase; once it completes, this delegate lets itself go.")
                p.block("\(access)func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {") { p in
                    p.line("let animator = \(names.animator)(phase: .\(backward.role.rawValue))")
                    p.block("animator.whenFinished = { [weak dismissed] completed in") { p in
                        p.block("if completed, let dismissed {") { p in
                            p.line("\(names.delegateStore).release(for: dismissed)")
                        }
                    }
                    p.line("return animator")
                }
            }
            if let interaction {
                let property = "\(interaction.role.rawValue)Interaction"
                p.line()
                p.doc("""
                    The gesture-driven dismissal, only while its gesture is active: a dismissal started any other way
                    (a button, code) then runs on its own, as a non-interactive transition must.
                    """)
                p.block("\(access)func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {") { p in
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
