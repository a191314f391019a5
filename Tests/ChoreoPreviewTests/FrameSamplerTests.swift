@testable import ChoreoPreview
import ChoreoSpec
import XCTest

/// What the sampler puts on screen follows what the generated animator does (Docs/GeneratedCode.md,
/// "The animator"): which views move, their stacking, delays, anchors, right-to-left layout and
/// Reduce Motion.
final class FrameSamplerTests: XCTestCase {
    func view(_ role: ViewRole, _ views: [SampledView]) throws -> SampledView {
        try XCTUnwrap(views.first { $0.role == role })
    }

    func testLinearSlideFromTheRightIsHalfWayAtHalfItsDuration() throws {
        let transition = try transition(slide())
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        XCTAssertEqual(sampler.duration, 0.4)
        XCTAssertEqual(try view(.to, sampler.views(at: 0)).translationX, 390)
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 0.5)).translationX, 195, accuracy: 1e-9)
        XCTAssertEqual(try view(.to, sampler.views(at: 0.4)).translationX, 0)
        XCTAssertEqual(sampler.views(at: 0.2).map(\.role), [.from, .to], "the presented screen is on top")
    }

    func testThePresentingScreenOfACustomPresentationStaysPutEvenWhenTheSpecMovesIt() throws {
        // Under `custom` UIKit does not hand the animator the presenting view (lint warns about it).
        let moving = slide(style: "custom", extra: "  from:\n    end: { offset: [-0.3, 0] }")
        let custom = try transition(moving)
        let from = try view(.from, FrameSampler(transition: custom, phase: custom.forward).views(atFraction: 0.5))
        XCTAssertEqual(from.translationX, 0)
        let fullScreen = try transition(slide(style: "fullScreen", extra: "  from:\n    end: { offset: [-0.3, 0] }"))
        let moved = try view(.from, FrameSampler(transition: fullScreen, phase: fullScreen.forward).views(atFraction: 0.5))
        XCTAssertEqual(moved.translationX, -0.15 * 390, accuracy: 1e-9)
    }

    func testOnDismissTheScreenLeftInTheWindowIsUnderneathAndStill() throws {
        let transition = try transition(slide(style: "overFullScreen"))
        let dismiss = try XCTUnwrap(transition.backward)
        let views = FrameSampler(transition: transition, phase: dismiss).views(atFraction: 0.5)
        XCTAssertEqual(views.map(\.role), [.to, .from])
        XCTAssertEqual(try view(.to, views), SampledView(role: .to))
        XCTAssertEqual(try view(.from, views).translationX, 195, accuracy: 1e-9, "the presented screen leaves to the right")
    }

    func testPerViewDelayHoldsTheStartStateThenRunsOverTheRestOfTheAnimator() throws {
        // The animator runs 0.1 + 0.4 s; the delayed view runs over the last 0.4 s (delayFactor 0.2).
        let delayed = slide(style: "fullScreen", extra: "  to:\n    delay: 0.1\n  from:\n    end: { alpha: 0 }")
        let transition = try transition(delayed)
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        XCTAssertEqual(sampler.duration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(try view(.to, sampler.views(at: 0.1)).translationX, 390)
        XCTAssertEqual(try view(.to, sampler.views(at: 0.3)).translationX, 195, accuracy: 1e-9)
        XCTAssertEqual(try view(.from, sampler.views(at: 0.25)).alpha, 0.5, accuracy: 1e-9, "the other view runs the whole 0.5 s")
    }

    func testPhaseDelayPostponesBothViews() throws {
        let transition = try transition(slide(style: "fullScreen", extra: "  delay: 0.2\n  from:\n    end: { alpha: 0 }"))
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        XCTAssertEqual(sampler.duration, 0.6, accuracy: 1e-12)
        XCTAssertEqual(try view(.from, sampler.views(at: 0.2)).alpha, 1)
        XCTAssertEqual(try view(.to, sampler.views(at: 0.4)).translationX, 195, accuracy: 1e-9)
    }

    func testRotationHappensAboutTheAnchor() throws {
        let spec = """
            transition: Hinge
            kind: modal
            presentation:
              style: custom
            present:
              effect: rotate
              duration: 0.5
              curve: linear
            dismiss: reverse
            """
        let transition = try transition(spec)
        let to = try view(.to, FrameSampler(transition: transition, phase: transition.forward).views(atFraction: 0.5))
        XCTAssertEqual(to.rotation, -45, accuracy: 1e-9)
        XCTAssertEqual(to.anchor, UnitPoint(x: 0, y: 0))
    }

    func testLeadingAndTrailingOffsetsFlipUnderRightToLeftLayoutAndPhysicalOnesDoNot() throws {
        let trailing = try transition(slide(direction: "fromTrailing"))
        func x(_ transition: Transition, _ variant: PreviewVariant) throws -> Double {
            try view(.to, FrameSampler(transition: transition, phase: transition.forward, variant: variant).views(at: 0)).translationX
        }
        XCTAssertEqual(try x(trailing, .standard), 390)
        XCTAssertEqual(try x(trailing, .rightToLeft), -390)
        let right = try transition(slide(direction: "fromRight"))
        XCTAssertEqual(try x(right, .rightToLeft), 390)
    }

    func testWrittenLeadingOffsetsAndLeadingHingesFlipUnderRightToLeftLayoutAndLeftOnesDoNot() throws {
        let spec = """
            transition: Hinge
            kind: modal
            presentation:
              style: fullScreen
            present:
              effect: fade
              curve: linear
              to:
                start: { scale: 0.5, anchor: leading, offset: { leading: 0.5, down: 0.25 } }
              from:
                end: { scale: 0.5, anchor: topLeft, offset: [-0.5, 0] }
            dismiss: reverse
            """
        let transition = try transition(spec)
        func views(_ variant: PreviewVariant) throws -> (to: SampledView, from: SampledView) {
            let views = FrameSampler(transition: transition, phase: transition.forward, variant: variant).views(atFraction: 0)
            return (try view(.to, views), try view(.from, views))
        }
        let ltr = try views(.standard), rtl = try views(.rightToLeft)
        XCTAssertEqual(ltr.to.anchor.physical(isRightToLeft: false), UnitPoint(x: 0, y: 0.5))
        XCTAssertEqual(rtl.to.anchor, UnitPoint(x: 1, y: 0.5), "the leading hinge is on the right edge right to left")
        XCTAssertEqual(ltr.to.translationX, -rtl.to.translationX)
        XCTAssertLessThan(ltr.to.translationX, 0)
        XCTAssertEqual(ltr.to.translationY, rtl.to.translationY)
        XCTAssertEqual(ltr.from.anchor, rtl.from.anchor, "topLeft stays")
        XCTAssertEqual(ltr.from.translationX, rtl.from.translationX, "[-0.5, 0] stays")
        // The page gets a right-to-left track for a phase whose only layout-relative motion is a hinge.
        let hinge = try ChoreoPreviewTests.transition(spec.replacingOccurrences(of: ", offset: { leading: 0.5, down: 0.25 }", with: "")
                                            .replacingOccurrences(of: ", offset: [-0.5, 0]", with: ""))
        XCTAssertTrue(PreviewData.json(of: hinge).contains("\"rtl\":"))
    }

    func testReduceMotionCrossfadeFadesTheViewOnTopOnEaseInOutWithoutMoving() throws {
        let transition = try transition(slide(style: "fullScreen", extra: "  to:\n    delay: 0.1\n    end: { cornerRadius: 12 }"))
        let sampler = FrameSampler(transition: transition, phase: transition.forward, variant: .reducedMotion)
        XCTAssertEqual(sampler.duration, 0.5, accuracy: 1e-12, "the same duration")
        let half = sampler.views(atFraction: 0.5)
        let to = try view(.to, half)
        XCTAssertEqual(to.translationX, 0)
        XCTAssertEqual(to.alpha, 0.5, accuracy: 1e-9, "ease-in-out is half way at half time, no delay")
        XCTAssertEqual(to.cornerRadius, 12, "corner radii are kept")
        XCTAssertEqual(try view(.from, half), SampledView(role: .from))
    }

    func testReduceMotionNonePlacesTheViewsAtOnceAndSameIgnoresTheSetting() throws {
        let none = try transition(slide(reduceMotion: "none"))
        let still = FrameSampler(transition: none, phase: none.forward, variant: .reducedMotion)
        XCTAssertEqual(still.duration, 0)
        XCTAssertEqual(try view(.to, still.views(at: 0)).translationX, 0)
        let same = try transition(slide(reduceMotion: "same"))
        let full = FrameSampler(transition: same, phase: same.forward, variant: .reducedMotion)
        XCTAssertEqual(try view(.to, full.views(atFraction: 0.5)).translationX, 195, accuracy: 1e-9)
    }

    func testDimAndCornerRadiusAreInterpolatedWithTheMotion() throws {
        let spec = """
            transition: Push
            kind: navigation
            push:
              effect: push
              direction: fromRight
              duration: 0.3
              curve: linear
              from:
                end: { dim: 0.4, cornerRadius: 20 }
            pop: reverse
            """
        let transition = try transition(spec)
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        let from = try view(.from, sampler.views(atFraction: 0.5))
        XCTAssertEqual(from.dim, 0.2, accuracy: 1e-9)
        XCTAssertEqual(from.cornerRadius, 10, accuracy: 1e-9)
        XCTAssertEqual(from.translationX, -0.15 * 390, accuracy: 1e-9, "the parallax drift of a push")
    }
}

extension FrameSamplerTests {
    func testAPhaseOfAnyLengthIsSampledAtSixtyFramesASecondUpToTenSecondsOfFrames() throws {
        let short = try transition(slide(duration: 0.5))
        let shortTrack = FrameTrack(sampler: FrameSampler(transition: short, phase: short.forward))
        XCTAssertEqual(shortTrack.framesPerSecond, 60)
        XCTAssertEqual(shortTrack.frameCount, 31, "0 to 0.5 s inclusive")
        // Longer than a spec may say (5 s): a transition made in code.
        var long = try transition(slide(duration: 0.5))
        long.forward.duration = 10_000
        let longTrack = FrameTrack(sampler: FrameSampler(transition: long, phase: long.forward))
        XCTAssertLessThanOrEqual(longTrack.frameCount, FrameTrack.maximumFrames + 1)
        XCTAssertEqual(longTrack.framesPerSecond, 0.06, accuracy: 1e-12)
    }
}
