@testable import ChoreoSpec
import XCTest

/// `height: [0.4, 1]`, a bottom sheet's detents, with `grabber` and `haptics`: each height in the forms `height` takes,
/// the first the one the sheet rests at, and each mistake reported where it is written.
final class DetentDecodingTests: XCTestCase {
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

    func testAListOfHeightsIsTheDetentsAndTheSheetRestsAtTheFirst() {
        let container = lowered("{ height: [{ points: 200 }, 0.5, fit], grabber: true, haptics: true }")
        XCTAssertEqual(container?.detents, [.points(200), .fraction(0.5), .fit])
        XCTAssertEqual(container?.height, .points(200))
        XCTAssertEqual(container?.alignment, .bottom)
        XCTAssertEqual(container?.hasDetents, true)
        XCTAssertEqual(container?.grabber, true)
        XCTAssertEqual(container?.haptics, true)
    }

    func testOneHeightIsOneDetentAndGrabberAndHapticsAreOffByDefault() {
        let container = lowered("{ height: 0.5 }")
        XCTAssertEqual(container?.detents, [.fraction(0.5)])
        XCTAssertEqual(container?.hasDetents, false)
        XCTAssertEqual(container?.grabber, false)
        XCTAssertEqual(container?.haptics, false)
        XCTAssertEqual(lowered("{ height: [0.5] }")?.hasDetents, false, "a list of one is one height")
    }

    func testEachDetentIsCheckedWhereItIsWritten() {
        assertDiagnostic(spec("{ height: [0.4, 40] }"), rule: "invalid_value", line: 5, column: 30,
                         hint: "a fraction of the container goes up to 1 (the whole of it); for a size in points write 'height: { points: 40 }', or 'height: 0.4' for 40 % of the container")
        assertDiagnostic(spec("{ height: [0.4, fitt] }"), rule: "invalid_value", line: 5, column: 30, hint: "did you mean 'fit'?")
    }

    func testAnEmptyListANestedOneAndTooManyAreRefused() {
        assertDiagnostic(spec("{ height: [] }"), rule: "invalid_value", line: 5, column: 24,
                         hint: "write one height such as 'height: 0.5', or the detents a sheet rests at such as 'height: [0.4, 1]'")
        assertDiagnostic(spec("{ height: [[0.4, 1]] }"), rule: "invalid_value", line: 5, column: 25,
                         hint: "a detent is one height; write 'height: [0.4, 1]'")
        assertDiagnostic(spec("{ height: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9] }"), rule: "invalid_value", line: 5, column: 24,
                         messageContains: "at most 8 detents, found 9")
    }

    func testOnlyHeightTakesAList() {
        assertDiagnostic(spec("{ width: [0.5, 1] }"), rule: "invalid_value", line: 5, column: 23,
                         hint: "only height takes a list: the detents a bottom sheet rests at")
    }

    func testDetentsRestAlongTheBottom() {
        assertDiagnostic(spec("{ height: [0.4, 1], alignment: top }"), rule: "invalid_value", line: 5, column: 45,
                         hint: "leave 'alignment' out (a sheet with detents sits at the bottom), or give one height")
        XCTAssertEqual(lowered("{ height: [0.4, 1], alignment: bottom }")?.alignment, .bottom)
    }

    func testGrabberAndHapticsAreTrueOrFalse() {
        assertDiagnostic(spec("{ grabber: yes please }"), rule: "invalid_value", line: 5, column: 25,
                         messageContains: "grabber: expected true or false")
        assertDiagnostic(spec("{ haptics: 1 }"), rule: "invalid_value", line: 5, column: 25,
                         messageContains: "haptics: expected true or false")
    }
}
