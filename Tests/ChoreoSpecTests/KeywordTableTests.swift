@testable import ChoreoSpec
import XCTest

/// Keys and enum values are matched by their bytes against `KeywordTable`s: every word must be
/// found at its own position, and nothing else may match, whatever the lengths and shared prefixes.
final class KeywordTableTests: XCTestCase {
    func testEveryWordIsFoundAndNothingElseMatches() {
        let words = ["", "a", "ab", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghiX", "abcdefghij", "abcdefgX",
                     "overFullScreen", "overCurrentContext", "fullScreen", "é", "naïve", "dampingRatio", "damping"]
        let table = KeywordTable(words.enumerated().map { (word: $0.element, value: $0.offset) })
        for (index, word) in words.enumerated() {
            XCTAssertEqual(position(of: word, in: table), index, word)
        }
        let others = ["b", "abc", "abcdefgY", "abcdefghY", "abcdefghiY", "abcdefghijk", "overFullScreem", "overFull",
                      "dampingRati", "dampingRatio ", "Damping", "e", "naive", "\0", "a\0", "abcdefgh\0"]
        for word in others {
            XCTAssertNil(position(of: word, in: table), word)
        }
    }

    func testTheFirstOfTwoEqualWordsWins() {
        let table = KeywordTable([(word: "same", value: 1), (word: "same", value: 2)])
        XCTAssertEqual(position(of: "same", in: table), 0)
    }

    func testTheFirstByteFilterNeverHidesAnAmbiguousScalar() {
        let tails = ["", "0", "7", "8", "_", ":", "b", "b1", "es", "o", "ff", "N", "12", "0:30", "x"]
        for first in UInt8(0)...UInt8(255) {
            for tail in tails {
                let bytes = [first] + Array(tail.utf8)
                if YAML11Scalar.mightBeAmbiguous(bytes) {
                    XCTAssertTrue(YAML11Scalar.mayStartAmbiguous(first), "\(bytes)")
                }
            }
        }
    }

    private func position(of word: String, in table: KeywordTable<Int>) -> Int? {
        Array(word.utf8).withUnsafeBufferPointer { table.position(of: $0) }
    }
}
