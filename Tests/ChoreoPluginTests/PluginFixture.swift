import Foundation
import XCTest

/// A working copy of `Tests/Fixtures/PluginFixture`, made once per test process in the temporary
/// directory and shared by the plugin tests, so Choreo is compiled for it once (the fixture depends
/// on this repository by path and builds `choreo` for the plugin). Builds never write into the
/// repository: the copy's `Package.swift` points at the repository root by absolute path.
final class PluginFixture: @unchecked Sendable {
    /// The repository root, from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let source = repositoryRoot.appendingPathComponent("Tests/Fixtures/PluginFixture")

    private static let lock = NSLock()
    nonisolated(unsafe) private static var sharedCopy: PluginFixture?

    /// The copy for this process (made on first use).
    static func shared() throws -> PluginFixture {
        lock.lock()
        defer { lock.unlock() }
        if let sharedCopy { return sharedCopy }
        let fixture = try PluginFixture()
        sharedCopy = fixture
        return fixture
    }

    /// The copied package folder.
    let root: URL

    private init() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("choreo-plugin-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        root = folder.appendingPathComponent("PluginFixture")
        try FileManager.default.copyItem(at: Self.source, to: root)
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".build"))

        // A path dependency's identity is its folder's name, which differs between clones.
        let manifest = root.appendingPathComponent("Package.swift")
        let identity = Self.repositoryRoot.standardizedFileURL.lastPathComponent
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let rewritten = text
            .replacingOccurrences(of: #".package(path: "../../..")"#, with: ".package(path: \(Self.literal(Self.repositoryRoot.path)))")
            .replacingOccurrences(of: #"package: "Choreo""#, with: "package: \(Self.literal(identity))")
        guard rewritten != text else { throw FixtureError("the fixture's Package.swift no longer has the lines the test rewrites") }
        try Data(rewritten.utf8).write(to: manifest)
    }

    /// Deletes this process's copy (with its `.build`); the next `shared()` makes a new one.
    static func removeShared() {
        lock.lock()
        defer { lock.unlock() }
        if let sharedCopy { try? FileManager.default.removeItem(at: sharedCopy.root.deletingLastPathComponent()) }
        sharedCopy = nil
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    func write(_ relativePath: String, _ text: String) throws {
        try Data(text.utf8).write(to: url(relativePath))
    }

    func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(at: url(relativePath))
    }

    /// `swift <arguments>` in the copy; what it printed (both streams) and how long it took.
    func swift(_ arguments: [String]) throws -> (result: ToolRunner.Result, seconds: Double) {
        let start = Date()
        // SwiftPM keeps lock files named after the package path in TMPDIR; keep them in the copy.
        let temporary = root.deletingLastPathComponent().appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let result = try ToolRunner.run(["TMPDIR=" + temporary.path, "swift"] + arguments, in: root, timeout: 900)
        return (result, Date().timeIntervalSince(start))
    }

    /// The Swift files the build-tool plugin generated, by file name.
    func generatedFiles() -> [String: URL] {
        let outputs = url(".build/plugins/outputs")
        var files: [String: URL] = [:]
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            if file.pathExtension == "swift", file.deletingLastPathComponent().path.hasSuffix("/ChoreoBuildPlugin/Generated") {
                files[file.lastPathComponent] = file
            }
        }
        return files
    }

    /// Modification dates of the generated files, to tell which ones a build rewrote.
    func generatedModificationDates() throws -> [String: Date] {
        try generatedFiles().mapValues { file in
            guard let date = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date else {
                throw FixtureError("no modification date for \(file.path)")
            }
            return date
        }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
