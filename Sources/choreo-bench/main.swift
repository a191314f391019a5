import Foundation

// choreo-bench: the three speed targets of Docs/Performance.md, each judged in whole processes.
//
//   swift run -c release choreo-bench [--repetitions N] [--cold-runs N] [--static-choreo PATH]
//   choreo-bench --write-corpus DIR [--documents N]         only write the corpus (profiling, comparisons)
//   choreo-bench --stage libyaml|lint --input PATH [--repetitions N]   one stage, in this process (internal)
//
// Every option takes a value; anything else is refused rather than guessed around.

let usage = "usage: choreo-bench [--repetitions N] [--cold-runs N] [--static-choreo PATH] | --write-corpus DIR [--documents N]"
let known: Set = ["--repetitions", "--cold-runs", "--static-choreo", "--write-corpus", "--documents", "--stage", "--input"]
let options: [String: String] = {
    var options: [String: String] = [:]
    var words = CommandLine.arguments.dropFirst().makeIterator()
    while let name = words.next() {
        if name == "--help" || name == "-h" {
            print(usage)
            exit(0)
        }
        guard known.contains(name), let value = words.next() else {
            FileHandle.standardError.write(Data("choreo-bench: '\(name)' is unknown or lacks its value\n\(usage)\n".utf8))
            exit(64)
        }
        options[name] = value
    }
    return options
}()
@MainActor func count(_ name: String, default value: Int) -> Int {
    guard let text = options[name] else { return value }
    guard let number = Int(text), number >= 1 else {
        FileHandle.standardError.write(Data("choreo-bench: \(name) takes a whole number of at least 1, not '\(text)'\n".utf8))
        exit(64)
    }
    return number
}
let repetitions = count("--repetitions", default: 5)
let documents = count("--documents", default: Corpus.streamDocuments)

if let stage = options["--stage"] {
    exit(StageRunner.run(stage: stage, input: options["--input"] ?? "", repetitions: repetitions))
}
if let folder = options["--write-corpus"] {
    do {
        let corpus = try Corpus.write(into: folder, streamDocuments: documents)
        print("wrote \(corpus.stream) (\(documents) documents), \(corpus.files.count) files under \(corpus.filesFolder), \(corpus.single)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("choreo-bench: cannot write the corpus: \(error)\n".utf8))
        exit(73)
    }
}
let benchmark = Benchmark(
    repetitions: repetitions, coldRuns: count("--cold-runs", default: 25), staticChoreo: options["--static-choreo"])
exit(benchmark.run())
