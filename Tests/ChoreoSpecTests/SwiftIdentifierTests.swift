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

final class SwiftIdentifierASCIITests: XCTestCase {
    func testCapitalisedASCIINamesAreCheckedOnlyAgainstTheReservedTypeNames() {
        XCTAssertNil(SwiftIdentifier.problem(with: "Card_Pop2"))
        XCTAssertEqual(SwiftIdentifier.problem(with: "Protocol")?.reason, "'Protocol' has a special meaning in Swift types")
        XCTAssertEqual(SwiftIdentifier.problem(with: "Protocol")?.suggestion, "ProtocolTransition")
    }

    func testCapitalisedNamesWithOtherCharactersStillSayWhy() {
        XCTAssertEqual(SwiftIdentifier.problem(with: "Card-Pop")?.reason, "'-' cannot appear in a Swift identifier")
        XCTAssertNil(SwiftIdentifier.problem(with: "Überblick"))
        XCTAssertEqual(SwiftIdentifier.problem(with: "Card Pop")?.reason, "it contains spaces")
    }
}
