import ChoreoLint
import ChoreoSpec
import XCTest

/// `presenting_view_motion_ignored` for presets: under a style that keeps the screen behind out of
/// the animator's hands, a preset's motion of that screen is reported too, not only written states
/// (issue 13: `effect: pop` with `style: custom` used to lint clean and lose half its motion).
final class PresetPresentingMotionTests: XCTestCase {
    private func modal(style: String, effect: String, extra: String = "") -> String {
        """
        transition: CardPop
        kind: modal
        presentation:
          style: \(style)
        present:
          effect: \(effect)\(extra)
        dismiss: reverse
        """
    }

    private func findings(_ spec: String) -> [Diagnostic] {
        LintHarness.lint(spec).filter { $0.ruleID == "presenting_view_motion_ignored" }
    }

    func testEveryPresetThatMovesTheScreenBehindIsReportedAtItsEffectUnderEveryStyleThatKeepsIt() {
        for style in ["custom", "overFullScreen", "overCurrentContext"] {
            for effect in ["pop", "cover", "push", "uncover"] {
                let found = findings(modal(style: style, effect: effect))
                XCTAssertEqual(found.map(LintHarness.summary), ["6:11 presenting_view_motion_ignored (warning)"], "\(effect) under \(style)")
                XCTAssertEqual(found.first?.message,
                               "under style '\(style)' UIKit gives the animator no presenting view (view(forKey: .from) is nil), "
                                   + "so the '\(effect)' effect's motion of it in present never plays")
            }
        }
    }

    func testPresetsThatLeaveTheScreenBehindStillAreNotReported() {
        for effect in ["slide", "fade", "zoom", "rotate"] {
            XCTAssertEqual(findings(modal(style: "custom", effect: effect)).map(\.message), [], effect)
        }
    }

    func testUnderFullScreenThePresetsMotionPlaysAndIsNotReported() {
        for effect in ["pop", "cover", "push", "uncover"] {
            XCTAssertEqual(findings(modal(style: "fullScreen", effect: effect)).map(\.message), [], effect)
        }
    }

    func testStatesThatPutTheScreenBehindBackAtRestSilenceThePreset() {
        let spec = modal(style: "custom", effect: "pop", extra: "\n  from: { end: { scale: 1, alpha: 1 } }")
        XCTAssertEqual(findings(spec).map(\.message), [])
    }

    /// Issue 31: an explicit dismiss's preset moves the presented view out under these styles (the
    /// screen coming back is not the animator's), so no preset's motion is lost there and none is
    /// reported; states written for the screen coming back still are, with a hint that offers no effect.
    func testInADismissOnlyStatesWrittenForTheScreenComingBackAreReported() {
        let dismiss = """
            transition: CardCover
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
            dismiss:
              effect: cover
              direction: fromTop
            """
        for effect in Effect.allCases {
            let spec = dismiss.replacingOccurrences(of: "effect: cover", with: "effect: \(effect.rawValue)")
            XCTAssertEqual(findings(spec).map(\.message), [], "\(effect)")
        }
        let written = findings(dismiss + "\n  to: { start: { alpha: 0.5 } }")
        XCTAssertEqual(written.map(LintHarness.summary), ["10:7 presenting_view_motion_ignored (warning)"])
        XCTAssertEqual(written.first?.hint, "to move the screen behind, give the presentation a container with a 'behind' state (container: { height: 0.92, behind: { scale: 0.92 } }), or use 'style: fullScreen', or drop its states")
        let present = findings(modal(style: "custom", effect: "pop"))
        XCTAssertEqual(present.first?.hint,
                       "to move the screen behind, give the presentation a container with a 'behind' state (container: { height: 0.92, behind: { scale: 0.92 } }), or use 'style: fullScreen', or an effect that leaves it still (slide, fade, zoom, rotate)")
    }

    /// Under `custom` the way to move the screen behind is the container's `behind` state, which the presentation
    /// controller plays; under the "over" styles only `fullScreen` hands the screen over.
    func testTheHintPointsAtTheContainersBehindStateUnderCustomOnly() {
        let container = """
            transition: DeckCard
            kind: modal
            presentation:
              style: custom
              container: { height: 0.92 }
            present:
              effect: slide
              from: { end: { scale: 0.92 } }
            dismiss: reverse
            """
        XCTAssertEqual(findings(container).first?.hint,
                       "to move the screen behind, give the container a 'behind' state (behind: { scale: 0.92, cornerRadius: 10 }), or drop its states")
        XCTAssertEqual(findings(modal(style: "overFullScreen", effect: "pop")).first?.hint,
                       "use 'style: fullScreen' if the screen behind must move, or an effect that leaves it still (slide, fade, zoom, rotate)")
    }
}
