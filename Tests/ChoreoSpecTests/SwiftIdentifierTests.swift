import ChoreoSpec
import XCTest

final class SwiftIdentifierTests: XCTestCase {
    func testUpperCamelCaseIdentifiersAreValid() {
        for name in ["CardPop", "A", "Zoom2", "Slide_Down", "Überblick"] {
            XCTAssertNil(SwiftIdentifier.problem(with: name), name)
        }
    }

    func testInvalidNamesSayWhyAndSuggestAFix() {
        XCTAssertEqual(SwiftIdentifier.problem(with: "slide down")?.suggestion, "SlideDown")
        XCTAssertEqual(SwiftIdentifier.problem(with: "card.pop")?.suggestion, "CardPop")
        XCTAssertEqual(SwiftIdentifier.problem(with: "zoom")?.suggestion, "Zoom")
        XCTAssertEqual(SwiftIdentifier.problem(with: "9Lives")?.reason, "it starts with a digit")
        XCTAssertEqual(SwiftIdentifier.problem(with: "struct")?.reason, "'struct' is a Swift keyword")
        XCTAssertEqual(SwiftIdentifier.problem(with: "Self")?.reason, "'Self' has a special meaning in Swift types")
    }
}
