import ChoreoSpec

/// Emits `<Name>TransitioningDelegate` for modal and segue transitions, the presenting API
/// (`UIViewController.present<Name>(_:animated:completion:)`) for modal ones, and, when the
/// forward phase is interactive, `UIViewController.add<Name>PresentingGesture(presenting:)`.
struct TransitioningDelegateEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }

    /// Whether there is an extension on `UIViewController` to emit at all.
    var hasViewControllerAPI: Bool { plan.kind == .modal || plan.forwardInteraction != nil }

    func emitViewControllerAPI(into p: inout CodePrinter) {
        p.block("extension UIViewController {") { p in
            if plan.kind == .modal {
                p.doc("""
                    Presents `viewController` with the \(names.transitionName) transition.

                    It sets the two things a custom presentation needs and UIKit never warns about: the presentation style
                    (`.\(plan.presentationStyle.rawValue)`; UIKit ignores a custom animator under the sheet styles) and a
                    transitioning delegate that stays alive as long as `viewController` (the property is weak).
                    """)
                p.lines("""
                    \(access)func \(names.presentMethod)(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
                        \(names.transitioningDelegate).attach(to: viewController)
                        present(viewController, animated: animated, completion: completion)
                    }
                    """)
            }
            if let interaction = plan.forwardInteraction {
                if plan.kind == .modal { p.line() }
                p.doc("""
                    Lets \(InteractionEmitter.gestureDescription(interaction)) on this view controller's view present the view
                    controller that `makeViewController` returns, with the \(names.transitionName) transition following the
                    finger. Returning nil (or a gesture while something is already presented) presents nothing.

                    Call it once, for example in `viewDidLoad()`; calling it again replaces the gesture. The presented
                    controller gets the same style and retained delegate as through `\(names.transitioningDelegate).attach(to:)`.
                    """)
                p.lines("""
                    \(access)func \(names.presentingGestureMethod)(presenting makeViewController: @escaping @MainActor () -> UIViewController?) {
                        \(names.transitioningDelegate).addPresentingGesture(to: self, presenting: makeViewController)
                    }
                    """)
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
            alive. A delegate created and assigned by hand would be freed at the end of its scope, because UIKit holds
            `transitioningDelegate` weakly, and the presentation would fall back to UIKit's default animation.
            """)
        p.line("@MainActor")
        p.block("\(access)final class \(names.transitioningDelegate): NSObject, UIViewControllerTransitioningDelegate {") { p in
            let backwardInteraction = plan.backwardInteraction
            let forwardInteraction = plan.forwardInteraction
            p.doc("""
                Keeps each attached delegate alive from `attach(to:)` for as long as its controller exists:
                `transitioningDelegate` is weak, and UIKit would silently fall back to its default animation.
                """)
            p.line("private static let attached = ChoreoRetainer()")
            if forwardInteraction != nil {
                p.doc("Keeps each presenter's presenting gesture alive: a gesture recognizer does not retain its target.")
                p.line("private static let presentingGestures = ChoreoRetainer()")
            }
            p.line()
            if let backwardInteraction {
                p.line("private var \(backwardInteraction.role.rawValue)Interaction: \(names.interaction(for: backwardInteraction.role))?")
            }
            if let forwardInteraction {
                p.doc("The presenting gesture that started this presentation, if one did; the presenter's store owns it.")
                p.line("private weak var \(forwardInteraction.role.rawValue)Interaction: \(names.interaction(for: forwardInteraction.role))?")
            }
            if backwardInteraction != nil || forwardInteraction != nil {
                p.line()
            }
            p.doc("Private: a delegate is only useful attached, and `attach(to:)` is what keeps it alive.")
            p.lines("""
                private override init() {
                    super.init()
                }

                """)
            emitAttach(into: &p)
            if let forwardInteraction {
                p.line()
                emitAddPresentingGesture(forwardInteraction, into: &p)
            }
            p.line()
            p.doc("The animator for the `\(forward)` phase.")
            p.lines("""
                \(access)func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                    \(names.animator)(phase: .\(forward))
                }
                """)
            if let backward = plan.backward {
                p.line()
                p.doc("The animator for the `\(backward.role.rawValue)` phase.")
                p.lines("""
                    \(access)func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                        \(names.animator)(phase: .\(backward.role.rawValue))
                    }
                    """)
            }
            if plan.container != nil {
                p.line()
                p.doc("The presentation controller that places the presented view in part of the container.")
                p.lines("""
                    \(access)func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                        \(names.presentationController)(presentedViewController: presented, presenting: presenting)
                    }
                    """)
            }
            if let forwardInteraction {
                p.line()
                p.doc("""
                    The gesture-driven presentation, only while its gesture is active: a presentation started any other way
                    runs on its own.
                    """)
                emitInteractionController(
                    "\(access)func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {",
                    property: "\(forwardInteraction.role.rawValue)Interaction", into: &p)
            }
            if let backwardInteraction {
                let property = "\(backwardInteraction.role.rawValue)Interaction"
                p.line()
                p.doc("""
                    The gesture-driven dismissal, only while its gesture is active: a dismissal started any other way
                    (a button, code) then runs on its own, as a non-interactive transition must.
                    """)
                emitInteractionController(
                    "\(access)func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {",
                    property: property, into: &p)
                p.line()
                p.doc("Removes the gesture this delegate added: a gesture recognizer does not retain its target.")
                p.lines("""
                    fileprivate func detach() {
                        \(property)?.detach()
                        \(property) = nil
                    }
                    """)
            }
        }
    }

    private func emitAttach(into p: inout CodePrinter) {
        p.doc("""
            Makes `viewController` present and dismiss with \(names.transitionName): sets `modalPresentationStyle` to
            `.\(plan.presentationStyle.rawValue)` and a transitioning delegate that is kept alive as long as `viewController`.
            Call it before `present(_:animated:completion:)`.
            """)
        p.line("@discardableResult")
        p.block("\(access)static func attach(to viewController: UIViewController) -> \(names.transitioningDelegate) {") { p in
            p.lines("""
                let delegate = \(names.transitioningDelegate)()
                viewController.modalPresentationStyle = .\(plan.presentationStyle.rawValue)
                viewController.transitioningDelegate = delegate
                """)
            if let interaction = plan.backwardInteraction {
                p.lines("""
                    attached.keep(delegate, for: viewController, onRelease: { delegate.detach() })
                    delegate.\(interaction.role.rawValue)Interaction = \(names.interaction(for: interaction.role))(attachingTo: viewController.view) { [weak viewController] _ in
                        guard let viewController, viewController.presentingViewController != nil else {
                            return false
                        }
                        viewController.dismiss(animated: true)
                        return true
                    }
                    """)
            } else {
                p.line("attached.keep(delegate, for: viewController)")
            }
            p.line("return delegate")
        }
    }

    private func emitAddPresentingGesture(_ interaction: Interaction, into p: inout CodePrinter) {
        let property = "\(interaction.role.rawValue)Interaction"
        p.doc("Adds the presenting gesture to `presenter`'s view; see `UIViewController.\(names.presentingGestureMethod)(presenting:)`.")
        p.lines("""
            \(access)static func addPresentingGesture(to presenter: UIViewController, presenting makeViewController: @escaping @MainActor () -> UIViewController?) {
                let interaction = \(names.interaction(for: interaction.role))(attachingTo: presenter.view) { [weak presenter] interaction in
                    guard let presenter, presenter.presentedViewController == nil, let presented = makeViewController() else {
                        return false
                    }
                    \(names.transitioningDelegate).attach(to: presented).\(property) = interaction
                    presenter.present(presented, animated: true)
                    return true
                }
                presentingGestures.keep(interaction, for: presenter, onRelease: { interaction.detach() })
            }
            """)
    }

    private func emitInteractionController(_ signature: String, property: String, into p: inout CodePrinter) {
        p.lines("""
            \(signature)
                guard let \(property), \(property).isActive else {
                    return nil
                }
                return \(property)
            }
            """)
    }
}
