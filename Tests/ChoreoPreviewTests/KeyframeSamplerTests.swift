@testable import ChoreoPreview
import ChoreoSpec
import XCTest

/// Keyframes, windows and stagger as the preview samples them: along the stops by the phase's
/// progress, as the generated keyframe animation inside the animator plays them (Docs/GeneratedCode.md,
/// "The animator"). The phone is 390 points wide.
final class KeyframeSamplerTests: XCTestCase {
    private func view(_ role: ViewRole, _ views: [SampledView]) throws -> SampledView {
        try XCTUnwrap(views.first { $0.role == role })
    }

    private func spec(curve: String = "linear", timing: String? = nil, to: String, reduceMotion: String = "crossfade") -> String {
        """
        transition: Stages
        kind: modal
        presentation:
          style: fullScreen
        present:
          duration: 0.4
          \(timing ?? "curve: \(curve)")
          to:
        \(to)
        dismiss: reverse
        reduceMotion: \(reduceMotion)
        """
    }

    private let bounce = """
            start: { offset: [1, 0] }
            keyframes:
              - { at: 0.5, offset: [-0.1, 0] }
        """

    func testAKeyframedViewGoesInAStraightLineFromStopToStop() throws {
        let transition = try transition(spec(to: bounce))
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        let expected: [(Double, Double)] = [(0, 390), (0.25, (390 - 39) / 2), (0.5, -39), (0.75, -19.5), (1, 0)]
        for (fraction, x) in expected {
            XCTAssertEqual(try view(.to, sampler.views(atFraction: fraction)).translationX, x, accuracy: 1e-9, "at \(fraction)")
        }
    }

    func testTheCurveRunsOverTheWholePhaseAndTheStopsTakeTheirPartOfIt() throws {
        // easeIn is slow at first: at a quarter of the time the progress is well under a quarter.
        let transition = try transition(spec(curve: "easeIn", to: bounce))
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        let progress = CubicBezier(.easeIn).progress(at: 0.25)
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 0.25)).translationX, 390 + (-39 - 390) * progress / 0.5, accuracy: 1e-9)
    }

    func testAWindowsViewWaitsAtItsStartAndRestsAtItsEndOutsideIt() throws {
        let transition = try transition(spec(to: """
                start: { alpha: 0 }
                during: [0.25, 0.75]
            """))
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 0.2)).alpha, 0)
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 0.5)).alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 0.8)).alpha, 1)
        let dismiss = FrameSampler(transition: transition, phase: try XCTUnwrap(transition.backward))
        XCTAssertEqual(try view(.from, dismiss.views(atFraction: 0.2)).alpha, 1, "the mirror's window is [0.25, 0.75] too")
        XCTAssertEqual(try view(.from, dismiss.views(atFraction: 0.8)).alpha, 0)
    }

    func testASpringCarriesAKeyframedViewAlongItsStopsWithoutPassingTheLast() throws {
        let transition = try transition(spec(timing: "spring: { damping: 0.3 }", to: bounce))
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        let xs = try stride(from: 0.0, through: 1.0, by: 0.01).map { try view(.to, sampler.views(atFraction: $0)).translationX }
        XCTAssertGreaterThanOrEqual(xs.min() ?? 0, -39 - 1e-9, "the keyframe's -0.1 is the farthest left the view goes")
        XCTAssertLessThan(xs.min() ?? 0, -5, "it passes the keyframe's side of its place")
        XCTAssertEqual(xs.last ?? 1, 0, accuracy: 1e-9)
        let plain = try ChoreoPreviewTests.transition(spec(timing: "spring: { damping: 0.3 }", to: "    start: { offset: [1, 0] }"))
        let free = FrameSampler(transition: plain, phase: plain.forward)
        let unkeyed = try stride(from: 0.0, through: 1.0, by: 0.01).map { try view(.to, free.views(atFraction: $0)).translationX }
        XCTAssertLessThan(unkeyed.min() ?? 0, -39, "without keyframes the same spring overshoots further: the clamp is what held the other")
    }

    func testRightToLeftMirrorsEveryStopThatFollowsTheLayoutDirection() throws {
        let transition = try transition(spec(to: """
                start: { offset: { trailing: 1 } }
                keyframes:
                  - { at: 0.5, offset: { leading: 0.1 } }
            """))
        let sampler = FrameSampler(transition: transition, phase: transition.forward, variant: PreviewVariant(isRightToLeft: true))
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 0)).translationX, -390, accuracy: 1e-9)
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 0.5)).translationX, 39, accuracy: 1e-9)
    }

    func testReduceMotionCrossFadesInsteadOfPlayingTheStops() throws {
        let transition = try transition(spec(to: bounce))
        let sampler = FrameSampler(transition: transition, phase: transition.forward, variant: PreviewVariant(reducesMotion: true))
        let middle = try view(.to, sampler.views(atFraction: 0.5))
        XCTAssertEqual(middle.translationX, 0)
        XCTAssertEqual(middle.alpha, 0.5, accuracy: 1e-9)
    }

    func testStaggeredSharedElementsFlyInTurnAndReturnLastFirst() throws {
        let transition = try transition("""
            transition: Stack
            kind: navigation
            shared:
              - id: first
              - id: second
            push:
              effect: fade
              duration: 0.4
              curve: linear
              stagger: 0.1
            pop: reverse
            """)
        func destinationAlpha(_ id: String, _ sampler: FrameSampler, _ fraction: Double) throws -> Double {
            let snapshots = sampler.views(atFraction: fraction).filter { $0.role == .shared && $0.label == id }
            return try XCTUnwrap(snapshots.last).alpha
        }
        let push = FrameSampler(transition: transition, phase: transition.forward)
        // Each flies 0.3 s of the 0.4: the first in [0, 0.75], the second in [0.25, 1].
        XCTAssertEqual(try destinationAlpha("first", push, 0.375), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try destinationAlpha("second", push, 0.25), 0, accuracy: 1e-9)
        XCTAssertEqual(try destinationAlpha("second", push, 0.625), 0.5, accuracy: 1e-9)
        let pop = FrameSampler(transition: transition, phase: try XCTUnwrap(transition.backward))
        XCTAssertEqual(try destinationAlpha("second", pop, 0.375), 0.5, accuracy: 1e-9, "the last to arrive leaves first")
        XCTAssertEqual(try destinationAlpha("first", pop, 0.25), 0, accuracy: 1e-9)
    }
}
