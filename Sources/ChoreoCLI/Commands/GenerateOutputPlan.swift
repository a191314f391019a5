import ChoreoCodegen
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `choreo generate` would do to its output folder, worked out before anything is written,
/// so that `--check` and a real run agree on every file and a failure to read the folder is known
/// before the first write.
struct GenerateOutputPlan {
    enum State: Equatable {
        /// The file does not exist yet.
        case missing
        /// The file exists with other bytes.
        case stale
        /// The file already has exactly these bytes.
        case upToDate
    }

    struct Entry {
        /// Absolute path of the file in the output folder.
        var path: String
        /// The file to write; its `bytes` are empty once it is found up to date (it is not written).
        var file: GeneratedFile
        var state: State
    }

    /// One entry per generated file, in the order of the specs.
    var entries: [Entry]
    /// Absolute paths of files in the output folder that carry Choreo's header but that no spec
    /// of this run generates: what `--prune` deletes. Only `*.choreo.swift` files whose first line
    /// is exactly Choreo's header: hand-written files and other tools' never appear here.
    var leftOvers: [String]
    /// Temporary files an interrupted run of Choreo left in the output folder
    /// (`.Name.choreo.swift.tmp-XXXXXX`, `AtomicFileWriter`), old enough that no run still writes them.
    var staleTemporaries: [String] = []

    /// - Parameter files: taken one at a time (pass a lazy sequence to emit each file as it is
    ///   compared): the bytes of a file found up to date are dropped at once, since they are
    ///   never written, so a run over unchanged output holds one file's bytes at a time instead of
    ///   all of them.
    init<Files: Sequence>(files: Files, outputFolder: String) where Files.Element == GeneratedFile {
        var entries: [Entry] = []
        var scratch: [UInt8] = []
        for file in files {
            var entry = Self.entry(for: file, at: FilePath.join(outputFolder, file.fileName), scratch: &scratch)
            if entry.state == .upToDate { entry.file.bytes = [] }
            entries.append(entry)
        }
        self.entries = entries
        // Built at its final size, without rehashing as it grows.
        let expected = Set(entries.map(\.file.fileName))
        // One `readdir` of the folder; only the few names no spec generates are sorted and read.
        let listing = DirectoryListing(outputFolder)
        let names = listing.map { listing in listing.entries.map { listing.name(of: $0) } } ?? []
        staleTemporaries = names.filter(Self.isTemporaryName).map { FilePath.join(outputFolder, $0) }.filter(Self.isStale)
        leftOvers = names.filter { !expected.contains($0) && $0.hasSuffix(".choreo.swift") }.sorted()
            .map { FilePath.join(outputFolder, $0) }
            .filter { path in
                guard FileReader.isRegularFile(path), case .success(let bytes) = FileReader.read(path) else { return false }
                return GeneratedHeader.isGenerated(bytes: bytes)
            }
    }

    /// Single-file mode: one file at `path` holds every transition. Nothing else is Choreo's to
    /// manage there, so there are never left-overs.
    init(singleFile file: GeneratedFile, path: String) {
        var scratch: [UInt8] = []
        entries = [Self.entry(for: file, at: path, scratch: &scratch)]
        leftOvers = []
    }

    private static func entry(for file: GeneratedFile, at path: String, scratch: inout [UInt8]) -> Entry {
        let state: State
        switch ExistingFile(at: path, comparedWith: file.bytes, scratch: &scratch) {
        case .same: state = .upToDate
        case .different: state = .stale
        case .missing: state = .missing
        }
        return Entry(path: path, file: file, state: state)
    }

    /// `.X.choreo.swift.tmp-` and six characters: the name `AtomicFileWriter` gives `mkstemp`.
    static func isTemporaryName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        let marker = Array(".choreo.swift.tmp-".utf8)
        guard utf8.count > marker.count + 7, utf8[0] == UInt8(ascii: "."),
              utf8[(utf8.count - 6 - marker.count)..<(utf8.count - 6)].elementsEqual(marker) else { return false }
        return utf8.suffix(6).allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Untouched for a minute: a run writing it now would have renamed it within milliseconds.
    static func isStale(_ path: String) -> Bool {
        var status = stat()
        guard SystemPath.withCString(path, { lstat($0, &status) }) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        #if canImport(Darwin)
        let modified = status.st_mtimespec.tv_sec
        #else
        let modified = status.st_mtim.tv_sec
        #endif
        return time(nil) - modified > 60
    }

    /// Deletes `staleTemporaries` (a failure is harmless: the file stays as it was).
    func removeStaleTemporaries() {
        for path in staleTemporaries { _ = SystemPath.withCString(path) { unlink($0) } }
    }

    var isUpToDate: Bool { leftOvers.isEmpty && entries.allSatisfy { $0.state == .upToDate } }
}
