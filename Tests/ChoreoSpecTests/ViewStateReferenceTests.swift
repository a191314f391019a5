import ChoreoSpec
import ChoreoTestSupport
import Foundation
import XCTest

/// Docs/SpecReference.md's view-state table is `ViewStateReference.table`: a property added to the
/// catalogue is documented by running the tests with `CHOREO_UPDATE_GOLDEN=1`, and a stale page
/// fails here.
final class ViewStateReferenceTests: XCTestCase {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/SpecReference.md")

    func testTheReferencesViewStateTableIsTheCatalogues() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let begin = try XCTUnwrap(text.range(of: ViewStateReference.beginMarker + "\n"), "the table's begin marker is missing")
        let end = try XCTUnwrap(text.range(of: "\n" + ViewStateReference.endMarker), "the table's end marker is missing")
        let committed = String(text[begin.upperBound..<end.lowerBound])
        if GoldenUpdate.isRequested() {
            try (text[..<begin.upperBound] + ViewStateReference.table + text[end.lowerBound...]).write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(committed, ViewStateReference.table,
                       "Docs/SpecReference.md's view-state table is stale; run the tests with CHOREO_UPDATE_GOLDEN=1")
    }

    func testEveryStateKeyHasARow() {
        for key in SpecKeys.state {
            XCTAssertTrue(ViewStateReference.table.contains("| `\(key)` |"), key)
        }
    }
}
