import ChoreoCodegen
import Foundation
import XCTest

/// Keyframes inside a property animator, as the model plays them (Docs/UIKitFacts.md §25, "Keyframes inside a property
/// animator"): `UIView.animateKeyframes(withDuration: 0, …)` in an animator's block inherits the animator, and each
/// property it changes follows its keyframe track at the block's eased progress, through every presentation reader,
/// scrubbing and end position. The view under test goes 1 → 0.2 → 0.6 in alpha and 0 → 100 → 120 in x over the
/// keyframes [0, 0.5] and [0.5, 1]; its corner radius changes in the second keyframe only (0 → 20).
final class KeyframeModelBehaviourTests: XCTestCase {
    private static let keyframesSource = """
    import UIKit

    @MainActor func f(_ value: CGFloat) -> String { UIKitSimulation.format(value) }

    /// The shape Choreo generates: a keyframe animation of duration 0 in an animator's block, inheriting the
    /// animator. `view` goes 1 → 0.2 → 0.6 in alpha and 0 → 100 → 120 in x; its corner radius changes in the
    /// second keyframe only (0 → 20 over [0.5, 1]).
    @MainActor func addKeyframes(to animator: UIViewPropertyAnimator, view: UIView, delayFactor: CGFloat? = nil,
                                 options: UIView.KeyframeAnimationOptions = [.calculationModeLinear],
                                 completion: ((Bool) -> Void)? = nil) {
        let animations = {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    view.transform = CGAffineTransform(translationX: 100, y: 0)
                    view.alpha = 0.2
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.transform = CGAffineTransform(translationX: 120, y: 0)
                    view.alpha = 0.6
                    view.layer.cornerRadius = 20
                }
            }, completion: completion)
        }
        if let delayFactor {
            animator.addAnimations(animations, delayFactor: delayFactor)
        } else {
            animator.addAnimations(animations)
        }
    }

    /// `view`'s model values, the form every scenario prints.
    @MainActor func values(_ view: UIView) -> String {
        "alpha \\(f(view.alpha)) tx \\(f(view.transform.tx)) corner \\(f(view.layer.cornerRadius))"
    }

    final class KeyframeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        private var running: UIViewPropertyAnimator?

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
            if let running { return running }
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear)
            if let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) {
                transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
                addKeyframes(to: animator, view: fromView) { finished in print("keyframes: finished \\(finished)") }
                animator.addCompletion { position in
                    print("completion: \\(position) \\(values(fromView))")
                    transitionContext.completeTransition(position == .end)
                }
            }
            running = animator
            return animator
        }

        func animationEnded(_ transitionCompleted: Bool) {
            running = nil
        }
    }

    final class KeyframeNavigationDelegate: NSObject, UINavigationControllerDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()

        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            KeyframeSlideAnimator()
        }

        func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interaction
        }
    }
    """

