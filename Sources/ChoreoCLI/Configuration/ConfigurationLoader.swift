import ChoreoLint
import ChoreoSpec
import ChoreoYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and reads `.choreo.yml`.
public enum ConfigurationLoader {
    /// The outcome of looking for a configuration. `diagnostics` with an error mean the command
    /// must stop with exit status 64.
    public struct Loaded: Sendable {
        public var configuration: ChoreoConfiguration
        public var diagnostics: [Diagnostic]

        public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// The largest configuration file read: one is a few lines (Docs/Security.md).
    public static let maximumSize = 1024 * 1024

    /// The nearest `.choreo.yml` in `directory` or a folder above it, as SwiftLint and
    /// EditorConfig look, so running in a subfolder of a project uses the project's settings.
    public static func find(from directory: String) -> String? {
        var current = FilePath.normalize(directory)
        while true {
            let candidate = FilePath.join(current, ChoreoConfiguration.fileName)
            // Anything by that name counts, not only a regular file: a folder, a symbolic link loop
            // or a link to a device is a broken configuration to report, not one to skip.
            var status = stat()
            if SystemPath.withCString(candidate, { lstat($0, &status) }) == 0 { return candidate }
            let parent = FilePath.parent(of: current)
            if parent == current { return nil }
            current = parent
        }
    }

    /// Loads the configuration named by `--config`, else the nearest one, else the defaults.
    ///
    /// `--config` may name a folder instead: the nearest configuration from there upward applies,
    /// as if `choreo` ran in it. The build plugin uses that, so the configuration is looked up when
    /// the build command runs, not when SwiftPM planned it (the file may have appeared or gone since).
    public static func load(explicitPath: String?, context: CommandContext, rules: [RuleDescription]) -> Loaded {
        let path: String
        let shown: String
        let searchFolder = explicitPath.map(context.absolutePath).flatMap { FileReader.isDirectory($0) ? $0 : nil }
        if let explicitPath, searchFolder == nil {
            path = context.absolutePath(explicitPath)
            shown = explicitPath
        } else if let found = find(from: searchFolder ?? context.workingDirectory) {
            path = found
            shown = FilePath.display(found, workingDirectory: context.workingDirectory)
            // Found, not named: a link out of its folder is not followed (`SymbolicLink`).
            let folder = FilePath.parent(of: found)
            if SymbolicLink.leaves(found, resolvedFolder: SymbolicLink.resolved(folder) ?? folder) {
                let diagnostic = Diagnostic(
                    severity: .error, ruleID: UnreadableInput.id,
                    message: "cannot read the configuration: it is a symbolic link to a file outside its folder",
                    file: shown, range: SourceRange(SourceLocation(line: 0, column: 0)),
                    hint: "name the file with '--config' to use it")
                return Loaded(configuration: ChoreoConfiguration(), diagnostics: [diagnostic])
            }
        } else {
            return Loaded(configuration: ChoreoConfiguration(), diagnostics: [])
        }
        switch FileReader.read(path, maximumSize: maximumSize) {
        case .failure(let failure):
            let diagnostic = Diagnostic(
                severity: .error, ruleID: UnreadableInput.id, message: "cannot read the configuration: \(failure.reason)",
                file: shown, range: SourceRange(SourceLocation(line: 0, column: 0)),
                hint: failure.reason.hasPrefix("it is larger") ? "a configuration file is a few lines; is this the right file?" : nil)
            return Loaded(configuration: ChoreoConfiguration(), diagnostics: [diagnostic])
        case .success(let bytes):
            return decode(bytes: bytes, file: shown, absolutePath: path, rules: rules)
        }
    }

    public static func decode(bytes: [UInt8], file: String, absolutePath: String, rules: [RuleDescription]) -> Loaded {
        let documents = YAMLStream.readAll(bytes: bytes)
        let decoded = ConfigurationDecoder.decode(
            documents, file: file, absolutePath: absolutePath, directory: FilePath.parent(of: absolutePath), rules: rules)
        return Loaded(configuration: decoded.configuration, diagnostics: decoded.diagnostics)
    }
}
