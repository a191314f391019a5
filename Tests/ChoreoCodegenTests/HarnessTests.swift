import ChoreoCodegen
import XCTest

/// Proves the verification harness itself: hand-written animators (Tests/Fixtures/harness) that are
/// right must pass, and each classic mistake must be caught by the type-check or by the simulation.
final class HarnessTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/harness")

    private func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The hand-written fixtures are written for the default deployment target, iOS 13.
    private func typecheck(_ name: String) throws -> TypeCheckResult {
        try SwiftTypeChecker.shared.typecheck(source: try fixture(name), fileName: name, deploymentTarget: .default)
    }

    // MARK: Type-check

    func testCorrectModalTransitionTypeChecksWithoutWarnings() throws {
        let result = try typecheck("CorrectModalTransition.swift")
        XCTAssertTrue(result.succeeded, result.description)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testSelectorNamingAMissingMethodIsATypeCheckError() throws {
        let result = try typecheck("MissingSelectorTarget.swift")
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.errors.contains { $0.line == 7 && $0.message.contains("handlePan") }, result.description)
    }

    func testSelectorNamingANonObjCMethodIsATypeCheckError() throws {
        let source = """
        import UIKit

        @MainActor final class Handler: NSObject {
            func install(on view: UIView) {
                view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
            }

            func handlePan(_ gesture: UIPanGestureRecognizer) {}
        }
        """
        let result = try SwiftTypeChecker.shared.typecheck(source: source, fileName: "NotObjC.swift", deploymentTarget: .default)
        XCTAssertTrue(result.errors.contains { $0.line == 5 && $0.message.contains("not exposed to Objective-C") }, result.description)
    }

    func testSwift6ConcurrencyViolationIsATypeCheckError() throws {
        let result = try typecheck("ConcurrencyViolation.swift")
        XCTAssertTrue(result.errors.contains { $0.line == 7 && $0.message.contains("main actor-isolated") }, result.description)
    }

    func testNearMissDelegateSignatureTypeChecksAsOnIOS() throws {
        let result = try typecheck("NearMissDelegate.swift")
        XCTAssertEqual(result.errors, [], result.description)
    }

    func testMissingCompleteTransitionTypeChecks() throws {
        let result = try typecheck("MissingCompleteTransition.swift")
        XCTAssertTrue(result.succeeded, result.description)
    }

    func testWarningsCountAsFailures() throws {
        let source = """
        import UIKit

        @MainActor func unusedValue(_ view: UIView) {
            let frame = view.frame
        }
        """
        let result = try SwiftTypeChecker.shared.typecheck(source: source, fileName: "Warning.swift", deploymentTarget: .default)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings.first?.line, 4, result.description)
        XCTAssertFalse(result.succeeded)
    }

    // MARK: Deployment target

    private static let newerAPIs = """
    import UIKit

    @MainActor func springs(_ view: UIView) -> UIViewPropertyAnimator {
        UIView.animate(springDuration: 0.4, bounce: 0.2) { view.alpha = 0 }
        let timing = UISpringTimingParameters(duration: 0.4, bounce: 0.2, initialVelocity: .zero)
        view.anchorPoint = CGPoint(x: 0, y: 0.5)
        return UIViewPropertyAnimator(duration: 0, timingParameters: timing)
    }
    """

    func testAPIFromIOS17TypeChecksForIOS17() throws {
        let result = try SwiftTypeChecker.shared.typecheck(source: Self.newerAPIs, fileName: "Springs.swift",
                                                           deploymentTarget: DeploymentTarget(major: 17))
        XCTAssertTrue(result.succeeded, result.description)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testAPINewerThanTheDeploymentTargetFailsNamingTheVersionItCameIn() throws {
        let result = try SwiftTypeChecker.shared.typecheck(source: Self.newerAPIs, fileName: "Springs.swift",
                                                           deploymentTarget: DeploymentTarget(major: 13))
        XCTAssertFalse(result.succeeded)
        let found = result.warnings.map { "\($0.line): \($0.message)" }
        XCTAssertEqual(found.count, 3, result.description)
        XCTAssertTrue(found.contains { $0.hasPrefix("4: 'animate(springDuration:") && $0.contains("is deprecated: introduced in iOS 17.0, later than the deployment target") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("5: 'init(duration:bounce:initialVelocity:)' is deprecated: introduced in iOS 17.0") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("6: 'anchorPoint' is deprecated: introduced in iOS 16.0") }, "\(found)")
        XCTAssertTrue(result.description.hasPrefix("type-checked for iOS 13.0:"), result.description)
    }

    /// A limit (Docs/Verification.md): the Linux check cannot see `if #available`, so a guarded use
    /// fails too. Choreo's generator never guards (it uses newer API only when the target has it).
    func testAGuardedUseOfNewerAPIIsStillFlaggedOnLinux() throws {
        #if os(Linux)
        let source = """
        import UIKit

        @MainActor func spring(_ view: UIView) {
            if #available(iOS 17, *) {
                UIView.animate(springDuration: 0.4) { view.alpha = 0 }
            }
        }
        """
        let result = try SwiftTypeChecker.shared.typecheck(source: source, fileName: "Guarded.swift", deploymentTarget: .default)
        XCTAssertEqual(result.warnings.map(\.line), [5], result.description)
        #else
        throw XCTSkip("the iOS SDK honours if #available")
        #endif
    }

    func testEachTargetGetsTheFlagsOfTheVersionsAboveIt() {
        XCTAssertEqual(UIKitModel.availabilityThresholds, [DeploymentTarget(major: 16), DeploymentTarget(major: 17)],
                       "every CHOREO_BELOW_IOS_ version the model marks")
        XCTAssertEqual(SwiftTypeChecker.availabilityFlags(for: DeploymentTarget(major: 13)),
                       ["CHOREO_BELOW_IOS_16_0", "CHOREO_BELOW_IOS_17_0"])
        XCTAssertEqual(SwiftTypeChecker.availabilityFlags(for: DeploymentTarget(major: 16, minor: 4)), ["CHOREO_BELOW_IOS_17_0"])
        XCTAssertEqual(SwiftTypeChecker.availabilityFlags(for: DeploymentTarget(major: 17)), [])
        XCTAssertEqual(SwiftTypeChecker.availabilityFlags(for: DeploymentTarget(major: 18)), [])
    }

    // MARK: Package access

    func testPackageDeclarationsTypeCheckAcrossFiles() throws {
        let result = try SwiftTypeChecker.shared.typecheck(files: [
            ("Animator.swift", """
            import UIKit

            @MainActor package final class PackageAnimator: NSObject {
                package static func make() -> PackageAnimator { PackageAnimator() }
            }
            """),
            ("Use.swift", """
            @MainActor package func use() -> AnyObject { PackageAnimator.make() }
            """),
        ], deploymentTarget: .default)
        XCTAssertTrue(result.succeeded, result.description)
    }
}

