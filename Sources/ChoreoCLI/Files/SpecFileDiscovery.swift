#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths a user gave into the spec files to read, in a deterministic order.
///
/// Folders are searched recursively for `*.transition.yaml` and `*.transition.yml` (or the
/// suffixes given: `choreo audit` searches for `*.swift`), in sorted
/// order, skipping hidden folders and `.build` (SwiftPM's output, which may hold copies of the
/// specs) and not following symbolic links to folders (a link loop must not hang the search).
/// A link to a file is read only when it leads inside the folder searched (`SymbolicLink`);
/// one that leads outside is an unreadable input, named and not opened.
/// A file named explicitly is read whatever its name, and is read even when excluded, as
/// SwiftLint does: naming a file is the strongest statement of intent.
public struct SpecFileDiscovery {
    public static let suffixes = [".transition.yaml", ".transition.yml"]

    /// A file to read: `path` absolute, `displayPath` as diagnostics will name it.
    public struct Input: Equatable, Sendable {
        public var path: String
        public var displayPath: String
    }

    public struct Result: Equatable, Sendable {
        public var inputs: [Input] = []
        /// Paths that do not exist or cannot be listed, with the system's reason.
        public var failures: [FileReadError] = []
        /// Other `.yaml` and `.yml` files of the folders searched for specs: not read as specs, but
        /// one with a `transition:` key is most likely a misnamed spec (`SpecNaming`).
        public var otherYAMLFiles: [Input] = []
        /// The paths searched, as given (for "no spec found in …").
        public var searched: [String] = []
    }

    public var workingDirectory: String
    /// Absolute, normalised.
    public var excluded: [String]
    /// What a file's name must end with to be found in a folder, as bytes.
    private let wanted: [[UInt8]]
    /// Whether other YAML files are noted (`Result.otherYAMLFiles`): when searching for specs.
    private let notesOtherYAML: Bool
    private static let yamlSuffixBytes = [".yaml", ".yml"].map { Array($0.utf8) }

    public init(workingDirectory: String, excluded: [String], suffixes: [String] = SpecFileDiscovery.suffixes) {
        self.workingDirectory = workingDirectory
        self.excluded = excluded.map(FilePath.normalize)
        wanted = suffixes.map { Array($0.utf8) }
        notesOtherYAML = suffixes == SpecFileDiscovery.suffixes
    }

    public static func isSpecFile(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// `isSpecFile` of the entry's name (with this search's suffixes), on the bytes when the name
    /// is ASCII (then a byte is a `Character`, and the `String` comparisons are byte comparisons).
    func isWanted(_ entry: DirectoryListing.Entry, in listing: DirectoryListing) -> Bool {
        guard entry.isASCII else {
            let name = Array(listing.name(of: entry).utf8)
            return wanted.contains { name.count > $0.count && name.suffix($0.count).elementsEqual($0) }
        }
        return wanted.contains { entry.count > $0.count && listing.hasSuffix(entry, $0) }
    }

    /// - Parameter paths: as diagnostics should name them: as the user (or a build tool, which
    ///   passes absolute paths so Xcode can open them) typed them, relative to the working
    ///   directory or absolute. See `displayPaths(forConfigured:)` for the configuration's.
    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        result.searched = paths
        // One path cannot name a file twice (links to folders are not followed), so only several
        // paths need the set that keeps each file once.
        var seen = Seen(isNeeded: paths.count > 1)
        for path in paths {
            let absolute = FilePath.absolute(path, relativeTo: workingDirectory)
            let display = path
            var status = stat()
            guard SystemPath.withCString(absolute, { stat($0, &status) }) == 0 else {
                result.failures.append(FileReadError(path: display, reason: FileReader.errorText(errno)))
                continue
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                let root = Root(resolved: SymbolicLink.resolved(absolute) ?? absolute, display: display)
                search(absolute, display: display, root: root, into: &result, seen: &seen)
            } else if seen.insert(absolute) {
                result.inputs.append(Input(path: absolute, displayPath: display))
            }
        }
        return result
    }

    /// The absolute paths already found, kept only when several paths may overlap.
    private struct Seen {
        var isNeeded: Bool
        var paths: Set<String> = []

        /// Whether `path` was not found before (always true when no set is needed).
        mutating func insert(_ path: String) -> Bool {
            isNeeded ? paths.insert(path).inserted : true
        }
    }

    /// The configuration's `included` paths are absolute only because they were resolved against
    /// the configuration file; a user who wrote `Specs` expects to read `Specs/…` in findings.
    public func displayPaths(forConfigured paths: [String]) -> [String] {
        paths.map { FilePath.display($0, workingDirectory: workingDirectory) }
    }

    private func isExcluded(_ absolute: String) -> Bool {
        excluded.contains { FilePath.isSame(absolute, orInside: $0) }
    }

    /// The folder a search started from: links found in it must lead inside it.
    private struct Root {
        var resolved: String
        var display: String
    }

    private func search(_ directory: String, display: String, root: Root, into result: inout Result, seen: inout Seen) {
        if isExcluded(directory) { return }
        guard let listing = DirectoryListing(directory) else {
            result.failures.append(FileReadError(path: display, reason: FileReader.errorText(errno)))
            return
        }
        let showsNames = display == "."
        // A folder typed as an absolute, normal path is shown as itself: its files' paths are
        // the absolute ones, not built a second time.
        let showsAbsolute = display == directory
        for entry in listing.sortedByName() {
            // The entry's type as the folder reports it (not following links, as `lstat`); only a
            // file system that does not say costs an `lstat`.
            var isDirectory = entry.isDirectory
            if !entry.typeIsKnown {
                var status = stat()
                guard SystemPath.withCString(listing.path(of: entry, in: directory), { lstat($0, &status) }) == 0 else { continue }
                isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
            }
            if isDirectory {
                let name = listing.name(of: entry)
                if name.hasPrefix(".") { continue }
                let shown = showsNames ? name : FilePath.join(display, name)
                search(FilePath.join(directory, name), display: shown, root: root, into: &result, seen: &seen)
            } else if isWanted(entry, in: listing) {
                let absolute = listing.path(of: entry, in: directory)
                guard !isExcluded(absolute), seen.insert(absolute) else { continue }
                let shown = showsNames ? listing.name(of: entry) : showsAbsolute ? absolute : listing.path(of: entry, in: display)
                if SymbolicLink.isLink(entry, at: absolute), SymbolicLink.leaves(absolute, resolvedFolder: root.resolved) {
                    result.failures.append(FileReadError(path: shown, reason: SymbolicLink.outsideReason(root: root.display)))
                    continue
                }
                result.inputs.append(Input(path: absolute, displayPath: shown))
            } else if notesOtherYAML, Self.yamlSuffixBytes.contains(where: { listing.hasSuffix(entry, $0) }) {
                let absolute = listing.path(of: entry, in: directory)
                guard !isExcluded(absolute), !listing.name(of: entry).hasPrefix("."),
                      !(SymbolicLink.isLink(entry, at: absolute) && SymbolicLink.leaves(absolute, resolvedFolder: root.resolved))
                else { continue }
                let shown = showsNames ? listing.name(of: entry) : showsAbsolute ? absolute : listing.path(of: entry, in: display)
                result.otherYAMLFiles.append(Input(path: absolute, displayPath: shown))
            }
        }
    }
}
