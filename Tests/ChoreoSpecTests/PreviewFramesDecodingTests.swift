import ChoreoSpec
import XCTest

/// `preview: frames:`: mock frames for shared elements, each mistake reported at the value.
final class PreviewFramesDecodingTests: XCTestCase {
    private func spec(_ frames: String) -> String {
        """
        transition: GridDetail
        kind: navigation
        shared:
          - id: photo
        push: { effect: fade }
        pop: reverse
        interactive: { pop: { gesture: edgePan } }
        preview:
          frames:
            - \(frames)
        """
    }

    func testAFrameForASharedElementDecodes() {
        let result = load(spec("{ id: photo, from: [203, 120, 171, 171], to: [0, 0, 390, 292.5] }"))
        XCTAssertEqual(result.diagnostics.map(describe), [])
        XCTAssertEqual(result.transitions.first?.spec.previewFrames.map(\.value), [
            PreviewFrames(id: "photo", from: .init(x: 203, y: 120, width: 171, height: 171), to: .init(x: 0, y: 0, width: 390, height: 292.5)),
        ])
    }

    func testAnIdThatIsNoSharedElementIsAnErrorWithTheNearestId() {
        assertDiagnostic(spec("{ id: phot, from: [203, 120, 171, 171] }"), rule: "invalid_value", line: 10, column: 13,
                         hint: "did you mean 'photo'?", messageContains: "'phot' is not a shared element or the source view of this spec")
    }

    func testAnElementsFramesAreGivenOnce() {
        assertDiagnostic(spec("{ id: photo, from: [0, 0, 10, 10] }\n    - { id: photo, to: [0, 0, 10, 10] }"),
                         rule: "invalid_value", line: 11, column: 13, messageContains: "the frames of 'photo' are given twice")
    }

    func testAFrameIsFourNumbersWithASize() {
        assertDiagnostic(spec("{ id: photo, from: [203, 120, 171] }"), rule: "invalid_value", line: 10, column: 26,
                         hint: "write it as from: [16, 120, 171, 171]", messageContains: "found a list of 3")
        assertDiagnostic(spec("{ id: photo, to: [0, 0, 0, 100] }"), rule: "invalid_value", line: 10, column: 31,
                         messageContains: "to width must be greater than 0")
        assertDiagnostic(spec("{ from: [0, 0, 10, 10] }"), rule: "missing_key", line: 10, column: 7)
    }
}
