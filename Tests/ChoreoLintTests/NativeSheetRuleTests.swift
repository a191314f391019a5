import ChoreoLint
import ChoreoSpec
import XCTest

/// The native-sheet rules against the deployment target `.choreo.yml` gives lint (the examples run at one
/// target each; these show the others): below iOS 15 the whole sheet is reported at its key, at 15 only custom
/// heights, from 16 nothing; a container that could be a native sheet only where the target has that sheet.
final class NativeSheetRuleTests: XCTestCase {
    private func findings(_ yaml: String, target: Int, rule: String) -> [String] {
        LintHarness.lint(yaml, configuration: LintConfiguration(deploymentTarget: DeploymentTarget(major: target)))
            .filter { $0.ruleID == rule }.map { "\($0.location)" }
    }

    private let sheet = """
        transition: Details
        kind: modal
        presentation:
          style: pageSheet
          sheet: { detents: [0.3, large], grabber: true }
        """

    func testTheVersionANativeSheetKeyNeedsIsJudgedAgainstTheTarget() {
        XCTAssertEqual(findings(sheet, target: 13, rule: "native_sheet_needs_newer_ios"), ["5:3"], "the sheet itself, at its key")
        XCTAssertEqual(findings(sheet, target: 14, rule: "native_sheet_needs_newer_ios"), ["5:3"])
        XCTAssertEqual(findings(sheet, target: 15, rule: "native_sheet_needs_newer_ios"), ["5:22"], "the custom height only")
        XCTAssertEqual(findings(sheet, target: 16, rule: "native_sheet_needs_newer_ios"), [])
    }

    private func container(_ keys: String, present: String = "{ effect: slide, direction: fromBottom }") -> String {
        """
        transition: Details
        kind: modal
        presentation:
          style: custom
          container: \(keys)
        present: \(present)
        dismiss: reverse
        """
    }

    func testAPlainBottomSheetCouldBeNativeWhereTheTargetHasTheSheet() {
        let half = container("{ height: 0.5, cornerRadius: 16, dimming: 0.4 }")
        XCTAssertEqual(findings(half, target: 13, rule: "container_could_be_native_sheet"), [], "no native sheet before iOS 15")
        XCTAssertEqual(findings(half, target: 15, rule: "container_could_be_native_sheet"), ["5:3"])
        let custom = container("{ height: 0.4, dimming: 0.4 }")
        XCTAssertEqual(findings(custom, target: 15, rule: "container_could_be_native_sheet"), [], "a 0.4 detent needs iOS 16")
        XCTAssertEqual(findings(custom, target: 16, rule: "container_could_be_native_sheet"), ["5:3"])
    }

    func testAnythingBeyondASlideUpIsTheSpecsOwnMotion() {
        for (keys, present) in [
            ("{ height: 0.5, insets: 16 }", "{ effect: slide, direction: fromBottom }"),
            ("{ height: 0.5, blur: systemMaterial }", "{ effect: slide, direction: fromBottom }"),
            ("{ height: 0.5, width: 0.9 }", "{ effect: slide, direction: fromBottom }"),
            ("{ height: fit }", "{ effect: slide, direction: fromBottom }"),
            ("{ height: 0.5 }", "{ effect: fade }"),
            ("{ height: 0.5 }", "{ effect: slide, direction: fromBottom, from: { end: { scale: 0.95 } } }"),
        ] {
            XCTAssertEqual(findings(container(keys, present: present), target: 17, rule: "container_could_be_native_sheet"), [], "\(keys) \(present)")
        }
    }

    func testTheSheetHintSaysWhatToWrite() throws {
        let found = LintHarness.lint(container("{ height: 1, alignment: bottom, cornerRadius: 12 }"), configuration: LintConfiguration(deploymentTarget: DeploymentTarget(major: 15)))
            .first { $0.ruleID == "container_could_be_native_sheet" }
        XCTAssertEqual(found?.hint, "write 'style: pageSheet' with 'sheet: { detents: [large], cornerRadius: 12, undimmedUpTo: large }' and no phases, unless the motion is your own")
    }
}
