import ChoreoYAML
import XCTest

/// `Excerpt.of` bounds what a message quotes by unicode scalars, not bytes: a value of many-byte
/// characters within the limit is quoted whole, and a longer one keeps its start and end.
final class ExcerptTests: XCTestCase {
    func testATextWithinTheLimitIsQuotedWhole() {
        XCTAssertEqual(Excerpt.of("CardPop"), "CardPop")
        XCTAssertEqual(Excerpt.of(""), "")
        let sixty = String(repeating: "a", count: Excerpt.valueLimit)
        XCTAssertEqual(Excerpt.of(sixty), sixty)
    }

    func testManyByteCharactersCountOnceEach() {
        // 60 scalars of two bytes each: 120 bytes, still within the limit of 60.
        let accented = String(repeating: "é", count: Excerpt.valueLimit)
        XCTAssertEqual(Excerpt.of(accented), accented)
        let emoji = String(repeating: "🙂", count: 10)
        XCTAssertEqual(Excerpt.of(emoji, limit: 10), emoji)
    }

    func testALongerTextKeepsItsStartAndEndAroundAnEllipsis() {
        let accented = String(repeating: "é", count: Excerpt.valueLimit) + "z"
        let cut = Excerpt.of(accented)
        XCTAssertEqual(cut.unicodeScalars.count, Excerpt.valueLimit)
        XCTAssertTrue(cut.hasPrefix("éé"))
        XCTAssertTrue(cut.hasSuffix("éz"))
        XCTAssertEqual(cut.unicodeScalars.filter { $0 == "…" }.count, 1)

        let digits = String((0..<1000).map { Character(String($0 % 10)) })
        XCTAssertEqual(Excerpt.of(digits, limit: 10), "0123456…89")
        // A limit below 1 still cuts (to a scalar each side) rather than trapping.
        XCTAssertEqual(Excerpt.of("abcdef", limit: -3), "a…f")
    }
}
