import ChoreoSpec
import XCTest

/// `shared:` as the decoder reads it and lowering resolves it: located errors for its shape, ids
/// kept as written (lint judges them), radii turned round for the backward phase.
final class SharedElementSpecTests: XCTestCase {
    private let head = """
        transition: PhotoDetail
        kind: navigation
        push: { effect: fade }
        pop: reverse

        """

    func testSharedElementsLowerInTheSpecsOrderWithTheirRadii() throws {
        let transition = try XCTUnwrap(lowered(head + """
            shared:
              - id: photo
                cornerRadius: [12, 0]
              - { id: title }
            """))
        XCTAssertEqual(transition.sharedElements, [
            SharedElement(id: "photo", cornerRadius: CornerRadii(from: 12, to: 0)),
            SharedElement(id: "title"),
        ])
        XCTAssertEqual(transition.sharedElements[0].cornerRadius(in: .push), CornerRadii(from: 12, to: 0))
        XCTAssertEqual(transition.sharedElements[0].cornerRadius(in: .pop), CornerRadii(from: 0, to: 12),
                       "the backward phase flies from the detail back to the list")
        XCTAssertNil(transition.sharedElements[1].cornerRadius(in: .pop))
    }

    /// Issue 30, item 10: 10,000 elements (a 330 KB spec) wrote a 50 MB preview page in 18 s.
    func testMoreSharedElementsThanTheLimitIsAnInvalidValueAtTheFirstOneTooMany() throws {
        let limit = SharedElementSpec.maximumCount
        let elements = (0..<(limit + 5)).map { "  - { id: view\($0) }\n" }.joined()
        let found = assertDiagnostic(head + "shared:\n" + elements, rule: "invalid_value", line: 6 + limit, column: 5,
                                     messageContains: "'shared' lists \(limit + 5) elements; at most \(limit) are allowed")
        XCTAssertNotNil(found)
        let atTheLimit = try XCTUnwrap(lowered(head + "shared:\n" + elements.split(separator: "\n").prefix(limit).joined(separator: "\n")))
        XCTAssertEqual(atTheLimit.sharedElements.count, limit)
    }

    func testACornerRadiusOfThreeNumbersIsAnInvalidValueAtTheList() {
        assertDiagnostic(head + """
            shared:
              - id: photo
                cornerRadius: [12, 0, 4]
            """, rule: "invalid_value", line: 7, column: 19, messageContains: "cornerRadius takes 2 numbers [from, to], found 3")
    }

    func testACornerRadiusOfOneNumberSaysToWriteBothEnds() {
        assertDiagnostic(head + """
            shared:
              - id: photo
                cornerRadius: 12
            """, rule: "invalid_value", line: 7, column: 19,
            hint: "give the radius in both screens: [12, 12] keeps it, [12, 0] squares the corners on arrival")
    }

    func testANegativeRadiusIsAnInvalidValueAtTheNumber() {
        assertDiagnostic(head + """
            shared:
              - id: photo
                cornerRadius: [12, -1]
            """, rule: "invalid_value", line: 7, column: 24)
    }

    func testAnElementWithoutAnIdIsAMissingKeyAtTheElement() {
        assertDiagnostic(head + """
            shared:
              - cornerRadius: [12, 0]
            """, rule: "missing_key", line: 6, column: 5, messageContains: "a shared element needs an 'id'")
        XCTAssertEqual(load(head + "shared:\n  - cornerRadius: [1, 2]\n").transitions.first?.sharedElements, [],
                       "an element without an id lowers to nothing")
    }

    func testSharedThatIsNotAListIsAnInvalidValue() {
        assertDiagnostic(head + "shared: { id: photo }\n", rule: "invalid_value", line: 5, column: 9,
                         messageContains: "shared: expected a list")
    }

    func testAnIdThatIsNotAStringIsAnInvalidValue() {
        assertDiagnostic(head + "shared:\n  - id: [photo]\n", rule: "invalid_value", line: 6, column: 9,
                         messageContains: "id: expected an identifier")
    }

    func testAnUnknownKeyOfAnElementSuggestsTheClosestKey() {
        assertDiagnostic(head + "shared:\n  - id: photo\n    cornerRadious: [1, 2]\n", rule: "unknown_key", line: 7, column: 5,
                         hint: "did you mean 'cornerRadius'?")
    }

    func testIdsAreKeptAsWrittenAndValidSharedElementsDropsInvalidAndRepeatedOnes() throws {
        let transition = try XCTUnwrap(lowered(head + """
            shared:
              - id: photo
              - id: hero-image
              - id: photo
              - id: _badge
              - id: légende
            """))
        XCTAssertEqual(transition.sharedElements.map(\.id), ["photo", "hero-image", "photo", "_badge", "légende"])
        XCTAssertEqual(transition.validSharedElements.map(\.id), ["photo", "_badge", "légende"])
    }
}