    /// Scrubs paused animators through fractions and reads every presentation reader at each: `progress` is a plain
    /// block's eased progress, unrounded (a control view moving 0 → 100), `layer` what `presentation()` shows, `value`
    /// `simulationPresentationValue(of:key:)`, `within` `withPresentationValues`, `applied`
    /// `simulationApplyPresentation()`. `value` and `within` read the whole animator at its uneased `fractionComplete`
    /// (as they do for plain blocks), so only the linear, undelayed scenario checks them.
    private static let driver = """
    import UIKit

    /// Reads one view at one fraction of a paused animator through every presentation reader the model has.
    /// `control` moves 0 → 100 in x in a plain block with the same delay factor: its x / 100 is the block's eased progress.
    @MainActor func read(_ animator: UIViewPropertyAnimator, _ view: UIView, _ control: UIView) {
        let layer = view.layer.presentation()
        print("progress: \\(Double((control.layer.presentation()?.affineTransform().tx ?? -100) / 100))")
        print("layer: tx \\(f(layer?.affineTransform().tx ?? -1)) corner \\(f(layer?.cornerRadius ?? -1))")
        print("value: alpha \\(animator.simulationPresentationValue(of: view, key: "alpha").map(f) ?? "nil")")
        animator.withPresentationValues { print("within: \\(values(view))") }
        animator.simulationApplyPresentation()
        print("applied: \\(values(view))")
    }

    @MainActor func scrub(_ name: String, _ animator: UIViewPropertyAnimator, delayFactor: CGFloat? = nil,
                          options: UIView.KeyframeAnimationOptions = [.calculationModeLinear], fractions: [CGFloat]) {
        let view = UIView()
        let control = UIView()
        addKeyframes(to: animator, view: view, delayFactor: delayFactor, options: options)
        let plain = { control.transform = CGAffineTransform(translationX: 100, y: 0) }
        if let delayFactor { animator.addAnimations(plain, delayFactor: delayFactor) } else { animator.addAnimations(plain) }
        animator.pauseAnimation()
        for fraction in fractions {
            animator.fractionComplete = fraction
            print("== \\(name) \\(f(fraction))")
            read(animator, view, control)
        }
        print("== \\(name) log")
        for line in UIKitSimulation.eventLog where line.hasPrefix("warning") { print("\\(line)") }
        animator.stopAnimation(true)
        UIKitSimulation.reset()
    }

    let quarters: [CGFloat] = [0, 0.25, 0.5, 0.75, 1]
    scrub("linear", UIViewPropertyAnimator(duration: 0.4, curve: .linear), fractions: quarters)
    scrub("easeInOut", UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut), fractions: quarters)
    scrub("delayed", UIViewPropertyAnimator(duration: 0.4, curve: .linear), delayFactor: 0.5, fractions: quarters)
    scrub("discrete", UIViewPropertyAnimator(duration: 0.4, curve: .linear), options: [.calculationModeDiscrete], fractions: quarters)
    scrub("paced", UIViewPropertyAnimator(duration: 0.4, curve: .linear), options: [.calculationModePaced], fractions: [0.25])
    let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 4, initialVelocity: .zero)
    scrub("spring", UIViewPropertyAnimator(duration: 0.4, timingParameters: spring), fractions: (0...40).map { CGFloat($0) / 40 })

    do {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear)
        addKeyframes(to: animator, view: view) { finished in print("keyframes: finished \\(finished) at \\(f(UIKitSimulation.now))") }
        animator.addCompletion { position in print("completion: \\(position) at \\(f(UIKitSimulation.now))") }
        print("== running")
        animator.startAnimation()
        UIKitSimulation.runUntilIdle()
        print("model: \\(values(view))")
        UIKitSimulation.reset()
    }

    do {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear)
        addKeyframes(to: animator, view: view) { finished in print("keyframes: finished \\(finished)") }
        animator.addCompletion { position in print("completion: \\(position) \\(values(view))") }
        print("== stopped at current")
        animator.pauseAnimation()
        animator.fractionComplete = 0.75
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        UIKitSimulation.runUntilIdle()
        UIKitSimulation.reset()
    }

    do {
        let view = UIView()
        print("== standalone")
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.6 }
        }, completion: { finished in print("completion: \\(finished) at \\(f(UIKitSimulation.now))") })
        UIKitSimulation.runUntilIdle()
        print("model: \\(values(view))")
        print("log: \\(UIKitSimulation.eventLog.filter { $0.hasPrefix("animate") || $0.hasPrefix("keyframes") })")
        UIKitSimulation.reset()
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let delegate = KeyframeNavigationDelegate()
    for finishing in [false, true] {
        let first = UIViewController()
        first.title = "First"
        let second = UIViewController()
        second.title = "Second"
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        UIKitSimulation.runUntilIdle()
        UIKitSimulation.reset()
        navigation.delegate = delegate
        print("== interactive pop \\(finishing ? "finished" : "cancelled")")
        navigation.popViewController(animated: true)
        for percent: CGFloat in [0.3, 0.6] {
            delegate.interaction.update(percent)
            let layer = second.view.layer.presentation()
            let alpha = UIViewPropertyAnimator.lastActivated?.simulationPresentationValue(of: second.view, key: "alpha")
            print("at \\(f(percent)): alpha \\(alpha.map(f) ?? "nil") tx \\(f(layer?.affineTransform().tx ?? -1)) corner \\(f(layer?.cornerRadius ?? -1))")
        }
        if finishing { delegate.interaction.finish() } else { delegate.interaction.cancel() }
        UIKitSimulation.runUntilIdle()
        print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")
        UIKitSimulation.reset()
    }
    """

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cachedRun: SimulationRun?

    private func sections() throws -> [String: [String: String]] {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if Self.cachedRun == nil {
            Self.cachedRun = try BehaviourSimulator.shared.run(sources: [("Keyframes.swift", Self.keyframesSource)], driver: Self.driver)
        }
        guard let run = Self.cachedRun else { return [:] }
        XCTAssertEqual(run.status, 0, run.description)
        return run.sections
    }

