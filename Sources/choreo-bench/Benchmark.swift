import Foundation

/// The parent: writes the corpus, runs every stage in a child process, times cold starts, and
/// prints the table and the issue's targets.
struct Benchmark {
    let arguments: BenchmarkArguments

    /// The folder holding this executable, `choreo` and `CYamlBaseline` (one build's products).
    private var productsFolder: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (executable as NSString).deletingLastPathComponent
    }

    private var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    func run() -> Int32 {
        let folder = NSTemporaryDirectory() + "choreo-bench-\(getpid())"
        defer { if !arguments.keep { try? FileManager.default.removeItem(atPath: folder) } }
        let corpus: Corpus
        do {
            corpus = try Corpus.write(into: folder, streamDocuments: arguments.documents)
        } catch {
            print("cannot write the corpus into \(folder): \(error)")
            return 73
        }
        let streamBytes = fileSize(corpus.stream)
        let filesBytes = corpus.files.reduce(0) { $0 + fileSize($1) }
        print("Corpus in \(folder)\(arguments.keep ? " (kept)" : "")")
        print("  stream: \(arguments.documents) documents, \(megabytes(streamBytes)) MB; small stream: \(Corpus.smallStreamDocuments) documents, \(megabytes(fileSize(corpus.smallStream))) MB")
        print("  files:  \(corpus.files.count) one-spec files, \(megabytes(filesBytes)) MB")
        print("Each stage in its own child process, \(arguments.repetitions) repetitions; median (min)\n")

        var failures: [String] = []
        func measure(_ stage: String, _ input: String) -> Measurement? {
            let outputPath = folder + "/result-\(stage).txt"
            let outcome = ChildProcess.run(executable, ["--stage", stage, "--input", input, "--repetitions", String(arguments.repetitions)],
                                           outputPath: outputPath, keepStandardError: true)
            guard let outcome, outcome.status == 0,
                  let text = try? String(contentsOfFile: outputPath, encoding: .utf8),
                  let measurement = Measurement(resultLine: text) else {
                failures.append("stage \(stage) failed (see the message above)")
                return nil
            }
            return measurement
        }

        // Stream stages.
        let streamStages = ["libyaml", "nodes", "load", "lint"] + GenerationStages.streamStages
        var stream: [String: Measurement] = [:]
        for stage in streamStages { stream[stage] = measure(stage, corpus.stream) }
        let small = measure("lint", corpus.smallStream)
        // File stages.
        let fileStages = ["libyaml-files", "lint-files"] + GenerationStages.fileStages
        var files: [String: Measurement] = [:]
        for stage in fileStages { files[stage] = measure(stage, corpus.filesFolder) }

        var table = ReportTable()
        let baseline = stream["libyaml"]
        for stage in streamStages {
            guard let m = stream[stage] else { continue }
            table.add(Self.streamLabels[stage] ?? stage, m, bytes: streamBytes, specs: arguments.documents, baseline: baseline)
        }
        let filesBaseline = files["libyaml-files"]
        for stage in fileStages {
            guard let m = files[stage] else { continue }
            table.add(Self.fileLabels[stage] ?? stage, m, bytes: filesBytes, specs: corpus.files.count, baseline: filesBaseline)
        }
        print(table.render())

        // Validity: the corpus must be clean of errors, so the benchmark measures the real path.
        if let lint = stream["lint"] {
            print("\nDiagnostics on the stream (lint pipeline): \(lint.errors) errors, \(lint.warnings) warnings, \(lint.notes) notes; \(lint.specs) transitions")
            if lint.errors > 0 { failures.append("the generated stream has \(lint.errors) error diagnostics: the corpus is not valid") }
            if lint.specs != arguments.documents { failures.append("the lint pipeline lowered \(lint.specs) of \(arguments.documents) documents") }
        }
        if files["lint-files"] == nil { failures.append("choreo lint over the files reported errors or failed") }

        // Memory scaling.
        var memoryRatio: Double?
        if let big = stream["lint"], let small {
            memoryRatio = Double(big.peakKiB) / Double(max(small.peakKiB, 1))
            print("\nPeak memory of the lint pipeline: \(mebibytes(big.peakKiB)) MiB for \(arguments.documents) documents, \(mebibytes(small.peakKiB)) MiB for \(Corpus.smallStreamDocuments): \(ratio(memoryRatio))")
        }

        // Cold start.
        print("\nCold start (\(arguments.coldRuns) runs each, median (min), one spec: \(corpus.single))")
        let cBaseline = coldStart(productsFolder + "/CYamlBaseline", [corpus.single])
        var coldRatio: Double?
        if let cBaseline {
            print("  C libyaml process (CYamlBaseline)        \(milliseconds(cBaseline))")
            var binaries = [("choreo (dynamic Swift runtime)", productsFolder + "/choreo")]
            if let path = arguments.staticChoreo { binaries.append(("choreo (--static-swift-stdlib)", path)) }
            for (label, path) in binaries {
                guard let lint = coldStart(path, ["lint", corpus.single]), let version = coldStart(path, ["--version"]) else {
                    failures.append("\(path) could not lint the cold-start spec")
                    continue
                }
                let r = Measurement.median(lint) / Measurement.median(cBaseline)
                coldRatio = r  // the last one listed is the build to judge: static when given
                print("  \(label.padding(toLength: 40, withPad: " ", startingAt: 0)) \(milliseconds(lint))  \(ratio(r))   (--version alone: \(milliseconds(version)))")
            }
        } else {
            failures.append("CYamlBaseline did not run")
        }

        // Targets.
        print("\nTargets (issue 6)")
        func target(_ name: String, _ value: Double?, _ limit: Double) {
            guard let value else {
                print("  \(name.padding(toLength: 52, withPad: " ", startingAt: 0)) not measured")
                return
            }
            let met = value <= limit ? "met" : "NOT met"
            print("  \(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(ratio(value)) (≤ \(String(format: "%.1f", limit))x)  \(met)")
        }
        target("lint pipeline on the stream vs libyaml", ratioOf(stream["lint"], baseline), 2.0)
        target("generation in memory vs libyaml", ratioOf(stream[GenerationStages.emitStage], baseline), 3.0)
        target("generate --check on the files vs libyaml", ratioOf(files[GenerationStages.checkStage], filesBaseline), 3.0)
        target("peak memory, \(arguments.documents) vs \(Corpus.smallStreamDocuments) documents", memoryRatio, 1.5)
        target("cold start of choreo lint vs C libyaml", coldRatio, 3.0)

        if !failures.isEmpty {
            print("\nProblems:")
            failures.forEach { print("  - \($0)") }
            return 1
        }
        return 0
    }

    private static let streamLabels = [
        "libyaml": "libyaml event loop (baseline)",
        "nodes": "read to nodes (YAMLStream)",
        "load": "decode + lower (SpecPipeline.load)",
        "lint": "lint pipeline (forEach + LintRun)",
    ].merging(GenerationStages.labels) { a, _ in a }
    private static let fileLabels = [
        "libyaml-files": "files: read + libyaml (baseline)",
        "lint-files": "files: choreo lint, in process",
    ].merging(GenerationStages.labels) { a, _ in a }

    /// Wall-clock times of `runs` starts of a program; nil if any run fails.
    private func coldStart(_ path: String, _ args: [String]) -> [Double]? {
        _ = ChildProcess.run(path, args)  // warm the page cache
        var times: [Double] = []
        for _ in 0..<arguments.coldRuns {
            guard let outcome = ChildProcess.run(path, args), outcome.status == 0 else { return nil }
            times.append(outcome.seconds)
        }
        return times
    }

    private func ratioOf(_ m: Measurement?, _ base: Measurement?) -> Double? {
        guard let m, let base, base.median > 0 else { return nil }
        return m.median / base.median
    }
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

func megabytes(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1e6) }
func mebibytes(_ kib: Int) -> String { String(format: "%.1f", Double(kib) / 1024) }
func ratio(_ value: Double?) -> String { value.map { String(format: "%.2fx", $0) } ?? "-" }
func milliseconds(_ times: [Double]) -> String {
    String(format: "%6.2f ms (%.2f)", Measurement.median(times) * 1000, (times.min() ?? 0) * 1000)
}
