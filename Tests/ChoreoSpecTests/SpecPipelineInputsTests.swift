import ChoreoSpec
import ChoreoYAML
import Foundation
import XCTest

/// The pipeline over many inputs (`SpecPipeline.forEach(inputs:…)`) hands over, on one thread
/// and with a producer thread reading ahead across files, exactly what loading the files one at
/// a time does: the same transitions, diagnostics and read failures, in the same order.
final class SpecPipelineInputsTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private struct Stop: Error {}
    private struct Unreadable: Error, Equatable { let name: String }

    /// An input: a name and the bytes it reads to, or nil for one that cannot be read.
    private struct Input: Sendable {
        let name: String
        let bytes: [UInt8]?
    }

    private func specInputs() throws -> [Input] {
        var inputs: [Input] = []
        for folder in ["Specs", "Tests/Fixtures"] {
            let base = Self.root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent.hasSuffix(".transition.yaml") {
                inputs.append(Input(name: url.path, bytes: Array(try Data(contentsOf: url))))
            }
        }
        return inputs.sorted { $0.name < $1.name }
    }

    private static func files(_ inputs: [Input]) -> YAMLInputs<Input> {
        YAMLInputs(inputs) { input in
            guard let bytes = input.bytes else { return .failure(Unreadable(name: input.name)) }
            return .success(bytes)
        }
    }

    /// Everything the caller sees, as lines in the order it saw them.
    private func events(_ inputs: [Input], _ readAhead: ReadAhead) -> [String] {
        var events: [String] = []
        SpecPipeline.forEach(inputs: Self.files(inputs), file: \.name, readAhead: readAhead) { transition in
            events.append(TransitionDump.render(transition))
        } inputEnded: { input, result in
            switch result {
            case .success(let diagnostics): events.append("end \(input.name): \(diagnostics)")
            case .failure(let failure): events.append("unreadable \(input.name): \(failure)")
            }
        }
        return events
    }

    /// The same, one file at a time with `forEach(bytes:…)`, as the command line did before.
    private func eventsOneFileAtATime(_ inputs: [Input]) -> [String] {
        var events: [String] = []
        for input in inputs {
            guard let bytes = input.bytes else {
                events.append("unreadable \(input.name): \(Unreadable(name: input.name))")
                continue
            }
            let diagnostics = SpecPipeline.forEach(bytes: bytes, file: input.name, readAhead: .never) {
                events.append(TransitionDump.render($0))
            }
            events.append("end \(input.name): \(diagnostics)")
        }
        return events
    }

    private func assertSame(_ inputs: [Input], file: StaticString = #filePath, line: UInt = #line) {
        let expected = eventsOneFileAtATime(inputs)
        XCTAssertEqual(events(inputs, .never), expected, "one thread", file: file, line: line)
        XCTAssertEqual(events(inputs, .always), expected, "two threads", file: file, line: line)
        XCTAssertEqual(events(inputs, .automatic), expected, "automatic", file: file, line: line)
    }

    func testEverySpecFileAsOneRunLoadsAsTheFilesDoOneAtATime() throws {
        assertSame(try specInputs())
    }

    func testARunLongerThanTheRingLoadsTheSame() throws {
        let inputs = try specInputs()
        // Several hundred files, more than the ring holds, with streams of many specs among them.
        var run: [Input] = []
        for round in 0..<10 { run += inputs.map { Input(name: "\(round)/\($0.name)", bytes: $0.bytes) } }
        XCTAssertGreaterThan(run.count, 256)
        XCTAssertGreaterThan(run.count, ReadAhead.inputThreshold, "automatic reads this run ahead")
        assertSame(run)
    }

    func testAnUnreadableFileMidListIsReportedInItsPlaceAndTheRestStillLoads() throws {
        var inputs = try specInputs()
        inputs.insert(Input(name: "missing.transition.yaml", bytes: nil), at: inputs.count / 2)
        inputs.insert(Input(name: "first-missing.transition.yaml", bytes: nil), at: 0)
        inputs.append(Input(name: "last-missing.transition.yaml", bytes: nil))
        assertSame(inputs)
        let two = events(inputs, .always)
        XCTAssertEqual(two.filter { $0.hasPrefix("unreadable ") }.count, 3)
        XCTAssertEqual(two.last, "unreadable last-missing.transition.yaml: \(Unreadable(name: "last-missing.transition.yaml"))")
    }

    func testASyntaxErrorMidListEndsOnlyItsOwnFile() throws {
        var inputs = try specInputs()
        let broken = Input(name: "broken.transition.yaml", bytes: Array("transition: A\nkind: modal\n  bad: [\n---\ntransition: B\n".utf8))
        let empty = Input(name: "empty.transition.yaml", bytes: [])
        inputs.insert(broken, at: inputs.count / 3)
        inputs.insert(empty, at: inputs.count / 2)
        assertSame(inputs)
        let two = events(inputs, .always)
        let brokenEnd = try XCTUnwrap(two.first { $0.hasPrefix("end broken.transition.yaml") })
        XCTAssertTrue(brokenEnd.contains("syntax"), brokenEnd)
        XCTAssertTrue(try XCTUnwrap(two.first { $0.hasPrefix("end empty.transition.yaml") }).contains("holds no transition spec"))
        XCTAssertTrue(two.last?.hasPrefix("end ") == true)
    }

    func testAnEmptyListCallsNothing() {
        for readAhead in [ReadAhead.never, .always, .automatic] {
            XCTAssertEqual(events([], readAhead), [])
        }
    }

    func testACallerThatThrowsStopsTheRunWithoutHanging() throws {
        let inputs = try specInputs()
        var run: [Input] = []
        for _ in 0..<24 { run += inputs }
        for readAhead in [ReadAhead.never, .always] {
            for stopAt in [1, 31, 128, 129, 400] {
                var seen = 0
                XCTAssertThrowsError(try SpecPipeline.forEach(inputs: Self.files(run), file: \.name, readAhead: readAhead) { _ in
                    seen += 1
                    if seen == stopAt { throw Stop() }
                } inputEnded: { _, _ in }) { XCTAssertTrue($0 is Stop) }
                XCTAssertEqual(seen, stopAt)
            }
            for stopAt in [1, 2, 200] {
                var ended = 0
                XCTAssertThrowsError(try SpecPipeline.forEach(inputs: Self.files(run), file: \.name, readAhead: readAhead) { _ in
                } inputEnded: { _, _ in
                    ended += 1
                    if ended == stopAt { throw Stop() }
                }) { XCTAssertTrue($0 is Stop) }
                XCTAssertEqual(ended, stopAt)
            }
        }
    }
}
