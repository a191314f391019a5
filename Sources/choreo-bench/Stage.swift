import ChoreoCLI
import ChoreoLint
import ChoreoSpec
import ChoreoYAML
import Foundation

/// One measured piece of work. Each runs in its own child process (`choreo-bench --stage …`), so
/// that its peak memory is its own.
enum Stage: String, CaseIterable {
    /// libyaml's event loop over the stream's bytes (the baseline for the stream stages).
    case libyaml
    /// Bytes to `YAMLDocument`s with `YAMLStream`.
    case nodes
    /// Bytes to `Transition`s with `SpecPipeline.load` (read, decode, lower).
    case load
    /// The whole lint pipeline as `choreo lint` runs it: `SpecPipeline.forEach` into a `LintRun`.
    case lint
    /// Each one-spec file read from disk and run through libyaml's event loop (the baseline for
    /// the file stages).
    case libyamlFiles = "libyaml-files"
    /// `choreo lint` over the folder of one-spec files, in this process.
    case lintFiles = "lint-files"

    var isFileStage: Bool { self == .libyamlFiles || self == .lintFiles || GenerationStages.fileStages.contains(rawValue) }
}

/// What one repetition of a stage did, so the parent can check it did the real work.
struct StageOutput {
    var specs = 0
    var errors = 0
    var warnings = 0
    var notes = 0

    mutating func count(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }
}

/// The child side: runs a stage `repetitions` times over `input` and prints one `RESULT` line.
enum StageRunner {
    static func run(stage name: String, input: String, repetitions: Int) -> Int32 {
        guard let work = prepare(stage: name, input: input) else {
            FileHandle.standardError.write(Data("choreo-bench: unknown stage or unreadable input: \(name) \(input)\n".utf8))
            return 66
        }
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var output = StageOutput()
        for _ in 0..<repetitions {
            let start = Clock.now()
            let cpuStart = Clock.processCPU()
            guard let result = work() else {
                FileHandle.standardError.write(Data("choreo-bench: stage \(name) failed\n".utf8))
                return 1
            }
            cpuTimes.append(Clock.processCPU() - cpuStart)
            times.append(Clock.now() - start)
            output = result
        }
        let line = "RESULT stage=\(name) times=\(times.map { String($0) }.joined(separator: ","))"
            + " cpu=\(cpuTimes.map { String($0) }.joined(separator: ","))"
            + " hwm=\(PeakMemory.kibibytes()) specs=\(output.specs)"
            + " errors=\(output.errors) warnings=\(output.warnings) notes=\(output.notes)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
        return 0
    }

    /// Reads the input (untimed) and returns one repetition of the stage's work.
    private static func prepare(stage name: String, input: String) -> (() -> StageOutput?)? {
        if let extra = GenerationStages.prepare(stage: name, input: input) { return extra }
        guard let stage = Stage(rawValue: name) else { return nil }
        if stage.isFileStage {
            guard let files = specFiles(in: input) else { return nil }
            switch stage {
            case .libyamlFiles:
                return {
                    var output = StageOutput()
                    for file in files {
                        guard let bytes = FileManager.default.contents(atPath: file),
                              LibYAMLEventLoop.countEvents([UInt8](bytes)) != nil else { return nil }
                        output.specs += 1
                    }
                    return output
                }
            default:
                return {
                    var output = runCLI(["lint", "--quiet", input])
                    output?.specs = files.count
                    return output
                }
            }
        }
        guard let data = FileManager.default.contents(atPath: input) else { return nil }
        let bytes = [UInt8](data)
        let file = (input as NSString).lastPathComponent
        switch stage {
        case .libyaml:
            return {
                guard LibYAMLEventLoop.countEvents(bytes) != nil else { return nil }
                return StageOutput()
            }
        case .nodes:
            return {
                var output = StageOutput()
                for document in YAMLStream(bytes: bytes) where document.root != nil {
                    output.specs += 1
                    output.errors += document.issues.count
                }
                return output
            }
        case .load:
            return {
                let result = SpecPipeline.load(bytes: bytes, file: file)
                var output = StageOutput()
                output.specs = result.transitions.count
                output.count(result.diagnostics)
                return output
            }
        case .lint:
            return {
                // What `choreo lint` does: each transition linted as it is lowered, then let go.
                var run = Linter().makeRun()
                let diagnostics = SpecPipeline.forEach(bytes: bytes, file: file) { run.add($0) }
                run.add(diagnostics: diagnostics)
                var output = StageOutput()
                output.specs = run.transitionCount
                output.count(run.finish())
                return output
            }
        default:
            return nil
        }
    }

    /// The one-spec files of a folder, sorted, so every repetition reads the same files in the same order.
    static func specFiles(in folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.filter { $0.hasSuffix(".transition.yaml") }.sorted().map { folder + "/" + $0 }
    }

    /// Runs a `choreo` command in this process, output discarded; nil unless it exits 0.
    /// Diagnostics are not counted here (the stream stages count them); specs are the files named.
    static func runCLI(_ arguments: [String]) -> StageOutput? {
        let context = CommandContext(
            environment: [:], workingDirectory: FileManager.default.currentDirectoryPath,
            readStandardInput: { .success([]) }, standardOutput: NullOutput(), standardError: NullOutput())
        let status = CommandRunner().run(arguments, context: context)
        guard status == .success else { return nil }
        return StageOutput()
    }
}
