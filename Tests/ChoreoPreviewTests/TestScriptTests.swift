import Foundation
import XCTest

/// `Scripts/test.sh`, the README's test command and CI's, installs system-wide only what a test
/// runs, and the README says what that is and how to do without the browser.
final class TestScriptTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The script's commands: its lines without comments and messages.
    static func scriptLines() throws -> [String] {
        try text("Scripts/test.sh").components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix("echo ") }
    }

    /// The Debian packages the script installs: the words of each `apt_install` call.
    static func debianPackages() throws -> [String] {
        try scriptLines().filter { $0.hasPrefix("apt_install ") }
            .flatMap { $0.split(separator: " ").dropFirst().map(String.init) }
    }

    /// The PyPI packages the script installs: the last word of each `pip install`.
    static func pythonPackages() throws -> Set<String> {
        Set(try scriptLines().compactMap { line -> String? in
            guard let range = line.range(of: "pip install ") else { return nil }
            let words = line[range.upperBound...].split(whereSeparator: { " ;}".contains($0) }).filter { !$0.hasPrefix("-") }
            return words.first.map(String.init)
        })
    }

    func testTheScriptInstallsLibyamlAndTheHeadlessShellOnlyWithoutRecommendedPackages() throws {
        XCTAssertEqual(try Self.debianPackages(), ["libyaml-dev", "pkg-config", "chromium-headless-shell"],
                       "chromium (the desktop browser) pulls in ~130 packages; the headless shell is what the test runs")
        let installs = try Self.scriptLines().filter { $0.contains("apt-get install") }
        XCTAssertEqual(installs.count, 1, "one apt-get install, in apt_install: \(installs)")
        for line in installs {
            XCTAssertTrue(line.contains("--no-install-recommends"), line)
        }
        XCTAssertEqual(try Self.pythonPackages(), ["check-jsonschema"])
    }

    func testTheScriptLooksForTheBrowsersTheTestFinds() throws {
        let looked = try Self.scriptLines().joined(separator: " ")
            .components(separatedBy: "command -v ").dropFirst()
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { $0.hasPrefix("chromium") }
        XCTAssertEqual(looked.first, "chromium-headless-shell")
        for name in looked {
            XCTAssertTrue(HeadlessBrowser.candidates.contains(name), "the script accepts \(name), which the test does not look for")
        }
    }

    func testTheReadmeSaysWhatTheTestCommandInstallsAndHowToSkipTheBrowser() throws {
        let readme = try Self.text("README.md")
        for package in try Self.debianPackages() + Self.pythonPackages().sorted() {
            XCTAssertTrue(readme.contains("`\(package)`"), "README does not name \(package), which Scripts/test.sh installs")
        }
        XCTAssertTrue(readme.contains("--no-install-recommends"))
        XCTAssertTrue(readme.contains("`\(HeadlessBrowser.skipVariable)=1 bash Scripts/test.sh`"),
                      "README does not say how to skip the browser test")
        XCTAssertTrue(try Self.text("Scripts/test.sh").contains(HeadlessBrowser.skipVariable))
    }

    /// CI must run the browser test: the script stops before installing or building anything when
    /// told to skip it there. (`apt-get`, `sudo`, `swift` and `pkg-config` are stand-ins that say
    /// they ran, so that a script without the refusal installs and builds nothing either.)
    func testTheScriptRefusesToSkipTheBrowserUnderCI() throws {
        let stubs = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-test-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: stubs) }
        for (name, status) in [("apt-get", 3), ("sudo", 3), ("swift", 3), ("pkg-config", 0)] {
            let stub = stubs.appendingPathComponent(name)
            try "#!/bin/sh\necho \"stand-in \(name) ran\"\nexit \(status)\n".write(to: stub, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root.appendingPathComponent("Scripts/test.sh").path]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = stubs.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CI"] = "true"
        environment[HeadlessBrowser.skipVariable] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, text)
        XCTAssertTrue(text.contains("\(HeadlessBrowser.skipVariable) is refused under CI"), text)
        XCTAssertFalse(text.contains("stand-in apt-get") || text.contains("stand-in swift"), text)
    }
}
