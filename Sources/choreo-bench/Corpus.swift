import Foundation

/// The benchmark's inputs on disk: one big stream, a small stream for the memory comparison, one
/// typical spec for the cold start, and (for Benchmarks/compare-diagnostics.sh) many one-spec files.
struct Corpus {
    static let streamDocuments = 10_000
    static let smallStreamDocuments = 100
    static let fileCount = 2_000

    let folder: String
    var stream: String { folder + "/stream.transition.yaml" }
    var smallStream: String { folder + "/small.transition.yaml" }
    var filesFolder: String { folder + "/files" }
    var single: String { folder + "/single/One.transition.yaml" }
    let files: [String]

    /// A stream of `count` documents from `seed`: the same arguments always give the same bytes.
    static func stream(documents count: Int, seed: UInt64, namePrefix: String = "") -> String {
        var generator = SpecGenerator(seed: seed, namePrefix: namePrefix)
        var text = ""
        text.reserveCapacity(count * 700)
        for index in 0..<count {
            if index > 0 { text += "---\n" }
            text += generator.nextSpec()
        }
        return text
    }

    /// Writes the corpus (`streamDocuments` may be lowered for a profile run).
    static func write(into folder: String, streamDocuments: Int = Corpus.streamDocuments, fileCount: Int = Corpus.fileCount) throws -> Corpus {
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/files", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: folder + "/single", withIntermediateDirectories: true)
        try stream(documents: streamDocuments, seed: 0xC0FFEE).write(toFile: folder + "/stream.transition.yaml", atomically: false, encoding: .utf8)
        try stream(documents: smallStreamDocuments, seed: 0xC0FFEE).write(toFile: folder + "/small.transition.yaml", atomically: false, encoding: .utf8)
        var generator = SpecGenerator(seed: 0xF11E5, namePrefix: "File")
        var files: [String] = []
        for index in 0..<fileCount {
            let path = folder + "/files/" + String(format: "Spec%04d.transition.yaml", index)
            try generator.nextSpec().write(toFile: path, atomically: false, encoding: .utf8)
            files.append(path)
        }
        // The cold-start spec: a typical one, with a preset, a spring, reverse and a gesture.
        try """
        transition: CardPop
        kind: modal
        presentation:
          style: custom
        present:
          effect: pop
          duration: 0.4
          spring: { damping: 0.7, velocity: 0.5 }
          to:
            start: { cornerRadius: 16 }
            end: { cornerRadius: 16 }
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, finishAt: 0.35, finishVelocity: 800 }

        """.write(toFile: folder + "/single/One.transition.yaml", atomically: false, encoding: .utf8)
        return Corpus(folder: folder, files: files)
    }
}
