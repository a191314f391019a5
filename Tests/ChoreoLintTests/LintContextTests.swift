@testable import ChoreoLint
import ChoreoSpec
import XCTest

/// Rules read the accepted durations through the context; it must always say what the
/// configuration says, also after the configuration is changed.
final class LintContextTests: XCTestCase {
    func testTheDurationTableFollowsTheConfiguration() {
        var context = LintContext(configuration: LintConfiguration())
        for kind in TransitionKind.allCases {
            XCTAssertEqual(context.durationRange(for: kind), LintConfiguration.defaultDurationRanges[kind], kind.rawValue)
        }
        context.configuration.durationRanges[.navigation] = 0.1...0.2
        context.configuration.durationRanges[.segue] = nil
        XCTAssertEqual(context.durationRange(for: .navigation), 0.1...0.2)
        XCTAssertNil(context.durationRange(for: .segue))
        XCTAssertEqual(context.durationRange(for: .modal), LintConfiguration.defaultDurationRanges[.modal])
    }
}

/// `duplicate_transition_name` finds first occurrences through a table of its own for ASCII names
/// and a dictionary otherwise: both must agree with `==` on every name.
final class DuplicateNamePositionTests: XCTestCase {
    func testFirstPositionsAgreeWithStringEqualityForASCIIAndOtherNames() {
        var generator = SystemRandomNumberGenerator()
        let pool = ["CardPop", "Zoom", "A", "", "CardPopX", "Card", "Pop", "SlideIn", "Café", "Cafe\u{301}", "\u{212A}ard", "Kard"]
        for round in 0..<200 {
            let count = Int.random(in: 0...60, using: &generator)
            let asciiOnly = round % 2 == 0
            let names = (0..<count).map { index -> String in
                let base = pool.randomElement(using: &generator) ?? ""
                let name = Int.random(in: 0...3, using: &generator) == 0 ? "\(base)\(index % 7)" : base
                return asciiOnly ? String(name.unicodeScalars.filter(\.isASCII).map(Character.init)) : name
            }
            let expected = names.indices.map { position in names.firstIndex(of: names[position]) ?? position }
            XCTAssertEqual(DuplicateTransitionName.firstPositions(of: names), expected, "\(names)")
        }
    }

    func testCanonicallyEquivalentNamesAreOneName() {
        XCTAssertEqual(DuplicateTransitionName.firstPositions(of: ["Kard", "\u{212A}ard"]), [0, 0])
        XCTAssertEqual(DuplicateTransitionName.firstPositions(of: ["Café", "Cafe\u{301}", "Cafe"]), [0, 0, 2])
    }
}
