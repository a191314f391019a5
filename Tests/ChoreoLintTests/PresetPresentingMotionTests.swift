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

    func testAPresetOfAnExplicitDismissIsReportedForTheViewComingBack() {
        let spec = """
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
        XCTAssertEqual(findings(spec).map { "\(LintHarness.summary($0)): \($0.message)" }, [
            "8:11 presenting_view_motion_ignored (warning): under style 'custom' UIKit gives the animator no presenting view "
                + "(view(forKey: .to) is nil), so the 'cover' effect's motion of it in dismiss never plays",
        ])
    }

    /// In a dismiss phase the screen behind is the incoming view, which most presets move in: the
    /// hint names only the effects that leave it still there (a fade there fades the presented view
    /// out), never the effect it warns about.
    func testTheHintOfADismissOffersOnlyEffectsThatLeaveTheScreenComingBackStill() {
        let dismiss = """
            transition: CardFade
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
            dismiss:
              effect: zoom
            """
        let found = findings(dismiss)
        XCTAssertEqual(found.map(LintHarness.summary), ["8:11 presenting_view_motion_ignored (warning)"])
        XCTAssertEqual(found.first?.hint, "use 'style: fullScreen' if the screen behind must move, or an effect that leaves it still (uncover, fade)")
        let present = findings(modal(style: "custom", effect: "pop"))
        XCTAssertEqual(present.first?.hint,
                       "use 'style: fullScreen' if the screen behind must move, or an effect that leaves it still (slide, fade, zoom, rotate)")
        for effect in Effect.allCases {
            let spec = dismiss.replacingOccurrences(of: "effect: zoom", with: "effect: \(effect.rawValue)")
            let reported = findings(spec).filter { $0.message.contains("'\(effect.rawValue)' effect") }
            XCTAssertEqual(reported.isEmpty, ["fade", "uncover"].contains(effect.rawValue), "\(effect)")
            for finding in reported {
                let offered = finding.hint?.split(separator: "(").last?.dropLast().components(separatedBy: ", ") ?? []
                XCTAssertFalse(offered.contains(effect.rawValue), "the hint recommends \(effect), which it warns about")
            }
        }
    }
}
