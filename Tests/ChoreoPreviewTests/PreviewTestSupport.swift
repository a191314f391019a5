import ChoreoSpec
import Foundation
import XCTest

/// The single transition a spec lowers to, failing the test when it has errors.
func transition(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> Transition {
    let result = SpecPipeline.load(bytes: Array(yaml.utf8), file: "test.transition.yaml")
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(\.message), [], "unexpected errors", file: file, line: line)
    return try XCTUnwrap(result.transitions.first, "no transition", file: file, line: line)
}

/// A modal that slides the presented screen in from `direction` on `curve`, with `extra` lines
/// added to the `present` phase.
func slide(direction: String = "fromRight", curve: String = "linear", style: String = "custom", duration: Double = 0.4,
           extra: String = "", reduceMotion: String = "crossfade") -> String {
    """
    transition: Slide
    kind: modal
    presentation:
      style: \(style)
    present:
      effect: slide
      direction: \(direction)
      duration: \(duration)
      curve: \(curve)
    \(extra)
    dismiss: reverse
    reduceMotion: \(reduceMotion)
    """
}

/// The package root and the spec gallery, found from this file's path.
enum PackageFolders {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let specs = root.appendingPathComponent("Specs")
    static let docs = root.appendingPathComponent("Docs")

    static func gallerySpecNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: specs.path)
            .filter { $0.hasSuffix(".transition.yaml") }
            .sorted()
    }
}
