import ChoreoCodegen
import ChoreoLint
import ChoreoSpec
import Foundation

/// The code-generation stages: in memory over the stream, and `choreo generate` over the files.
enum GenerationStages {
    /// Stream stages, in table order.
    static let streamStages = ["emit", "generate-memory"]
    /// File stages, in table order (after the libyaml and lint rows).
    static let fileStages = ["generate-fresh", "generate-unchanged", "generate-check"]
    static let labels = [
        "emit": "decode + lower + emit (SwiftEmitter)",
        "generate-memory": "lint pipeline + emit, in memory",
        "generate-fresh": "files: choreo generate, empty output",
        "generate-unchanged": "files: choreo generate, unchanged",
        "generate-check": "files: choreo generate --check",
    ]
    /// The rows the targets are judged on.
    static let emitStage = "generate-memory"
    static let checkStage = "generate-check"

    static func prepare(stage: String, input: String) -> (() -> StageOutput?)? {
        switch stage {
        case "emit", "generate-memory":
            guard let data = FileManager.default.contents(atPath: input) else { return nil }
            let bytes = [UInt8](data)
            let file = (input as NSString).lastPathComponent
            let lints = stage == "generate-memory"
            return {
                // Each transition is emitted as it is lowered (and, for generate-memory, linted as
                // `choreo lint` does); its bytes are counted, as a comparison or a write would use them.
                let emitter = SwiftEmitter()
                var written = 0
                var specs = 0
                var run = Linter().makeRun()
                let diagnostics = SpecPipeline.forEach(bytes: bytes, file: file) { transition in
                    if lints {
                        run.add(transition)
                    }
                    written += emitter.emit(transition).bytes.count
                    specs += 1
                }
                guard written > 0 else { return nil }
                var output = StageOutput()
                if lints {
                    run.add(diagnostics: diagnostics)
                    output.count(run.finish())
                } else {
                    output.count(diagnostics)
                }
                output.specs = specs
                return output
            }
        case "generate-fresh", "generate-unchanged", "generate-check":
            guard let files = StageRunner.specFiles(in: input) else { return nil }
            // Beside the corpus, so the parent's clean-up removes it.
            let base = (input as NSString).deletingLastPathComponent + "/generated-\(stage)"
            var repetition = 0
            func generate(into folder: String, check: Bool = false) -> StageOutput? {
                var output = StageRunner.runCLI(["generate", "--quiet", "--output", folder] + (check ? ["--check"] : []) + [input])
                output?.specs = files.count
                return output
            }
            if stage == "generate-fresh" {
                // A new, empty folder per repetition: every file is written.
                return {
                    repetition += 1
                    return generate(into: base + "-\(repetition)")
                }
            }
            // The output is generated once, untimed; the repetitions find it up to date.
            guard generate(into: base) != nil else { return nil }
            PeakMemory.reset()
            return { generate(into: base, check: stage == "generate-check") }
        default:
            return nil
        }
    }
}
