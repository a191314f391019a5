@testable import ChoreoCodegen
import ChoreoSpec

/// Writes the `main.swift` that runs generated transitions through the simulated UIKit: for each
/// transition, a few scenarios (present then dismiss, push then pop, segue then dismiss, an
/// interactive backward phase cancelled and then finished, everything again under Reduce Motion),
/// each printing what UIKit saw as `key: value` lines under `== <scenario>`.
///
/// All transitions go into one driver and one executable, because each compile costs seconds on
/// the shared machine.
struct BehaviourDriver {
    static let prelude = """
        import UIKit

        @MainActor func controller(_ title: String) -> UIViewController {
            let controller = UIViewController()
            controller.title = title
            return controller
        }

        @MainActor func makeWindow() -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.makeKeyAndVisible()
            return window
        }

        @MainActor func section(_ name: String) {
            print("== \\(name)")
        }

        /// Lets the transition run to its end, prints what UIKit saw and starts a fresh log.
        @MainActor func settle() {
            UIKitSimulation.runUntilIdle()
            print("complete: \\(UIKitSimulation.completeTransitionCalls)")
            print("default: \\(UIKitSimulation.defaultTransitions)")
            print("custom: \\(UIKitSimulation.events.filter { $0.kind == "customTransition" }.map(\\.detail))")
            let problems = UIKitSimulation.events.filter { $0.kind == "warning" || $0.kind == "transitionNeverCompleted" }
            print("problems: \\(problems.map(\\.description))")
            UIKitSimulation.reset()
        }

        /// Runs whatever is pending without printing: the set-up before a scenario.
        @MainActor func quietly() {
            UIKitSimulation.runUntilIdle()
            UIKitSimulation.reset()
        }

        @MainActor func show(_ label: String, _ view: UIView) {
            print("\\(label): \\(UIKitSimulation.describe(view)) in \\(view.superview?.simulationName ?? "nothing") subviews \\(view.subviews.count)")
        }

        /// The container's views bottom to top, leaving out a shadow's probe: a plain, empty view of no size.
        @MainActor func order(_ view: UIView?) {
            let shown = view?.subviews.filter { !($0.simulationName == "UIView" && $0.bounds.size == .zero && $0.subviews.isEmpty) } ?? []
            print("container: \\(shown.map(\\.simulationName))")
        }

        /// Runs the animator the transition just started to each of `times` (seconds from its start, in
        /// order), puts the views in its presentation state there and calls `body` with the time's index.
        @MainActor func atTimes(_ times: [Double], _ body: (Int) -> Void) {
            UIKitSimulation.advance(by: 0)
            guard let animator = UIViewPropertyAnimator.lastStarted else {
                print("animator: none")
                return
            }
            var clock = 0.0
            for (index, time) in times.enumerated() {
                UIKitSimulation.advance(by: time - clock)
                clock = time
                animator.simulationApplyPresentation()
                // A screen refresh at that moment: display links (a shadow's driver) see it too.
                UIKitSimulation.refreshDisplay()
                body(index)
            }
        }

        /// Drags a pan recognizer on `view` (the last one, or `fromEnd` places before it) by `fraction`
        /// of the view's size along `direction` and lets go at `speed` points per second.
        @MainActor func drag(_ view: UIView, fromEnd: Int = 0, along direction: CGPoint, fraction: CGFloat, speed: CGFloat = 0) {
            guard let recognizers = view.gestureRecognizers, recognizers.count > fromEnd,
                  let recognizer = recognizers[recognizers.count - 1 - fromEnd] as? UIPanGestureRecognizer else {
                print("gesture: none")
                return
            }
            let length = direction.x != 0 ? view.bounds.width : view.bounds.height
            let translation = CGPoint(x: direction.x * length * fraction, y: direction.y * length * fraction)
            recognizer.simulate(.began, translation: .zero)
            recognizer.simulate(.changed, translation: translation)
            recognizer.simulate(.ended, translation: translation, velocity: CGPoint(x: direction.x * speed, y: direction.y * speed))
        }

        /// `drag` by a finger on `view`, handed to the pan UIKit would give it (`UIView.simulatePan`): a presented
        /// sheet with detents has two, the detents' and the dismissal's, and the dismissal's waits for the other.
        @MainActor func fingerDrag(_ view: UIView, along direction: CGPoint, fraction: CGFloat, speed: CGFloat = 0) {
            let length = direction.x != 0 ? view.bounds.width : view.bounds.height
            let translation = CGPoint(x: direction.x * length * fraction, y: direction.y * length * fraction)
            guard view.simulatePan(.began, translation: .zero) != nil else {
                print("gesture: none")
                return
            }
            view.simulatePan(.changed, translation: translation)
            view.simulatePan(.ended, translation: translation, velocity: CGPoint(x: direction.x * speed, y: direction.y * speed))
        }

        /// `drag` as UIKit reports a pan that has set off: it begins once the finger has moved a few points
        /// `direction`, which a tab bar's one pan reads to pick the next or the previous tab.
        @MainActor func swipe(_ view: UIView, along direction: CGPoint, fraction: CGFloat, speed: CGFloat = 0) {
            guard let recognizer = view.gestureRecognizers?.last as? UIPanGestureRecognizer else {
                print("gesture: none")
                return
            }
            let length = direction.x != 0 ? view.bounds.width : view.bounds.height
            let setOff = CGPoint(x: direction.x * 10, y: direction.y * 10)
            let translation = CGPoint(x: direction.x * length * fraction, y: direction.y * length * fraction)
            recognizer.simulate(.began, translation: setOff, velocity: CGPoint(x: direction.x * 200, y: direction.y * 200))
            recognizer.simulate(.changed, translation: translation)
            recognizer.simulate(.ended, translation: translation, velocity: CGPoint(x: direction.x * speed, y: direction.y * speed))
        }

        """

