import ChoreoSpec

/// Emits `<Name>TabBarDelegate` and `UITabBarController.install<Name>()`, the tab bar counterpart of
/// `NavigationDelegateEmitter`: the phase is decided at run time from the two tabs' places in
/// `viewControllers` (a later tab is `next`, an earlier one `previous`), and an interactive spec adds
/// one pan to the tab bar controller's view whose way picks the next or the previous tab.
struct TabBarDelegateEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }

    /// The gestures, forward first: a tab bar's pan tries the next tab before the previous one.
    private var interactions: [Interaction] { [plan.forwardInteraction, plan.backwardInteraction].compactMap { $0 } }

    func emitInstallAPI(into p: inout CodePrinter) {
        p.block("extension UITabBarController {") { p in
            var text = """
                Makes this tab bar controller switch tabs with the \(names.transitionName) transition: `\(plan.forward.role.rawValue)` to a later tab\(plan.backward == nil ? "\n(a switch to an earlier tab is not animated: the spec has no `previous` phase)" : ", `previous` to an\nearlier one"), whether the user taps the tab bar or code sets `selectedIndex` or `selectedViewController`.

                It sets `delegate` to a \(names.tabBarDelegate) and keeps that alive (the property is weak, so a delegate
                nothing else holds is freed and the tabs switch without animation). Call it once, for example in
                `viewDidLoad()`. A delegate set before (a coordinator, analytics) keeps working: every delegate method goes
                on to it, and the animators to it too for the switches the spec has no phase for; `\(names.uninstallMethod)()`
                gives it back.
                """
            if !interactions.isEmpty {
                text += "\n\n" + """
                    It also adds a pan to this controller's view: \(panDescription).
                    """
            }
            p.doc(text)
            p.lines("""
                \(access)func \(names.installMethod)() {
                    \(names.tabBarDelegate).attach(to: self)
                }

                """)
            p.doc("""
                Undoes `\(names.installMethod)()`: the delegate set before it is `delegate` again and the \(names.transitionName) delegate\(interactions.isEmpty ? " is" : " and its\npan are") released.
                """)
            p.lines("""
                \(access)func \(names.uninstallMethod)() {
                    \(names.tabBarDelegate).detach(from: self)
                }
                """)
        }
    }

    /// What the pan does, for doc comments: "a finger that sets off toward the leading edge selects the next tab, …".
    private var panDescription: String {
        let ways = interactions.map { interaction -> String in
            let direction = InteractionEmitter(plan: plan, interaction: interaction).direction
            let way = direction == .up || direction == .down ? direction.rawValue : "toward the \(direction.rawValue) edge"
            return "\(way) selects the \(interaction.role.isForward ? "next" : "previous") tab"
        }
        let layout = interactions.contains { [.leading, .trailing].contains(InteractionEmitter(plan: plan, interaction: $0).direction) }
            ? " (leading and trailing follow the view's layout direction)" : ""
        return "a finger that sets off " + ways.joined(separator: ", one that sets off ") + layout
            + ", and the switch follows the finger"
    }

    func emitDelegate(into p: inout CodePrinter) {
        p.doc("""
            Hands UIKit \(names.transitionName)'s animators for the tab switches of one tab bar controller.

            Install it with `\(names.installMethod)()` or `attach(to:)`, which keep it alive; a delegate assigned by hand
            would be freed at the end of its scope, because `UITabBarController.delegate` is weak.
            """)
        p.line("@MainActor")
        p.block("\(access)final class \(names.tabBarDelegate): NSObject, UITabBarControllerDelegate {") { p in
            p.doc("""
                Keeps each tab bar controller's delegate alive for as long as the controller exists:
                `UITabBarController.delegate` is weak, and the tabs would silently switch without animation.
                """)
            p.line("private static let installed = ChoreoRetainer()")
            p.line()
            p.doc("""
                The delegate the tab bar controller had before (a coordinator, analytics), which gets every delegate
                method this one does not answer. Weak, as `delegate` itself is. Read by the Objective-C runtime's
                forwarding from any thread; written only on the main actor, by `attach(to:)`, before UIKit sees this
                delegate.
                """)
            p.line("nonisolated(unsafe) private weak var replaced: (any UITabBarControllerDelegate)?")
            p.line()
            if !interactions.isEmpty {
                p.doc("The one pan on the tab bar controller's view; its way picks the phase.")
                p.line("private var pan: ChoreoSharedPan?")
                for interaction in interactions {
                    p.line("private var \(interaction.role.rawValue)Interaction: \(names.interaction(for: interaction.role))?")
                }
                p.line()
            }
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
            emitAnimationController(into: &p)
            p.line()
            emitInteractionController(into: &p)
            p.line()
            p.doc("Passes the question on to the replaced delegate, which answered it before the transition was installed.")
            p.lines("""
                \(access)func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                    replaced?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
                }

                """)
            p.doc("Passes the news on to the replaced delegate, which heard it before the transition was installed.")
            p.lines("""
                \(access)func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                    replaced?.tabBarController?(tabBarController, didSelect: viewController)
                }

                """)
            DelegateForwarding.emit(others: "customizing the tabs, the interface orientations", access: access, into: &p)
            if !interactions.isEmpty {
                p.line()
                emitSelect(into: &p)
                p.line()
                p.doc("Removes the pan this delegate added: a gesture recognizer does not retain its target.")
                p.block("fileprivate func detach() {") { p in
                    p.lines("""
                        pan?.detach()
                        pan = nil
                        """)
                    for interaction in interactions {
                        p.line("\(interaction.role.rawValue)Interaction = nil")
                    }
                }
            }
        }
    }

    private func emitAttach(into p: inout CodePrinter) {
        p.doc("Makes `tabBarController` switch tabs with \(names.transitionName); see `UITabBarController.\(names.installMethod)()`.")
        p.block("\(access)static func attach(to tabBarController: UITabBarController) {") { p in
            p.lines("""
                let delegate = \(names.tabBarDelegate)()
                // Attaching again keeps the delegate the first attach replaced.
                let existing = tabBarController.delegate
                delegate.replaced = (existing as? \(names.tabBarDelegate)).map { $0.replaced } ?? existing
                tabBarController.delegate = delegate
                """)
            guard !interactions.isEmpty else {
                p.line("installed.keep(delegate, for: tabBarController)")
                return
            }
            p.lines("""
                installed.keep(delegate, for: tabBarController, onRelease: { delegate.detach() })
                let pan = ChoreoSharedPan(attachingTo: tabBarController.view)
                delegate.pan = pan
                """)
            for interaction in interactions {
                let step = interaction.role.isForward ? 1 : -1
                p.lines("""
                    delegate.\(interaction.role.rawValue)Interaction = \(names.interaction(for: interaction.role))(sharing: pan) { [weak tabBarController] _ in
                        // No tab that way (the last or the first is selected): the gesture then starts no transition.
                        \(names.tabBarDelegate).select(\(step), in: tabBarController)
                    }
                    """)
            }
        }
    }

    private func emitDetach(into p: inout CodePrinter) {
        p.doc("Gives `tabBarController` back the delegate it had before `attach(to:)`; see `UITabBarController.\(names.uninstallMethod)()`.")
        p.block("\(access)static func detach(from tabBarController: UITabBarController) {") { p in
            p.lines("""
                guard let delegate = tabBarController.delegate as? \(names.tabBarDelegate) else {
                    return
                }
                tabBarController.delegate = delegate.replaced
                installed.release(for: tabBarController)
                """)
        }
    }

    private func emitAnimationController(into p: inout CodePrinter) {
        let phases = plan.backward == nil
            ? "`\(plan.forward.role.rawValue)` when `toVC`'s tab comes after `fromVC`'s (a switch to an earlier tab is the replaced\ndelegate's, or no animation: the spec has no `previous` phase)"
            : "`\(plan.forward.role.rawValue)` when `toVC`'s tab comes after `fromVC`'s, `previous` when it comes before"
        p.doc("""
            The animator for a switch between two of `viewControllers`: \(phases). Anything else (a controller that is not
            one of the tabs, such as the More list's) is the replaced delegate's to answer, else no animation.
            """)
        p.block("\(access)func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {") { p in
            p.line("let tabs = tabBarController.viewControllers ?? []")
            p.block("if let from = tabs.firstIndex(where: { $0 === fromVC }), let to = tabs.firstIndex(where: { $0 === toVC }) {") { p in
                p.lines("""
                    if to > from {
                        return \(names.animator)(phase: .\(plan.forward.role.rawValue))
                    }
                    """)
                if let backward = plan.backward {
                    p.lines("""
                        if to < from {
                            return \(names.animator)(phase: .\(backward.role.rawValue))
                        }
                        """)
                }
            }
            p.line("return replaced?.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)")
        }
    }

    private func emitInteractionController(into p: inout CodePrinter) {
        p.doc(interactions.isEmpty ? """
            The replaced delegate's interaction, if it has one for this animator: the spec has no gesture.
            """ : """
            The pan-driven switch, only while the pan drives it: a switch started any other way (a tap on the tab bar,
            code) then runs on its own, or with the replaced delegate's interaction.
            """)
        p.block("\(access)func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {") { p in
            for interaction in interactions {
                let property = "\(interaction.role.rawValue)Interaction"
                p.lines("""
                    if let \(property), \(property).isActive {
                        return \(property)
                    }
                    """)
            }
            p.line("return replaced?.tabBarController?(tabBarController, interactionControllerFor: animationController)")
        }
    }

    private func emitSelect(into p: inout CodePrinter) {
        p.doc("""
            Selects the tab `step` places after the selected one (before it when negative), which makes UIKit ask for the
            animator; false when there is no tab there, no tab of `viewControllers` is selected (the More list), or a
            switch is still running (it is not interrupted).
            """)
        p.lines("""
            private static func select(_ step: Int, in tabBarController: UITabBarController?) -> Bool {
                guard let tabBarController, tabBarController.transitionCoordinator == nil,
                      let count = tabBarController.viewControllers?.count else {
                    return false
                }
                let selected = tabBarController.selectedIndex
                guard selected >= 0, selected < count, (0..<count).contains(selected + step) else {
                    return false
                }
                tabBarController.selectedIndex = selected + step
                return true
            }
            """)
    }
}
