import ChoreoLint
import ChoreoSpec
import Foundation

/// The child side: runs one stage `repetitions` times over the bytes of `input` (read untimed) and
/// prints one `RESULT` line for the parent.
///
/// - `libyaml`: libyaml's own event loop over the bytes, the baseline no stage can beat.
/// - `lint`: what `choreo lint` does with the bytes, through the one lint driver (`Linter`):
///   each transition linted as it is lowered, then let go.
enum StageRunner {
    static func run(stage: String, input: String, repetitions: Int) -> Int32 {
        // Only the bytes are kept: the `Data` they were read into is let go before timing starts.
        guard let bytes = FileManager.default.contents(atPath: input).map({ [UInt8]($0) }), let work = work(stage, bytes, input) else {
            FileHandle.standardError.write(Data("choreo-bench: unknown stage or unreadable input: \(stage) \(input)\n".utf8))
            return 66
        }
        var times: [Double] = []
        var counts = Counts()
        for _ in 0..<repetitions {
            let start = Clock.now()
            guard let result = work() else {
                FileHandle.standardError.write(Data("choreo-bench: stage \(stage) failed\n".utf8))
                return 1
            }
            times.append(Clock.now() - start)
            counts = result
        }
        let line = "RESULT stage=\(stage) times=\(times.map { String($0) }.joined(separator: ","))"
            + " hwm=\(PeakMemory.kibibytes()) specs=\(counts.specs)"
            + " errors=\(counts.errors) warnings=\(counts.warnings) notes=\(counts.notes)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
        return 0
    }

    /// What one repetition did, so the parent can check it did the real work.
    struct Counts {
        var specs = 0
        var errors = 0
        var warnings = 0
        var notes = 0
    }

    private static func work(_ stage: String, _ bytes: [UInt8], _ input: String) -> (() -> Counts?)? {
        switch stage {
        case "libyaml":
            return { LibYAMLEventLoop.countEvents(bytes).map { _ in Counts() } }
        case "lint":
            let file = (input as NSString).lastPathComponent
            return {
                var linter = Linter()
                linter.lint(bytes, file: file)
                var counts = Counts(specs: linter.transitionCount)
                for finding in linter.finish() {
                    switch finding.severity {
                    case .error: counts.errors += 1
                    case .warning: counts.warnings += 1
                    case .note: counts.notes += 1
                    }
                }
                return counts
            }
        default:
            return nil
        }
    }
}