/// The behaviour simulation of the same fixtures: one executable runs every scenario of
/// Tests/Fixtures/harness/HarnessDriver.swift, and each test reads its scenario's section.
final class HarnessSimulationTests: XCTestCase {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cachedSections: [String: [String]]?

    /// Section name → printed lines, from one run of the driver (compiled once per test process).
    private func section(_ name: String) throws -> [String] {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if Self.cachedSections == nil {
            let folder = HarnessTests.fixtures
            let names = ["CorrectModalTransition.swift", "NearMissDelegate.swift", "MissingCompleteTransition.swift",
                         "NonRestoringDismissal.swift"]
            let sources = try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
            let driver = try String(contentsOf: folder.appendingPathComponent("HarnessDriver.swift"), encoding: .utf8)
            let run = try BehaviourSimulator.shared.run(sources: sources, driver: driver)
            XCTAssertEqual(run.status, 0, run.description)
            var sections: [String: [String]] = [:]
            var current: String?
            for line in run.lines {
                if line.hasPrefix("== ") {
                    current = String(line.dropFirst(3))
                    sections[current ?? ""] = []
                } else if let current {
                    sections[current, default: []].append(line)
                }
            }
            Self.cachedSections = sections
        }
        let lines = Self.cachedSections?[name] ?? []
        XCTAssertFalse(lines.isEmpty, "scenario '\(name)' printed nothing")
        return lines
    }

