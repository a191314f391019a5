import ChoreoCodegen
import Foundation
import XCTest

/// The model's own UIKit facts, shown with a small animator: `.fullScreen` removes the presenting view
/// and hands it to the animator, navigation transitions go through the weak delegate, and a cancelled
/// interactive transition driven through `interruptibleAnimator(using:)` ends its property animator at
/// `.start`, which restores the views.
final class ModelBehaviourTests: XCTestCase {
    private static let animatorSource = """
    import UIKit

    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        private var running: UIViewPropertyAnimator?

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
            if let running { return running }
            let container = transitionContext.containerView
            let fromView = transitionContext.view(forKey: .from)
            let toView = transitionContext.view(forKey: .to)
            print("fromView \\(fromView?.simulationName ?? "nil") toView \\(toView?.simulationName ?? "nil") inContainer \\(fromView?.superview === container)")
            if let toView {
                if let toController = transitionContext.viewController(forKey: .to) {
                    toView.frame = transitionContext.finalFrame(for: toController)
                }
                toView.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
                if let fromView, fromView.superview === container {
                    container.insertSubview(toView, aboveSubview: fromView)
                } else {
                    container.addSubview(toView)
                }
            }
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
                toView?.transform = .identity
                fromView?.alpha = 0.5
            }
            animator.addCompletion { position in
                fromView?.alpha = 1
                transitionContext.completeTransition(position == .end)
            }
            running = animator
            return animator
        }

        func animationEnded(_ transitionCompleted: Bool) {
            running = nil
        }
    }

    final class SlideDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        var interactive = false

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideAnimator()
        }

        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideAnimator()
        }

        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideAnimator()
        }

        func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interactive ? interaction : nil
        }
    }
    """

    private static let driver = """
    import UIKit

    @MainActor func show(_ name: String, _ window: UIWindow) {
        UIKitSimulation.runUntilIdle()
        print("== \\(name)")
        for line in UIKitSimulation.eventLog where line.hasPrefix("completeTransition") || line.hasPrefix("defaultTransition") || line.hasPrefix("warning") {
            print(line)
        }
        print(UIKitSimulation.hierarchy(of: window))
        UIKitSimulation.reset()
    }

    let delegate = SlideDelegate()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let root = UIViewController()
    root.title = "Root"
    window.rootViewController = root
    let card = UIViewController()
    card.title = "Card"
    card.modalPresentationStyle = .fullScreen
    card.transitioningDelegate = delegate
    root.present(card, animated: true)
    show("fullScreen present", window)
    card.dismiss(animated: true)
    show("fullScreen dismiss", window)

    let first = UIViewController()
    first.title = "First"
    let second = UIViewController()
    second.title = "Second"
    let navigation = UINavigationController(rootViewController: first)
    navigation.title = "Nav"
    navigation.delegate = delegate
    window.rootViewController = navigation
    navigation.pushViewController(second, animated: true)
    show("push", window)
    delegate.interactive = true
    navigation.popViewController(animated: true)
    delegate.interaction.update(0.5)
    delegate.interaction.cancel()
    show("interactive pop cancelled", window)
    print("stack \\(navigation.viewControllers.map { $0.title ?? "?" })")
    """

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cachedRun: SimulationRun?

    private func sections() throws -> [String: [String]] {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if Self.cachedRun == nil {
            Self.cachedRun = try BehaviourSimulator.shared.run(sources: [("SlideAnimator.swift", Self.animatorSource)], driver: Self.driver)
        }
        guard let run = Self.cachedRun else { return [:] }
        XCTAssertEqual(run.status, 0, run.description)
        var result: [String: [String]] = [:]
        var current = ""
        for line in run.lines {
            if line.hasPrefix("== ") {
                current = String(line.dropFirst(3))
            } else if line.hasPrefix("fromView ") {
                result["animator", default: []].append(line)
            } else {
                result[current, default: []].append(line)
            }
        }
        return result
    }

    func testFullScreenPresentationHandsThePresentingViewToTheAnimatorAndRemovesIt() throws {
        let lines = try sections()["fullScreen present"] ?? []
        XCTAssertTrue(lines.contains("completeTransition: present Root -> Card true"), lines.joined(separator: "\n"))
        XCTAssertEqual(Array(lines.suffix(3)), [
            "UIWindow frame=(0, 0, 400, 800) alpha=1",
            "  UITransitionView frame=(0, 0, 400, 800) alpha=1",
            "    Card.view frame=(0, 0, 400, 800) alpha=1",
        ])
    }

    func testFullScreenDismissalPutsThePresentingViewBack() throws {
        let all = try sections()
        XCTAssertEqual(all["animator"], [
            "fromView Root.view toView Card.view inContainer true",
            "fromView Card.view toView Root.view inContainer true",
            "fromView First.view toView Second.view inContainer true",
            "fromView Second.view toView First.view inContainer true",
        ])
        let lines = all["fullScreen dismiss"] ?? []
        XCTAssertTrue(lines.contains("completeTransition: dismiss Card -> Root true"), lines.joined(separator: "\n"))
        XCTAssertEqual(Array(lines.suffix(2)), [
            "UIWindow frame=(0, 0, 400, 800) alpha=1",
            "  Root.view frame=(0, 0, 400, 800) alpha=1",
        ])
    }

    func testPushGoesThroughTheNavigationDelegate() throws {
        let lines = try sections()["push"] ?? []
        XCTAssertEqual(lines.first, "completeTransition: push First -> Second true", lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("defaultTransition") || $0.hasPrefix("warning") })
        XCTAssertEqual(Array(lines.suffix(2)), [
            "    UINavigationTransitionView frame=(0, 0, 400, 800) alpha=1",
            "      Second.view frame=(0, 0, 400, 800) alpha=1",
        ])
    }

    func testCancelledInteractivePopEndsThePropertyAnimatorAtStartAndKeepsTheStack() throws {
        let lines = try sections()["interactive pop cancelled"] ?? []
        XCTAssertEqual(lines.first, "completeTransition: pop Second -> First false", lines.joined(separator: "\n"))
        XCTAssertEqual(Array(lines.suffix(3)), [
            "    UINavigationTransitionView frame=(0, 0, 400, 800) alpha=1",
            "      Second.view frame=(0, 0, 400, 800) alpha=1",
            "stack [\"First\", \"Second\"]",
        ])
    }
}
