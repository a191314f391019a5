import ChoreoCodegen
import ChoreoSpec
import Foundation
import XCTest

/// One simulation of generated code in the UIKit model, run the first time a test asks for one of its
/// scenarios and then shared by every test of the class that holds it (the run compiles the model and the
/// generated code, which takes seconds). The driver prints `== scenario` headings, each followed by
/// `label: value` lines; a test reads one scenario's lines by label.
final class SimulatedScenarios: @unchecked Sendable {
    private let transitions: () throws -> [Transition]
    private let driver: String
    private let timeout: TimeInterval
    private let lock = NSLock()
    private var sections: Result<[String: [String: String]], Error>?

    /// `transitions` are generated into one file each, with the support file beside them.
    init(driver: String, timeout: TimeInterval = 60, transitions: @escaping () throws -> [Transition]) {
        self.driver = driver
        self.timeout = timeout
        self.transitions = transitions
    }

    /// Specs written out in the test, each lowered to its one transition; a spec that does not load fails every
    /// test that reads the run, with the spec's diagnostics.
    convenience init(driver: String, specs: [String], timeout: TimeInterval = 60) {
        self.init(driver: driver, timeout: timeout) {
            try specs.enumerated().map { index, spec in
                let result = SpecPipeline.load(bytes: Array(spec.utf8), file: "spec\(index).transition.yaml")
                guard let transition = result.transitions.first, result.diagnostics.allSatisfy({ $0.severity != .error }) else {
                    throw SpecFailed(spec: spec, diagnostics: result.diagnostics.map(\.message))
                }
                return transition
            }
        }
    }

    /// The `label: value` lines of scenario `name`; a scenario the run did not print fails the test.
    func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let sections = try run()
        guard let section = sections[name] else {
            XCTFail("no scenario '\(name)'; have \(sections.keys.sorted())", file: file, line: line)
            return [:]
        }
        return section
    }

    private func run() throws -> [String: [String: String]] {
        lock.lock()
        defer { lock.unlock() }
        if let sections { return try sections.get() }
        let result = Result<[String: [String: String]], Error> {
            let sources = try transitions().map { (name: $0.name + ".swift", source: SwiftEmitter().emit($0).contents) }
                + [(name: "ChoreoSupport.swift", source: SwiftEmitter().emitSupport().contents)]
            let run = try BehaviourSimulator.shared.run(sources: sources, driver: driver, timeout: timeout)
            guard run.status == 0 else { throw BehaviourTests.SimulationFailed(run: run) }
            return run.sections
        }
        sections = result
        return try result.get()
    }

    struct SpecFailed: Error, CustomStringConvertible {
        let spec: String
        let diagnostics: [String]
        var description: String { "the spec did not load: \(diagnostics)\n\(spec)" }
    }
}