    private func completions(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("completeTransition: ") }
    }

    private func window(_ lines: [String]) -> [String] {
        Array(lines.drop { $0 != "-- window" }.dropFirst())
    }

    func testCorrectPresentationRunsTheCustomAnimatorAndCompletesOnce() throws {
        let lines = try section("correct present")
        XCTAssertTrue(lines.contains { $0.hasPrefix("customTransition: present Root -> Card animator CorrectModalAnimator") }, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("defaultTransition") })
        XCTAssertEqual(completions(lines), ["completeTransition: present Root -> Card true"])
        XCTAssertFalse(lines.contains { $0.hasPrefix("warning") }, lines.joined(separator: "\n"))
        XCTAssertEqual(window(lines), [
            "UIWindow frame=(0, 0, 400, 800) alpha=1",
            "  Root.view frame=(0, 0, 400, 800) alpha=1",
            "  UITransitionView frame=(0, 0, 400, 800) alpha=1",
            "    Card.view frame=(0, 0, 400, 800) alpha=1",
        ])
    }

    func testCancelledInteractiveDismissalCompletesWithFalseOnceAndRestoresTheViews() throws {
        let lines = try section("correct dismiss cancelled")
        XCTAssertTrue(lines.contains("cancelInteractiveTransition: dismiss Card -> Root"), lines.joined(separator: "\n"))
        XCTAssertEqual(completions(lines), [
            "completeTransition: present Root -> Card true",
            "completeTransition: dismiss Card -> Root false",
        ])
        XCTAssertTrue(lines.contains("dismissalCancelled: Card"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("warning") }, lines.joined(separator: "\n"))
        XCTAssertEqual(window(lines).last, "    Card.view frame=(0, 0, 400, 800) alpha=1")
    }

    func testFinishedInteractiveDismissalRemovesThePresentedView() throws {
        let lines = try section("correct dismiss finished")
        XCTAssertEqual(completions(lines).last, "completeTransition: dismiss Card -> Root true")
        XCTAssertTrue(lines.contains("dismissed: Card"))
        XCTAssertEqual(window(lines), [
            "UIWindow frame=(0, 0, 400, 800) alpha=1",
            "  Root.view frame=(0, 0, 400, 800) alpha=1",
        ])
    }

    func testAnimatorThatDoesNotRestoreOnCancelLeavesTheViewMoved() throws {
        let lines = try section("non-restoring dismiss cancelled")
        XCTAssertEqual(completions(lines).last, "completeTransition: dismiss Card -> Root false")
        XCTAssertEqual(window(lines).last, "    Card.view frame=(0, 800, 400, 800) alpha=1 transform=[1 0 0 1 0 800]")
    }

    func testNearMissDelegateSignatureFallsBackToTheDefaultTransition() throws {
        let lines = try section("near miss")
        XCTAssertTrue(lines.contains("defaultTransition: present Card: the transitioning delegate returned no animator for the presentation"), lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("customTransition") })
    }

    func testDelegateNotRetainedIsGoneBeforePresentAndTheDefaultTransitionRuns() throws {
        let lines = try section("delegate not retained")
        XCTAssertTrue(lines.contains("present: Card on Root style custom transitioningDelegate nil"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("defaultTransition: present Card: no transitioning delegate"))
    }

    func testPageSheetStyleNeverAsksForTheAnimator() throws {
        let lines = try section("page sheet ignores animator")
        XCTAssertTrue(lines.contains { $0.hasPrefix("defaultTransition: present Card: style pageSheet is animated by UIKit") }, lines.joined(separator: "\n"))
    }

    func testMissingCompleteTransitionIsReportedAsAStuckTransition() throws {
        let lines = try section("missing completeTransition")
        XCTAssertEqual(completions(lines), [])
        XCTAssertTrue(lines.contains("transitionNeverCompleted: present Root -> Card"), lines.joined(separator: "\n"))
    }

    func testRewriterTurnsObjCSpellingsIntoPlainSwift() {
        let source = """
        @objc func handlePan(_ gesture: UIPanGestureRecognizer) {}
        let a = #selector(handlePan(_:))
        let b = #selector(self.close)
        let c = #selector(Handler.handlePan(_:))
        """
        XCTAssertEqual(ObjCInteropRewriter.rewriteForSimulation(source), """
        func handlePan(_ gesture: UIPanGestureRecognizer) {}
        let a = Selector(Self.handlePan(_:))
        let b = Selector(Self.close)
        let c = Selector(Handler.handlePan(_:))
        """)
    }
}

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
