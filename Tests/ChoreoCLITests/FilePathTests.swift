@testable import ChoreoCLI
import XCTest

/// `FilePath.normalize` returns a path that is already normal as it is (found by a scan of its
/// bytes), and every other path exactly as the general algorithm does.
final class FilePathTests: XCTestCase {
    func testNormalPathsAreReturnedAsTheyAre() {
        for path in ["/", "a", "/a", "/tmp/specs/A.transition.yaml", "Specs/a/z.transition.yml", "..a", "a..", ".hidden/x", "a/.b/c"] {
            XCTAssertTrue(FilePath.isNormalASCII(path), path)
            XCTAssertEqual(FilePath.normalize(path), path)
        }
    }

    func testPathsWithDotsEmptyComponentsOrTrailingSlashesAreNotNormal() {
        for path in ["", ".", "..", "./a", "a/.", "a/..", "a//b", "a/", "//", "/a/../b", "/./a", "a/b/", "/é"] {
            XCTAssertFalse(FilePath.isNormalASCII(path), path)
        }
    }

    func testNormalizeAgreesWithTheGeneralAlgorithmOnRandomPaths() {
        let pieces = ["", ".", "..", "a", "Specs", "..a", ".b", "x.transition.yaml", "é", "e\u{301}", "\u{301}", "\r\n", "\u{0600}", " "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            var path = Bool.random(using: &generator) ? "/" : ""
            for index in 0..<Int.random(in: 0...5, using: &generator) {
                if index > 0 { path += Bool.random(using: &generator) ? "/" : "//" }
                path += pieces.randomElement(using: &generator) ?? ""
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { path += "/" }
            XCTAssertEqual(FilePath.normalize(path), FilePath.normalizeByComponents(path), "path: \(path.debugDescription)")
        }
    }

    func testJoinAgreesWithConcatenation() {
        let pieces = ["", ".", "/", "a", "a/", "/tmp/specs", "/tmp/specs/", "é", "é/", "Spec0001.transition.yaml", "\u{301}", "x y"]
        for directory in pieces {
            for name in pieces {
                let expected: String
                if directory.isEmpty || directory == "." { expected = name }
                else if name.isEmpty { expected = directory }
                else { expected = directory.hasSuffix("/") ? directory + name : directory + "/" + name }
                XCTAssertEqual(Array(FilePath.join(directory, name).utf8), Array(expected.utf8), "\(directory.debugDescription) + \(name.debugDescription)")
            }
        }
    }

    func testRelativeAndIsSameAgreeWithTheCharacterAlgorithms() {
        let paths = ["/", "/a", "/a/b", "/ab", "/a/b/c.transition.yaml", "/é", "/é/x", "/e\u{301}/x", "/tmp/specs", "/tmp/specs/A.yaml",
                     "/tmp/specsX/A.yaml", "a", "a/b", "ab"]
        for path in paths {
            for base in paths {
                let inside = path == base || base == "/" || path.hasPrefix(base + "/")
                XCTAssertEqual(FilePath.isSame(path, orInside: base), inside, "\(path) in \(base)")
                let relative: String? = path == base ? "." : inside ? String(path.dropFirst(base == "/" ? 1 : base.count + 1)) : nil
                XCTAssertEqual(FilePath.relative(path, to: base), relative, "\(path) relative to \(base)")
            }
        }
    }
}
