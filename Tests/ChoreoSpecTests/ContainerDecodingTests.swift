@testable import ChoreoSpec
import XCTest

/// `presentation: container:`: every form of a size, the defaults, and each mistake reported at
/// the value with a hint that says what to write.
final class ContainerDecodingTests: XCTestCase {
    private func spec(_ container: String) -> String {
        """
        transition: Sheet
        kind: modal
        presentation:
          style: custom
          container: \(container)
        present: { effect: slide }
        dismiss: reverse
        """
    }

    private func lowered(_ container: String, file: StaticString = #filePath, line: UInt = #line) -> Container? {
        let result = load(spec(container))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [], file: file, line: line)
        return result.transitions.first?.container
    }

    func testEverySizeFormLowersToItsLength() {
        let container = lowered("{ height: 0.5, width: { points: 320 } }")
        XCTAssertEqual(container?.height, .fraction(0.5))
        XCTAssertEqual(container?.width, .points(320))
        XCTAssertEqual(lowered("{ height: fit, width: 1 }")?.height, .fit)
    }

    func testDefaultsAreAFullSizeWithNoDimmingAndASheetAlongTheBottomWhenTheHeightLeavesRoom() {
        let sheet = lowered("{ height: 0.5 }")
        XCTAssertEqual(sheet, Container(height: .fraction(0.5), width: .fraction(1), alignment: .bottom, insets: .zero,
                                        cornerRadius: 0, dimming: 0, dismissOnTapOutside: false))
        XCTAssertEqual(lowered("{ width: 0.8 }")?.alignment, .center)
        XCTAssertEqual(lowered("{ height: fit }")?.alignment, .bottom)
        XCTAssertEqual(lowered("{ width: 0.8, alignment: leading, dimming: 0.3, dismissOnTapOutside: true }"),
                       Container(height: .fraction(1), width: .fraction(0.8), alignment: .leading, dimming: 0.3,
                                 dismissOnTapOutside: true))
    }

    func testABlurIsAStyleByItsSwiftNameAndAMisspeltOneGetsTheNearest() {
        XCTAssertEqual(lowered("{ height: 0.5, blur: systemThinMaterial }")?.blur, .systemThinMaterial)
        XCTAssertNil(lowered("{ height: 0.5 }")?.blur)
        XCTAssertTrue(lowered("{ height: 0.5, blur: dark }")?.hasBackgroundView ?? false, "a blur is laid behind the view")
        assertDiagnostic(spec("{ height: 0.5, blur: systemMaterials }"), rule: "invalid_value", line: 5, column: 35,
                         hint: "did you mean 'systemMaterial'?")
    }

    func testAFractionAboveOneSuggestsThePointsForm() {
        assertDiagnostic(spec("{ height: 320 }"), rule: "invalid_value", line: 5, column: 24,
                         hint: "a fraction of the container goes up to 1 (the whole of it); for a size in points write 'height: { points: 320 }'",
                         messageContains: "height 320 is not a fraction of the container in (0, 1]")
    }

    func testAZeroFractionIsInvalid() {
        assertDiagnostic(spec("{ width: 0 }"), rule: "invalid_value", line: 5, column: 23,
                         hint: "a view of no size shows nothing; write a fraction of the container such as 0.5")
    }

    func testAMisspeltFitGetsTheWord() {
        assertDiagnostic(spec("{ height: fitt }"), rule: "invalid_value", line: 5, column: 24, hint: "did you mean 'fit'?")
    }

    func testPointsMustBePositiveAndTheOnlyKey() {
        assertDiagnostic(spec("{ height: { points: -3 } }"), rule: "invalid_value", line: 5, column: 34,
                         messageContains: "height points must be greater than 0")
        assertDiagnostic(spec("{ height: { pionts: 3 } }"), rule: "unknown_key", line: 5, column: 26, hint: "did you mean 'points'?")
    }

    func testOtherValuesAreCheckedWhereTheyAreWritten() {
        assertDiagnostic(spec("{ dimming: 1.5 }"), rule: "invalid_value", line: 5, column: 25, messageContains: "dimming must be between 0 and 1")
        assertDiagnostic(spec("{ insets: -1 }"), rule: "invalid_value", line: 5, column: 24, messageContains: "insets must be 0 or more")
        assertDiagnostic(spec("{ dismissOnTapOutside: sure }"), rule: "invalid_value", line: 5, column: 37,
                         messageContains: "dismissOnTapOutside: expected true or false")
        assertDiagnostic(spec("{ alignment: bottm }"), rule: "invalid_value", line: 5, column: 27, hint: "did you mean 'bottom'?")
        assertDiagnostic(spec("{ hieght: 0.5 }"), rule: "unknown_key", line: 5, column: 16, hint: "did you mean 'height'?")
    }

    func testBehindIsAViewStateOfThePresentingScreenFromRest() {
        let stack = lowered("{ height: 0.9, behind: { scale: 0.92, offset: [0, 0.02], cornerRadius: 10, dim: 0.1 } }")
        let behind = stack?.behind
        XCTAssertEqual(behind?.start, .resting)
        XCTAssertEqual(behind?.end.scale, Scale(uniform: 0.92))
        XCTAssertEqual(behind?.end.offset.y, 0.02)
        XCTAssertEqual(behind?.end.cornerRadius, 10)
        XCTAssertEqual(behind?.end.dim, 0.1)
        XCTAssertEqual(behind?.anchor, .center)
        XCTAssertEqual(stack?.statusBar, .presenting)
        XCTAssertTrue(stack?.movesBehind ?? false)
        XCTAssertNil(lowered("{ height: 0.5 }")?.behind)
        XCTAssertFalse(lowered("{ height: 0.5, behind: {} }")?.movesBehind ?? true, "an empty state leaves the screen still")
    }

    func testAPushAsideFollowsTheLayoutDirectionAndSoDoesALeadingAnchor() {
        let menu = lowered("{ width: 0.8, alignment: leading, behind: { offset: { trailing: 0.8 } } }")?.behind
        XCTAssertEqual(menu?.end.offset.x, 0.8)
        XCTAssertEqual(menu?.end.followsLayoutDirection, true)
        let hinged = lowered("{ width: 0.8, behind: { scale: 0.9, anchor: leading } }")?.behind
        XCTAssertEqual(hinged?.anchor, UnitPoint(x: 0, y: 0.5, followsLayoutDirection: true))
        XCTAssertEqual(hinged?.end.followsLayoutDirection, true)
        XCTAssertEqual(lowered("{ height: 0.9, statusBar: presented }")?.statusBar, .presented)
    }

    func testUnderReduceMotionBehindKeepsWhatDoesNotMove() {
        let stack = lowered("{ height: 0.9, behind: { scale: 0.92, offset: [0, 0.02], cornerRadius: 10, dim: 0.1, alpha: 0.9 } }")
        let still = stack?.behindReducingMotion(.crossfade)
        XCTAssertEqual(still?.end, ViewState(alpha: 0.9, cornerRadius: 10, dim: 0.1))
        XCTAssertEqual(stack?.behindReducingMotion(.none)?.end, still?.end)
        XCTAssertEqual(stack?.behindReducingMotion(.same), stack?.behind, "reduceMotion: same keeps the whole motion")
        XCTAssertNil(lowered("{ width: 0.8, behind: { offset: { trailing: 0.8 } } }")?.behindReducingMotion(.crossfade),
                     "nothing of a push aside is left")
    }

    func testBehindIsCheckedAsAnyViewStateAndRefusesAShadow() {
        assertDiagnostic(spec("{ behind: { sclae: 0.9 } }"), rule: "unknown_key", line: 5, column: 26, hint: "did you mean 'scale'?")
        assertDiagnostic(spec("{ behind: { scale: 0 } }"), rule: "invalid_value", line: 5, column: 33, messageContains: "scale")
        assertDiagnostic(spec("{ behind: 0.9 }"), rule: "invalid_value", line: 5, column: 24, messageContains: "container.behind")
        assertDiagnostic(spec("{ behind: { shadow: { opacity: 0.3 } } }"), rule: "invalid_value", line: 5, column: 26,
                         hint: "nothing lies under the screen behind but the window's background; give the presented view its shadow instead, or 'dim' the screen behind",
                         messageContains: "cannot give the screen behind a shadow")
        assertDiagnostic(spec("{ statusBar: presentd }"), rule: "invalid_value", line: 5, column: 27, hint: "did you mean 'presented'?")
    }

    func testInsetsAreOneNumberForEverySideOrEachSideByName() {
        XCTAssertEqual(lowered("{ height: 0.5, insets: 16 }")?.insets, .all(16))
        XCTAssertEqual(lowered("{ height: 0.5, insets: { top: 44 } }")?.insets, Container.Insets(top: 44))
        XCTAssertEqual(lowered("{ height: 0.5, insets: { leading: 8, trailing: 12, bottom: 4 } }")?.insets,
                       Container.Insets(top: 0, leading: 8, bottom: 4, trailing: 12))
        XCTAssertEqual(lowered("{ height: 0.5 }")?.insets, .zero)
    }

    func testASideIsCheckedWhereItIsWrittenAndThePhysicalWordsPointToTheLayoutOnes() {
        assertDiagnostic(spec("{ insets: { top: -4 } }"), rule: "invalid_value", line: 5, column: 31, messageContains: "insets top must be 0 or more")
        assertDiagnostic(spec("{ insets: { left: 16 } }"), rule: "unknown_key", line: 5, column: 26,
                         hint: "write 'leading' (the left in left-to-right layouts, the other side in right-to-left ones)")
        assertDiagnostic(spec("{ insets: { tpo: 16 } }"), rule: "unknown_key", line: 5, column: 26, hint: "did you mean 'top'?")
        assertDiagnostic(spec("{ insets: [1, 2] }"), rule: "invalid_value", line: 5, column: 24,
                         messageContains: "expected points or { top, leading, bottom, trailing }")
    }

    func testCornersAreContinuousUnlessTheSpecSaysCircular() {
        XCTAssertEqual(lowered("{ height: 0.5, cornerRadius: 16 }")?.cornerCurve, .continuous)
        XCTAssertEqual(lowered("{ height: 0.5, cornerRadius: 16, cornerCurve: circular }")?.cornerCurve, .circular)
        assertDiagnostic(spec("{ cornerCurve: round }"), rule: "invalid_value", line: 5, column: 29, messageContains: "round")
    }

    func testANavigationTransitionHasNoContainer() {
        let yaml = """
            transition: Stack
            kind: navigation
            presentation: { container: { height: 0.5 } }
            push: { effect: push }
            """
        assertDiagnostic(yaml, rule: "unknown_key", line: 3, column: 1)
    }
}
