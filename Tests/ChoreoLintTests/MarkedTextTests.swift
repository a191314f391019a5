import ChoreoYAML
import XCTest

final class MarkedTextTests: XCTestCase {
    func testMarkersAreRemovedAndTheirPlacesRemembered() {
        let marked = MarkedText("a: ↓b\nc: [↓d, ↓e]\n")
        XCTAssertEqual(marked.text, "a: b\nc: [d, e]\n")
        XCTAssertEqual(marked.markers.map(\.description), ["1:4", "2:5", "2:8"])
    }

    func testColumnsCountUnicodeScalarsNotBytes() {
        let marked = MarkedText("name: \"é→\" ↓x")
        XCTAssertEqual(marked.markers.map(\.description), ["1:12"])
    }

    func testTextWithoutMarkersHasNone() {
        XCTAssertEqual(MarkedText("a: b").markers, [])
    }
}
