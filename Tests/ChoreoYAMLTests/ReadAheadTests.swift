import ChoreoYAML
import Foundation
import XCTest

/// Reading ahead on a second thread (`YAMLStream.forEachDocument(readAhead:)`) hands the closure
/// exactly the documents, issues and ranges of the single-threaded reader, in the same order, on
/// the calling thread; and it ends (never hangs) however the stream or the closure ends.
final class ReadAheadTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private struct Seen: Equatable {
        var root: Node?
        var range: SourceRange
        var issues: [YAMLIssue]
        var nodesListed: Bool
    }

    private struct Stop: Error {}

    private func documents(_ bytes: [UInt8], _ readAhead: ReadAhead, limits: YAMLLimits = .default) -> [Seen] {
        var seen: [Seen] = []
        YAMLStream(bytes: bytes, limits: limits).forEachDocument(readAhead: readAhead) { view in
            seen.append(Seen(root: view.root?.node, range: view.range, issues: view.issues, nodesListed: view.nodesInOrder != nil))
        }
        return seen
    }

    private func assertSameOnBothPaths(
        _ text: String, limits: YAMLLimits = .default, file: StaticString = #filePath, line: UInt = #line
    ) -> [Seen] {
        assertSameOnBothPaths(Array(text.utf8), limits: limits, file: file, line: line)
    }

    @discardableResult
    private func assertSameOnBothPaths(
        _ bytes: [UInt8], limits: YAMLLimits = .default, name: String = "", file: StaticString = #filePath, line: UInt = #line
    ) -> [Seen] {
        let one = documents(bytes, .never, limits: limits)
        let two = documents(bytes, .always, limits: limits)
        XCTAssertEqual(two.count, one.count, name, file: file, line: line)
        for (index, (a, b)) in zip(one, two).enumerated() where a != b {
            XCTFail("\(name) document \(index) differs:\n one thread: \(a)\n two threads: \(b)", file: file, line: line)
        }
        return two
    }

    /// Documents that each need an arena of their own, more of them than the ring holds.
    private static func stream(documents count: Int, breakingAt broken: Int? = nil, with bad: String = "a: [1, 2\n") -> String {
        var text = ""
        for index in 0..<count {
            text += "--- &d\(index)\nname: Document\(index)\nvalues: [\(index), \(index * 7), 'x\(index)']\nnested: {a: {b: {c: \(index)}}}\n"
            if index == broken { text += bad }
        }
        return text
    }

    func testAStreamLongerThanTheRingArrivesWholeAndInOrder() {
        let seen = assertSameOnBothPaths(Self.stream(documents: 500))
        XCTAssertEqual(seen.count, 500)
        XCTAssertEqual(seen.last?.root?.mapping?.first?.value.scalar?.text, "Document499")
    }

    func testASyntaxErrorMidStreamEndsTheStreamAtTheSameDocumentWithTheSameIssue() {
        let seen = assertSameOnBothPaths(Self.stream(documents: 300, breakingAt: 150))
        XCTAssertEqual(seen.count, 151)
        XCTAssertEqual(seen.last?.root, nil)
        XCTAssertEqual(seen.last?.issues.last?.kind, .syntax)
    }

    func testTheDepthLimitStopsTheStreamAtTheSamePlace() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        let seen = assertSameOnBothPaths(Self.stream(documents: 120, breakingAt: 90, with: "---\n" + deep))
        XCTAssertEqual(seen.last?.issues.last?.kind, .limit)
    }

    func testTheAliasBudgetIsSpentPerDocumentAsOnOneThread() {
        let tens = { (name: String) in "[" + Array(repeating: name, count: 10).joined(separator: ", ") + "]" }
        let bomb = "---\na: &a \(tens("x"))\nb: &b \(tens("*a"))\nc: \(tens("*b"))\nd: after the budget\n"
        let limits = YAMLLimits(maxDepth: 64, maxBytes: 16 << 20, maxAliasExpansion: 1_000)
        let seen = assertSameOnBothPaths(Self.stream(documents: 80, breakingAt: 40, with: bomb) + Self.stream(documents: 40), limits: limits)
        XCTAssertTrue(seen.contains { $0.issues.contains { $0.kind == .limit } })
        XCTAssertEqual(seen.count, 121)
    }

    func testInvalidUTF8StopsTheStreamAtTheSameDocument() {
        var bytes = Array(Self.stream(documents: 100).utf8)
        bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: bytes.count / 2)
        let seen = assertSameOnBothPaths(bytes)
        XCTAssertFalse(seen.last?.issues.isEmpty ?? true)
    }

    func testAnEmptyStreamAndAStreamOfCommentsHaveNoDocuments() {
        XCTAssertEqual(assertSameOnBothPaths("").count, 0)
        XCTAssertEqual(assertSameOnBothPaths("# only a comment\n\n# and another\n").count, 0)
    }

    func testAProblemFoundBeforeParsingIsTheOnlyDocument() {
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("a: 1\n".utf8).flatMap { [$0, 0] }
        XCTAssertEqual(assertSameOnBothPaths(utf16).map { $0.issues.first?.kind }, [.encoding])
        let small = YAMLLimits(maxDepth: 64, maxBytes: 100, maxAliasExpansion: 100)
        XCTAssertEqual(assertSameOnBothPaths(Self.stream(documents: 10), limits: small).map { $0.issues.first?.kind }, [.limit])
    }

    func testDuplicateKeysAndUndefinedAliasesAreReportedInEveryDocument() {
        var text = ""
        for index in 0..<100 { text += "---\nk\(index): 1\nk\(index): 2\nref: *missing\n" }
        let seen = assertSameOnBothPaths(text)
        XCTAssertEqual(seen.count, 100)
        XCTAssertTrue(seen.allSatisfy { $0.issues.map(\.kind) == [.duplicateKey, .undefinedAlias] })
    }

    func testEveryFixtureReadsTheSameOnTwoThreads() throws {
        var count = 0
        for folder in ["yaml-test-suite", "yaml"] {
            let root = Self.fixtures.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "yaml" {
                assertSameOnBothPaths(Array(try Data(contentsOf: url)), name: url.lastPathComponent)
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 400)
    }

    func testTheClosureRunsOnTheCallingThread() {
        let caller = pthread_self()
        var onCaller = 0
        YAMLStream(bytes: Array(Self.stream(documents: 100).utf8)).forEachDocument(readAhead: .always) { _ in
            if pthread_equal(pthread_self(), caller) != 0 { onCaller += 1 }
        }
        XCTAssertEqual(onCaller, 100)
    }

    func testAClosureThatThrowsStopsTheReaderAndTheErrorArrives() {
        let bytes = Array(Self.stream(documents: 2_000).utf8)
        for stopAt in [0, 1, 31, 32, 33, 1_000, 1_999] {
            var calls = 0
            XCTAssertThrowsError(try YAMLStream(bytes: bytes).forEachDocument(readAhead: .always) { _ in
                calls += 1
                if calls > stopAt { throw Stop() }
            }) { XCTAssertTrue($0 is Stop) }
            XCTAssertEqual(calls, stopAt + 1)
        }
    }

    func testASlowClosureSeesEveryDocumentWhileTheReaderWaitsForRoom() {
        let bytes = Array(Self.stream(documents: 200).utf8)
        var names: [String] = []
        YAMLStream(bytes: bytes).forEachDocument(readAhead: .always) { view in
            if names.count % 16 == 0 { usleep(2_000) }
            names.append(view.root?.node.mapping?.first?.value.scalar?.text ?? "")
        }
        XCTAssertEqual(names, (0..<200).map { "Document\($0)" })
    }

    func testAutomaticReadsSmallInputsOnOneThreadAndLargeOnesOnTwo() {
        let small = Array(Self.stream(documents: 3).utf8)
        let large = Array(Self.stream(documents: 2_000).utf8)
        XCTAssertLessThan(small.count, ReadAhead.threshold)
        XCTAssertGreaterThan(large.count, ReadAhead.threshold)
        XCTAssertEqual(documents(small, .automatic), documents(small, .never))
        XCTAssertEqual(documents(large, .automatic), documents(large, .never))
    }
}
