@testable import ChoreoSpec
import XCTest

/// `presentation: sheet:`: every detent form, UIKit's defaults, a modal spec with a sheet and no phases, and
/// what UIKit refuses (no detents, detents out of order or repeated, an undimmed detent that is not listed)
/// reported at the value with a hint.
final class NativeSheetDecodingTests: XCTestCase {
    private func spec(_ sheet: String, kind: String = "modal") -> String {
        """
        transition: Details
        kind: \(kind)
        presentation:
          style: pageSheet
          sheet: \(sheet)
        """
    }

    private func lowered(_ sheet: String, file: StaticString = #filePath, line: UInt = #line) -> Transition? {
        let result = load(spec(sheet))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [], file: file, line: line)
        return result.transitions.first
    }

    func testEveryDetentFormAndTheDefaults() {
        let sheet = lowered("{ detents: [medium, 0.6, { points: 700 }, large], grabber: true, cornerRadius: 20, undimmedUpTo: 0.6 }")?.nativeSheet
        XCTAssertEqual(sheet?.detents, [.medium, .fraction(0.6), .points(700), .large])
        XCTAssertEqual(sheet?.grabber, true)
        XCTAssertEqual(sheet?.cornerRadius, 20)
        XCTAssertEqual(sheet?.undimmedUpTo, .fraction(0.6))
        XCTAssertEqual(lowered("{}")?.nativeSheet, NativeSheet(detents: [.large], grabber: false, cornerRadius: nil, undimmedUpTo: nil,
                                                                expandsOnScroll: true, edgeAttachedInCompactHeight: false))
    }

    func testASheetNeedsNoPhasesAndItsPhasesAreUIKitsSlide() throws {
        let transition = try XCTUnwrap(lowered("{ detents: [medium] }"))
        XCTAssertEqual(transition.forward.effect, .slide)
        XCTAssertEqual(transition.forward.direction, .fromBottom)
        XCTAssertEqual(transition.backward?.isMirrored, true)
        XCTAssertNil(transition.container)
    }

    func testBelowIOS16CustomHeightsBecomeTheNearerSystemDetent() {
        XCTAssertEqual(NativeSheet(detents: [.fraction(0.3), .points(400), .fraction(0.9)]).systemDetents, [.medium, .large])
        XCTAssertEqual(NativeSheet(detents: [.medium, .fraction(0.6)]).systemDetents, [.medium])
    }

    func testWhatUIKitRefusesIsReportedAtTheValue() {
        assertDiagnostic(spec("{ detents: [] }"), rule: "invalid_value", line: 5, column: 21, messageContains: "'detents' is empty")
        assertDiagnostic(spec("{ detents: [large, medium] }"), rule: "invalid_value", line: 5, column: 29,
                         hint: "list the detents from the smallest height to the largest")
        assertDiagnostic(spec("{ detents: [0.5, medium] }"), rule: "invalid_value", line: 5, column: 27, hint: "remove one of them")
        assertDiagnostic(spec("{ detents: [medium, large], undimmedUpTo: 0.3 }"), rule: "invalid_value", line: 5, column: 52,
                         messageContains: "undimmedUpTo '0.3' is not one of the sheet's detents (medium, large)")
        assertDiagnostic(spec("{ undimmedUpTo: medium }"), rule: "invalid_value", line: 5, column: 26,
                         hint: "add 'detents: [medium, large]'")
    }

    func testEachValueIsCheckedWithAHint() {
        assertDiagnostic(spec("{ detents: [meduim] }"), rule: "invalid_value", line: 5, column: 22, hint: "did you mean 'medium'?")
        assertDiagnostic(spec("{ detents: [400] }"), rule: "invalid_value", line: 5, column: 22, hint: "for a height in points write '{ points: 400 }'")
        assertDiagnostic(spec("{ detents: [{ points: 0 }] }"), rule: "invalid_value", line: 5, column: 32, messageContains: "detent points must be greater than 0")
        assertDiagnostic(spec("{ grabber: yes please }"), rule: "invalid_value", line: 5, column: 21, messageContains: "grabber")
        assertDiagnostic(spec("{ detent: [medium] }"), rule: "unknown_key", line: 5, column: 12, hint: "did you mean 'detents'?")
    }

    func testASheetHasAtMostEightDetents() {
        XCTAssertEqual(lowered("{ detents: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8] }")?.nativeSheet?.detents.count, 8)
        assertDiagnostic(spec("{ detents: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9] }"), rule: "invalid_value", line: 5, column: 62,
                         messageContains: "'detents' lists 9 heights; at most 8 are allowed")
    }

    func testASegueSetsItsSheetInTheStoryboard() {
        let yaml = """
            transition: Details
            kind: segue
            presentation:
              style: pageSheet
              sheet: { detents: [medium] }
            perform: { effect: fade }
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 5, column: 3, messageContains: "'sheet' applies to kind modal")
    }
}
