import Foundation

/// The parent: writes the corpus, runs each stage in a child process of its own (so that its peak
/// memory is its own), times cold starts against a C libyaml process, and prints the targets.
struct Benchmark {
    let repetitions: Int
    let coldRuns: Int
    /// A `choreo` linked with `--static-swift-stdlib` (Benchmarks/run.sh builds it): the build
    /// the cold-start target is judged on when given.
    let staticChoreo: String?

    private var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The folder holding this executable, `choreo` and `CYamlBaseline` (one build's products).
    private var productsFolder: String { (executable as NSString).deletingLastPathComponent }

    func run() -> Int32 {
        let folder = NSTemporaryDirectory() + "choreo-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let corpus: Corpus
        do {
            corpus = try Corpus.write(into: folder, streamDocuments: Corpus.streamDocuments, fileCount: 0)
        } catch {
            print("cannot write the corpus into \(folder): \(error)")
            return 73
        }
        print("Stream: \(Corpus.streamDocuments) documents, \(megabytes(fileSize(corpus.stream))) MB; "
            + "small stream: \(Corpus.smallStreamDocuments) documents. Each stage in its own process, "
            + "\(repetitions) repetitions, median (min).\n")

        var failures: [String] = []
        func measure(_ stage: String, _ input: String) -> Measurement? {
            let outputPath = folder + "/result-\(stage).txt"
            let outcome = ChildProcess.run(executable, ["--stage", stage, "--input", input, "--repetitions", String(repetitions)],
                                           outputPath: outputPath, keepStandardError: true)
            guard let outcome, outcome.status == 0,
                  let text = try? String(contentsOfFile: outputPath, encoding: .utf8),
                  let measurement = Measurement(resultLine: text) else {
                failures.append("stage \(stage) failed (see the message above)")
                return nil
            }
            return measurement
        }

        let libyaml = measure("libyaml", corpus.stream)
        let lint = measure("lint", corpus.stream)
        let small = measure("lint", corpus.smallStream)
        for (label, m) in [("libyaml event loop (baseline)", libyaml), ("lint, \(Corpus.streamDocuments) documents", lint),
                           ("lint, \(Corpus.smallStreamDocuments) documents", small)] {
            guard let m else { continue }
            print("  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(milliseconds(m.times))  peak \(mebibytes(m.peakKiB)) MiB")
        }
        // The corpus must be clean of errors, so the benchmark measures the real path.
        if let lint {
            print("  lint found \(lint.errors) errors, \(lint.warnings) warnings, \(lint.notes) notes in \(lint.specs) transitions")
            if lint.errors > 0 { failures.append("the generated stream has \(lint.errors) error diagnostics: the corpus is not valid") }
            if lint.specs != Corpus.streamDocuments { failures.append("lint lowered \(lint.specs) of \(Corpus.streamDocuments) documents") }
        }

        print("\nCold start (\(coldRuns) runs each, median (min), one spec)")
        var coldRatio: Double?
        if let cBaseline = coldStart(productsFolder + "/CYamlBaseline", [corpus.single]) {
            print("  C libyaml process (CYamlBaseline)        \(milliseconds(cBaseline))")
            var binaries = [("choreo (dynamic Swift runtime)", productsFolder + "/choreo")]
            if let staticChoreo { binaries.append(("choreo (--static-swift-stdlib)", staticChoreo)) }
            for (label, path) in binaries {
                guard let times = coldStart(path, ["lint", corpus.single]) else {
                    failures.append("\(path) could not lint the cold-start spec")
                    continue
                }
                coldRatio = Measurement.median(times) / Measurement.median(cBaseline)  // the last listed is judged: static when given
                print("  \(label.padding(toLength: 40, withPad: " ", startingAt: 0)) \(milliseconds(times))  \(ratio(coldRatio))")
            }
        } else {
            failures.append("CYamlBaseline did not run")
        }

        print("\nTargets (issue 11)")
        func target(_ name: String, _ value: Double?, _ limit: Double) {
            let shown = value.map { "\(ratio($0)) (≤ \(String(format: "%.1f", limit))x)  \($0 <= limit ? "met" : "NOT met")" } ?? "not measured"
            print("  \(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(shown)")
        }
        target("lint of the stream vs libyaml's event loop", ratioOf(lint, libyaml), 2.5)
        target("peak memory, \(Corpus.streamDocuments) vs \(Corpus.smallStreamDocuments) documents",
               lint.flatMap { big in small.map { Double(big.peakKiB) / Double(max($0.peakKiB, 1)) } }, 1.5)
        target("cold start of choreo lint vs C libyaml", coldRatio, 3.0)

        if !failures.isEmpty {
            print("\nProblems:")
            failures.forEach { print("  - \($0)") }
            return 1
        }
        return 0
    }

    /// Wall-clock times of `coldRuns` starts of a program; nil if any run fails.
    private func coldStart(_ path: String, _ args: [String]) -> [Double]? {
        _ = ChildProcess.run(path, args)  // warm the page cache
        var times: [Double] = []
        for _ in 0..<coldRuns {
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
    String(format: "%7.2f ms (%.2f)", Measurement.median(times) * 1000, (times.min() ?? 0) * 1000)
}