    var transitions: [Transition]

    var source: String {
        var text = Self.prelude
        for transition in transitions {
            switch transition.kind {
            case .modal, .segue: text += modalScenarios(transition)
            case .navigation: text += navigationScenarios(transition)
            case .tabBar: text += tabBarScenarios(transition)
            }
        }
        return text
    }

    /// The way a finger moves to advance `interaction`'s phase, in a left-to-right layout.
    static func unitDirection(_ interaction: Interaction) -> (x: Int, y: Int) {
        let emitter = InteractionEmitter(
            plan: GenerationPlan(transition: SampleTransitions.cardPop, options: CodegenOptions()), interaction: interaction)
        switch emitter.direction {
        case .down: return (0, 1)
        case .up: return (0, -1)
        case .right, .trailing: return (1, 0)
        case .left, .leading: return (-1, 0)
        }
    }

    /// The line that starts the forward phase of a modal or segue transition for `controller`.
    static func forwardCall(_ transition: Transition, presenting controller: String) -> String {
        transition.kind == .segue
            ? "UIKitSimulation.perform(\(transition.name)Segue(identifier: \"show\", source: root, destination: \(controller)))"
            : "root.present\(transition.name)(\(controller))"
    }

    private func modalScenarios(_ transition: Transition) -> String {
        let name = transition.name
        let start = Self.forwardCall(transition, presenting: "card")
        var text = """

            do {
                let window = makeWindow()
                let root = controller("Root")
                window.rootViewController = root
                let card = controller("Card")

                section("\(name) forward")
                \(start)
                order(card.view.superview)
                settle()
                show("card", card.view)
                show("root", root.view)
                print("presented: \\(root.presentedViewController === card)")
                print("delegate: \\(card.transitioningDelegate != nil)")

                section("\(name) backward")
                card.dismiss(animated: true)
                order(card.view.superview)
                settle()
                show("card", card.view)
                show("root", root.view)
                print("presented: \\(root.presentedViewController != nil)")
                print("delegate: \\(card.transitioningDelegate != nil)")

            """
        if let interaction = transition.backward.flatMap({ transition.interaction(for: $0.role) }) {
            let direction = Self.unitDirection(interaction)
            let along = "CGPoint(x: \(direction.x), y: \(direction.y))"
            let flick = SwiftLiteral.number(interaction.finishVelocity + 1)
            text += """

                    \(start)
                    quietly()
                    section("\(name) interactive cancelled")
                    fingerDrag(card.view, along: \(along), fraction: 0.05, speed: 0)
                    settle()
                    show("card", card.view)
                    show("root", root.view)
                    print("presented: \\(root.presentedViewController === card)")
                    print("delegate: \\(card.transitioningDelegate != nil)")

                    section("\(name) interactive finished")
                    fingerDrag(card.view, along: \(along), fraction: 0.9, speed: 0)
                    settle()
                    print("presented: \\(root.presentedViewController != nil)")
                    print("delegate: \\(card.transitioningDelegate != nil)")

                    \(start)
                    quietly()
                    section("\(name) interactive flicked")
                    fingerDrag(card.view, along: \(along), fraction: 0.05, speed: \(flick))
                    settle()
                    print("presented: \\(root.presentedViewController != nil)")

                """
        }
        text += """

                // A controller that has never been presented: nothing left over from the scenarios above.
                let fresh = controller("Card")
                section("\(name) reduce motion forward")
                UIKitSimulation.isReduceMotionEnabled = true
                \(Self.forwardCall(transition, presenting: "fresh"))
                settle()
                show("card", fresh.view)
                show("root", root.view)
                print("presented: \\(root.presentedViewController === fresh)")

                section("\(name) reduce motion backward")
                UIKitSimulation.isReduceMotionEnabled = true
                fresh.dismiss(animated: true)
                settle()
                show("card", fresh.view)
                show("root", root.view)
                print("presented: \\(root.presentedViewController != nil)")
            }

            """
        return text
    }

