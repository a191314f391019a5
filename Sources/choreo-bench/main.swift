import Foundation

// choreo-bench: Choreo's speed against libyaml's own (Docs/Performance.md).
//
//   swift run -c release choreo-bench [--repetitions N] [--cold-runs N] [--documents N]
//                                     [--static-choreo PATH] [--keep]
//   choreo-bench --write-corpus DIR [--documents N]      only write the corpus (for profiling)
//   choreo-bench --sizes                                 inline sizes of the per-spec values
//   choreo-bench --stage NAME --input PATH [--repetitions N]   one stage, in this process (internal)

let arguments = BenchmarkArguments(CommandLine.arguments.dropFirst())
if let problem = arguments.problem {
    FileHandle.standardError.write(Data("choreo-bench: \(problem)\n\(BenchmarkArguments.usage)\n".utf8))
    exit(64)
}
if arguments.help {
    print(BenchmarkArguments.usage)
    exit(0)
}
if arguments.sizes {
    print(TypeSizes.report())
    exit(0)
}
if let stage = arguments.stage {
    exit(StageRunner.run(stage: stage, input: arguments.input ?? "", repetitions: arguments.repetitions))
}
if let folder = arguments.corpusOnly {
    do {
        let corpus = try Corpus.write(into: folder, streamDocuments: arguments.documents)
        print("wrote \(corpus.stream) (\(arguments.documents) documents), \(corpus.files.count) files under \(corpus.filesFolder), \(corpus.single)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("choreo-bench: cannot write the corpus: \(error)\n".utf8))
        exit(73)
    }
}
exit(Benchmark(arguments: arguments).run())
