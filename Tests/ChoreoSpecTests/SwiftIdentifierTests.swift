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

/// Issue 30, items 5 and 6: names that are legal identifiers but whose generated Swift does not
/// compile, or that look like another name.
final class SwiftIdentifierCollisionTests: XCTestCase {
    /// `UIStoryboard` makes `final class UIStoryboardSegue: UIStoryboardSegue`; `UI` makes
    /// `UIPresentationController`; `Choreo` makes `ChoreoPresentationController`, a support type.
    func testNamesWhoseGeneratedTypesCollideWithUIKitOrTheSupportCodeAreRefusedWithTheReason() {
        let uiKit = ["UI", "UIStoryboard", "UIViewController", "UIViewProperty", "UIPercentDriven", "UIKit", "UI_Fade", "UI2"]
        for name in uiKit {
            let problem = SwiftIdentifier.problem(with: name)
            XCTAssertEqual(problem?.reason.contains("'UI', the prefix of UIKit"), true, name)
        }
        for name in ["Choreo", "ChoreoSupport", "ChoreoMotion", "Choreo_2"] {
            let problem = SwiftIdentifier.problem(with: name)
            XCTAssertEqual(problem?.reason.contains("'Choreo', the prefix of the support code"), true, name)
        }
        XCTAssertEqual(SwiftIdentifier.problem(with: "UIStoryboard")?.suggestion, "Storyboard")
        XCTAssertEqual(SwiftIdentifier.problem(with: "ChoreoSupport")?.suggestion, "Support")
        XCTAssertNil(SwiftIdentifier.problem(with: "UI")?.suggestion)
        XCTAssertNil(SwiftIdentifier.problem(with: "Choreo")?.suggestion, "'' is no name")
        XCTAssertNil(SwiftIdentifier.problem(with: "UIType")?.suggestion, "'Type' is reserved itself")
    }

    func testOtherWordsThatStartWithThoseLettersAreNames() {
        for name in ["UInt8Fade", "Uilleann", "Choreography", "ChoreographedPop", "Ui", "Umbrella"] {
            XCTAssertNil(SwiftIdentifier.problem(with: name), name)
        }
    }

    func testNoSuggestionIsAReservedName() {
        XCTAssertNotEqual(SwiftIdentifier.problem(with: "choreo support")?.suggestion, "ChoreoSupport")
        XCTAssertNotEqual(SwiftIdentifier.problem(with: "uIKit")?.suggestion, "UIKit")
    }

    /// Zero-width non-joiner and joiner, the combining grapheme joiner, a variation selector, the
    /// word joiner, a tag-plane selector: `A…B` reads `AB` and would make other types and files.
    func testANameWithAnInvisibleCharacterIsRefusedAndTheVisibleNameSuggested() {
        for scalar in ["\u{200C}", "\u{200D}", "\u{034F}", "\u{FE00}", "\u{FE0F}", "\u{2060}", "\u{E0100}", "\u{00AD}", "\u{202E}"] {
            let problem = SwiftIdentifier.problem(with: "A\(scalar)B")
            XCTAssertEqual(problem?.reason.hasPrefix("it contains the invisible character U+"), true, scalar)
            XCTAssertEqual(problem?.suggestion, "AB", scalar)
        }
        XCTAssertNil(SwiftIdentifier.problem(with: "Café"), "a visible combining mark is a letter")
        XCTAssertNil(SwiftIdentifier.problem(with: "Cafe\u{301}"), "a visible combining mark is a letter")
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