    /// The track of the view under test at `progress` of the keyframe animation, as the linear calculation mode
    /// defines it: alpha, x and corner radius.
    private func track(_ progress: Double) -> (alpha: Double, x: Double, corner: Double) {
        let p = min(max(progress, 0), 1)
        if p <= 0.5 {
            let t = p / 0.5
            return (1 + (0.2 - 1) * t, 100 * t, 0)
        }
        let t = (p - 0.5) / 0.5
        return (0.2 + (0.6 - 0.2) * t, 100 + 20 * t, 20 * t)
    }

    /// `x` as the model prints it (`UIKitSimulation.format`): at most three decimals, whole numbers without a point.
    private func printed(_ x: Double) -> String {
        let rounded = (x * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The numbers after `alpha`, `tx` and `corner` (or `progress`) in one printed line.
    private func numbers(_ line: String?, file: StaticString = #filePath, line number: UInt = #line) -> [String: Double] {
        guard let line else {
            XCTFail("line missing", file: file, line: number)
            return [:]
        }
        let words = line.split(separator: " ").map(String.init)
        var result: [String: Double] = [:]
        for (name, value) in zip(words, words.dropFirst()) {
            if let number = Double(value) { result[name] = number }
        }
        if words.count == 1, let single = Double(words[0]) { result["progress"] = single }
        return result
    }

    private func assertOnTrack(_ line: String?, at progress: Double, alpha checksAlpha: Bool = true, _ message: String,
                               file: StaticString = #filePath, line number: UInt = #line) {
        let values = numbers(line, file: file, line: number)
        let expected = track(progress)
        if checksAlpha {
            XCTAssertEqual(values["alpha"] ?? -1, expected.alpha, accuracy: 0.002, "\(message): \(line ?? "")", file: file, line: number)
        }
        XCTAssertEqual(values["tx"] ?? -1, expected.x, accuracy: 0.002, "\(message): \(line ?? "")", file: file, line: number)
        XCTAssertEqual(values["corner"] ?? -1, expected.corner, accuracy: 0.002, "\(message): \(line ?? "")", file: file, line: number)
    }

    func testKeyframesInALinearAnimatorAreOnTheirTrackThroughEveryPresentationReader() throws {
        let all = try sections()
        for fraction in ["0", "0.25", "0.5", "0.75", "1"] {
            let section = all["linear \(fraction)"] ?? [:]
            let progress = Double(fraction) ?? -1
            XCTAssertEqual(numbers(section["progress"])["progress"] ?? -1, progress, accuracy: 1e-9)
            assertOnTrack(section["layer"], at: progress, alpha: false, "presentation() at \(fraction)")
            assertOnTrack(section["within"], at: progress, "withPresentationValues at \(fraction)")
            assertOnTrack(section["applied"], at: progress, "simulationApplyPresentation at \(fraction)")
            XCTAssertEqual(numbers(section["value"])["alpha"] ?? -1, track(progress).alpha, accuracy: 0.002,
                           "simulationPresentationValue at \(fraction)")
        }
        XCTAssertEqual(all["linear 0.25"]?["applied"], "alpha 0.6 tx 50 corner 0", "halfway through the first keyframe")
        XCTAssertEqual(all["linear 0.75"]?["applied"], "alpha 0.4 tx 110 corner 10",
                       "the corner radius, touched only in the second keyframe, is halfway through its window [0.5, 1]")
    }

    func testAnEaseInOutAnimatorMovesTheWholeKeyframeAnimationAlongItsCurve() throws {
        let all = try sections()
        for fraction in ["0", "0.25", "0.5", "0.75", "1"] {
            let section = all["easeInOut \(fraction)"] ?? [:]
            let progress = numbers(section["progress"])["progress"] ?? -1
            assertOnTrack(section["layer"], at: progress, alpha: false, "presentation() at \(fraction), progress \(progress)")
            assertOnTrack(section["applied"], at: progress, "simulationApplyPresentation at \(fraction), progress \(progress)")
        }
        XCTAssertEqual(numbers(all["easeInOut 0.25"]?["progress"])["progress"] ?? -1, 0.129, accuracy: 0.001,
                       "the curve applies: ease-in-out is slow at first")
        XCTAssertEqual(numbers(all["easeInOut 0.75"]?["progress"])["progress"] ?? -1, 0.871, accuracy: 0.001)
    }

    func testADelayFactorHoldsTheStartValuesThenRunsTheKeyframesOverTheRest() throws {
        let all = try sections()
        XCTAssertEqual(all["delayed 0.25"]?["applied"], "alpha 1 tx 0 corner 0")
        XCTAssertEqual(all["delayed 0.5"]?["applied"], "alpha 1 tx 0 corner 0")
        XCTAssertEqual(all["delayed 0.75"]?["applied"], "alpha 0.2 tx 100 corner 0", "halfway through the block: the first keyframe's end")
        XCTAssertEqual(all["delayed 0.75"]?["layer"], "tx 100 corner 0")
        XCTAssertEqual(all["delayed 1"]?["applied"], "alpha 0.6 tx 120 corner 20")
    }

    func testTheDiscreteCalculationModeHoldsEachValueUntilTheNextPoint() throws {
        let all = try sections()
        XCTAssertEqual(all["discrete 0.25"]?["applied"], "alpha 1 tx 0 corner 0")
        XCTAssertEqual(all["discrete 0.5"]?["applied"], "alpha 0.2 tx 100 corner 0")
        XCTAssertEqual(all["discrete 0.75"]?["applied"], "alpha 0.2 tx 100 corner 0")
        XCTAssertEqual(all["discrete 1"]?["applied"], "alpha 0.6 tx 120 corner 20")
    }

    func testPacedAndCubicModesAreInterpolatedLinearlyWithAWarning() throws {
        let all = try sections()
        XCTAssertEqual(all["paced 0.25"]?["applied"], "alpha 0.6 tx 50 corner 0")
        XCTAssertEqual(all["paced log"]?["warning"], "keyframes with calculationModePaced: the model interpolates them linearly")
        XCTAssertNil(all["linear log"]?["warning"])
    }

    func testASpringAnimatorsOvershootHoldsTheKeyframesAtTheirLastValue() throws {
        let all = try sections()
        var overshoots = 0
        for step in 0...40 {
            let fraction = printed(Double(step) / 40)
            let section = all["spring \(fraction)"] ?? [:]
            let progress = numbers(section["progress"])["progress"] ?? -1
            if progress > 1.001 { overshoots += 1 }
            assertOnTrack(section["layer"], at: progress, alpha: false, "presentation() at \(fraction), progress \(progress)")
            assertOnTrack(section["applied"], at: progress, "simulationApplyPresentation at \(fraction), progress \(progress)")
            XCTAssertLessThanOrEqual(numbers(section["layer"])["tx"] ?? .infinity, 120, "no overshoot past the last keyframe at \(fraction)")
        }
        XCTAssertGreaterThan(overshoots, 5, "the spring overshoots, so the clamp is what keeps the keyframes in range")
    }

    func testTheKeyframesCompletionRunsWhenTheAnimatorEnds() throws {
        let section = try sections()["running"] ?? [:]
        XCTAssertEqual(section["keyframes"], "finished true at 0.4", "no timer of its own: it inherits the animator's 0.4 s")
        XCTAssertEqual(section["completion"], "end at 0.4")
        XCTAssertEqual(section["model"], "alpha 0.6 tx 120 corner 20")
    }

    func testStoppingAtCurrentMidKeyframeLeavesTheValuesOnTheTrack() throws {
        let section = try sections()["stopped at current"] ?? [:]
        XCTAssertEqual(section["completion"], "current alpha 0.4 tx 110 corner 10")
        XCTAssertEqual(section["keyframes"], "finished false")
    }

    func testAStandaloneKeyframeAnimationKeepsItsOwnDurationAndCompletion() throws {
        let section = try sections()["standalone"] ?? [:]
        XCTAssertEqual(section["completion"], "true at 0.6")
        XCTAssertEqual(section["model"], "alpha 0.6 tx 0 corner 0")
        XCTAssertEqual(section["log"], "[\"animate: keyframes duration 0.6 delay 0.0\"]")
    }

    func testAScrubbedThenCancelledInteractivePopShowsTheTrackThenPutsTheStartValuesBack() throws {
        let section = try sections()["interactive pop cancelled"] ?? [:]
        XCTAssertEqual(section["at 0.3"], "alpha 0.52 tx 60 corner 0")
        XCTAssertEqual(section["at 0.6"], "alpha 0.28 tx 104 corner 4")
        XCTAssertEqual(section["completion"], "start alpha 1 tx 0 corner 0")
        XCTAssertEqual(section["keyframes"], "finished true")
        XCTAssertEqual(section["stack"], "[\"First\", \"Second\"]")
    }

    func testAScrubbedThenFinishedInteractivePopEndsAtTheLastKeyframesValues() throws {
        let section = try sections()["interactive pop finished"] ?? [:]
        XCTAssertEqual(section["at 0.3"], "alpha 0.52 tx 60 corner 0")
        XCTAssertEqual(section["at 0.6"], "alpha 0.28 tx 104 corner 4")
        XCTAssertEqual(section["completion"], "end alpha 0.6 tx 120 corner 20")
        XCTAssertEqual(section["stack"], "[\"First\"]")
    }
}
