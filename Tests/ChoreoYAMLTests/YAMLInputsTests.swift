import ChoreoYAML
import Foundation
import XCTest

/// Many inputs read as one run (`YAMLInputs`): with one producer thread reading ahead across
/// files, the caller sees exactly the documents, issues, ranges and read failures of reading the
/// inputs one after another, input by input, and the run ends (never hangs) however it ends.
final class YAMLInputsTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private struct Stop: Error {}
    private struct Missing: Error {}

    private func fixtureInputs() throws -> [[UInt8]?] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: Self.fixtures, includingPropertiesForKeys: nil))
        var paths: [String] = []
        for case let url as URL in walker where url.pathExtension == "yaml" || url.pathExtension == "yml" { paths.append(url.path) }
        return try paths.sorted().map { Array(try Data(contentsOf: URL(fileURLWithPath: $0))) }
    }

    private func run(_ inputs: [[UInt8]?], _ readAhead: ReadAhead, limits: YAMLLimits = .default) -> [String] {
        var seen: [String] = []
        let files = YAMLInputs(inputs, limits: limits) { bytes in bytes.map { .success($0) } ?? .failure(Missing()) }
        files.forEachDocument(readAhead: readAhead) { index, view in
            seen.append("\(index) \(String(describing: view.root?.node)) \(view.range) \(view.issues)")
        } inputEnded: { index, failure in
            seen.append("end \(index) \(failure.map { "\($0)" } ?? "read")")
        }
        return seen
    }

    /// What reading each input alone with `YAMLStream` gives.
    private func oneAtATime(_ inputs: [[UInt8]?], limits: YAMLLimits = .default) -> [String] {
        var seen: [String] = []
        for (index, input) in inputs.enumerated() {
            if let input {
                YAMLStream(bytes: input, limits: limits).forEachDocument(readAhead: .never) { view in
                    seen.append("\(index) \(String(describing: view.root?.node)) \(view.range) \(view.issues)")
                }
                seen.append("end \(index) read")
            } else {
                seen.append("end \(index) \(Missing())")
            }
        }
        return seen
    }

    func testEveryFixtureAsOneRunReadsAsTheFilesDoAlone() throws {
        var inputs = try fixtureInputs()
        inputs.insert(nil, at: inputs.count / 2)
        inputs.insert([], at: 3)
        inputs.insert(Array("a: [\n---\nb: 1\n".utf8), at: 5)
        inputs.insert([0xFF, 0xFE, 0x00], at: 7)
        XCTAssertGreaterThan(inputs.count, 100)
        let expected = oneAtATime(inputs)
        XCTAssertEqual(run(inputs, .never), expected)
        XCTAssertEqual(run(inputs, .always), expected)
        XCTAssertEqual(run(inputs, .automatic), expected)
    }

    func testLimitsApplyToEachInputAlone() throws {
        var limits = YAMLLimits.default
        limits.maxBytes = 200
        let inputs = try fixtureInputs()
        let expected = oneAtATime(inputs, limits: limits)
        XCTAssertTrue(expected.contains { $0.contains("more than the limit") })
        XCTAssertEqual(run(inputs, .always, limits: limits), expected)
    }

    func testAnEmptyListEndsAtOnce() {
        XCTAssertEqual(run([], .always), [])
        XCTAssertEqual(run([], .never), [])
    }

    func testOnlyUnreadableInputsAreEachReportedInOrder() {
        let inputs: [[UInt8]?] = Array(repeating: nil, count: 300)
        XCTAssertEqual(run(inputs, .always), (0..<300).map { "end \($0) \(Missing())" })
    }

    func testACallerThatThrowsStopsTheProducerAtAnyPoint() throws {
        let inputs = try fixtureInputs() + (try fixtureInputs())
        for stopAt in [1, 2, 64, 127, 128, 129, 300] {
            var seen = 0
            let files = YAMLInputs(inputs) { bytes in bytes.map { .success($0) } ?? .failure(Missing()) }
            XCTAssertThrowsError(try files.forEachDocument(readAhead: .always) { _, _ in
                seen += 1
                if seen == stopAt { throw Stop() }
            } inputEnded: { _, _ in
                seen += 1
                if seen == stopAt { throw Stop() }
            }) { XCTAssertTrue($0 is Stop) }
            XCTAssertEqual(seen, stopAt)
        }
    }

    func testASlowCallerMakesTheProducerWaitAndLosesNothing() {
        let inputs: [[UInt8]?] = (0..<400).map { Array("transition: T\($0)\n---\nsecond: \($0)\n".utf8) }
        var count = 0
        let files = YAMLInputs(inputs) { bytes in bytes.map { .success($0) } ?? .failure(Missing()) }
        files.forEachDocument(readAhead: .always) { _, _ in
            count += 1
            if count % 64 == 0 { usleep(2_000) }
        } inputEnded: { _, _ in }
        XCTAssertEqual(count, 800)
        XCTAssertEqual(run(inputs, .always), oneAtATime(inputs))
    }
}
