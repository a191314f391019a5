import ChoreoCodegen
import ChoreoSpec
import Foundation
import XCTest

/// The spec gallery in `Specs/` and the golden folder, found from this file's path so the tests
/// run from any working directory.
enum Gallery {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let specsFolder = packageRoot.appendingPathComponent("Specs")

    static let goldenFolder = packageRoot.appendingPathComponent("Tests/Fixtures/golden/codegen")

    /// Every `*.transition.yaml` in `Specs/`, as paths relative to the package root (what a user
    /// would pass to `choreo generate`, and so what the generated header names).
    static func specPaths() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: specsFolder.path)
            .filter { $0.hasSuffix(".transition.yaml") || $0.hasSuffix(".transition.yml") }
            .sorted()
            .map { "Specs/" + $0 }
    }

    /// The lowered transitions of every gallery spec; a gallery spec with an error fails the test.
    static func transitions(file: StaticString = #filePath, line: UInt = #line) throws -> [Transition] {
        var transitions: [Transition] = []
        for path in try specPaths() {
            let bytes = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent(path)))
            let result = SpecPipeline.load(bytes: bytes, file: path)
            let errors = result.diagnostics.filter { $0.severity == .error }
            XCTAssert(errors.isEmpty, "\(path) does not load: \(errors)", file: file, line: line)
            XCTAssertFalse(result.transitions.isEmpty, "\(path) holds no transition", file: file, line: line)
            transitions += result.transitions
        }
        return transitions
    }
}