    private func navigationScenarios(_ transition: Transition) -> String {
        let name = transition.name
        // A push gesture that pushes nothing: these scenarios push by code.
        let install = transition.interaction(for: .push) == nil ? "" : "pushing: { nil }"
        var text = """

            do {
                let window = makeWindow()
                let first = controller("First")
                let second = controller("Second")
                let navigation = UINavigationController(rootViewController: first)
                navigation.title = "Nav"
                window.rootViewController = navigation
                navigation.install\(name)(\(install))

                section("\(name) forward")
                navigation.pushViewController(second, animated: true)
                order(second.view.superview)
                settle()
                show("incoming", second.view)
                show("outgoing", first.view)
                print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")
                print("system back swipe: \\(navigation.interactivePopGestureRecognizer?.isEnabled ?? false)")

                section("\(name) backward")
                navigation.popViewController(animated: true)
                order(first.view.superview)
                settle()
                show("incoming", first.view)
                show("outgoing", second.view)
                print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")

            """
        if let interaction = transition.backward.flatMap({ transition.interaction(for: $0.role) }) {
            let direction = Self.unitDirection(interaction)
            let along = "CGPoint(x: \(direction.x), y: \(direction.y))"
            // The generated push gesture, when there is one, is added after the pop gesture.
            let popFromEnd = transition.interaction(for: .push) == nil ? 0 : 1
            text += """

                    navigation.pushViewController(second, animated: true)
                    quietly()
                    section("\(name) interactive cancelled")
                    drag(navigation.view, fromEnd: \(popFromEnd), along: \(along), fraction: 0.05, speed: 0)
                    settle()
                    show("incoming", first.view)
                    show("outgoing", second.view)
                    print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")

                    section("\(name) interactive finished")
                    drag(navigation.view, fromEnd: \(popFromEnd), along: \(along), fraction: 0.9, speed: 0)
                    settle()
                    show("incoming", first.view)
                    print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")

                """
        }
        text += """

                section("\(name) reduce motion forward")
                UIKitSimulation.isReduceMotionEnabled = true
                navigation.pushViewController(second, animated: true)
                settle()
                show("incoming", second.view)
                show("outgoing", first.view)

                section("\(name) reduce motion backward")
                UIKitSimulation.isReduceMotionEnabled = true
                navigation.popViewController(animated: true)
                settle()
                show("incoming", first.view)
                print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")
            }

            """
        return text
    }

    /// Two tabs, First and Second: switching to Second plays the forward phase, back to First the backward
    /// one. With only two tabs the pan has one tab to go to at a time, so a backward drag finds no next tab
    /// whatever way the forward gesture goes.
    private func tabBarScenarios(_ transition: Transition) -> String {
        let name = transition.name
        var text = """

            do {
                let window = makeWindow()
                let first = controller("First")
                let second = controller("Second")
                let tabs = UITabBarController()
                tabs.title = "Tabs"
                tabs.viewControllers = [first, second]
                window.rootViewController = tabs
                tabs.install\(name)()
                quietly()

                section("\(name) forward")
                tabs.selectedIndex = 1
                order(second.view.superview)
                settle()
                show("incoming", second.view)
                show("outgoing", first.view)
                print("selected: \\(tabs.selectedIndex)")

                section("\(name) backward")
                tabs.selectedIndex = 0
                order(first.view.superview)
                settle()
                show("incoming", first.view)
                show("outgoing", second.view)
                print("selected: \\(tabs.selectedIndex)")

            """
        if let interaction = transition.backward.flatMap({ transition.interaction(for: $0.role) }) {
            let direction = Self.unitDirection(interaction)
            let along = "CGPoint(x: \(direction.x), y: \(direction.y))"
            text += """

                    tabs.selectedIndex = 1
                    quietly()
                    section("\(name) interactive cancelled")
                    swipe(tabs.view, along: \(along), fraction: 0.05, speed: 0)
                    settle()
                    show("incoming", first.view)
                    show("outgoing", second.view)
                    print("selected: \\(tabs.selectedIndex)")

                    section("\(name) interactive finished")
                    swipe(tabs.view, along: \(along), fraction: 0.9, speed: 0)
                    settle()
                    show("incoming", first.view)
                    print("selected: \\(tabs.selectedIndex)")

                """
        }
        text += """

                section("\(name) reduce motion forward")
                UIKitSimulation.isReduceMotionEnabled = true
                tabs.selectedIndex = 1
                settle()
                show("incoming", second.view)
                show("outgoing", first.view)

                section("\(name) reduce motion backward")
                UIKitSimulation.isReduceMotionEnabled = true
                tabs.selectedIndex = 0
                settle()
                show("incoming", first.view)
                print("selected: \\(tabs.selectedIndex)")
            }

            """
        return text
    }
}
