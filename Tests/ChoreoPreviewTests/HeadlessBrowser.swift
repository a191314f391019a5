import Foundation
import XCTest

/// Chromium run headless to screenshot a page, as a user's browser would draw it.
///
/// `Scripts/test.sh` installs Debian's `chromium-headless-shell` (the browser without its desktop)
/// when no Chromium is there. Without a browser, or with `CHOREO_SKIP_BROWSER_TEST` set, the test
/// is skipped on a developer's machine, but fails under CI (`CI=true`), where it must run.
struct HeadlessBrowser {
    let executable: String

    static let candidates = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// The variable that skips the browser test (and its install by `Scripts/test.sh`) locally.
    static let skipVariable = "CHOREO_SKIP_BROWSER_TEST"

    /// The browser, or a skip (a failure under CI) when there is none.
    static func required(file: StaticString = #filePath, line: UInt = #line) throws -> HeadlessBrowser {
        let environment = ProcessInfo.processInfo.environment
        let underCI = environment["CI"] == "true"
        if let skip = environment[skipVariable], !skip.isEmpty {
            let message = "\(skipVariable) is set"
            if underCI {
                XCTFail(message + ": the browser test must run in CI", file: file, line: line)
                throw XCTSkip("failed above")
            }
            throw XCTSkip(message)
        }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for name in candidates {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return HeadlessBrowser(executable: candidate) }
            }
        }
        let message = "no Chromium found (\(candidates.joined(separator: ", "))); Scripts/test.sh installs Debian's 'chromium-headless-shell'"
        if underCI {
            XCTFail(message + ": the browser test must run in CI", file: file, line: line)
            throw XCTSkip("failed above")
        }
        throw XCTSkip(message)
    }

    /// Screenshots `url` in a window of `width`×`height` CSS pixels at one device pixel per CSS
    /// pixel, after the page's script has run.
    func screenshot(_ url: String, width: Int, height: Int) throws -> PNGImage {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let image = scratch.appendingPathComponent("shot.png")
        var arguments = [
            "--headless", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--force-device-scale-factor=1",
            "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
            "--window-size=\(width),\(height)", "--virtual-time-budget=2000", "--screenshot=\(image.path)", url,
        ]
        // Chromium refuses to run as root with its sandbox on.
        if getuid() == 0 { arguments.insert("--no-sandbox", at: 1) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let log = scratch.appendingPathComponent("log.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw PNGImage.DecodeError(description: "chromium did not finish in 90 s")
        }
        guard let data = FileManager.default.contents(atPath: image.path) else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw PNGImage.DecodeError(description: "chromium wrote no screenshot (exit \(process.terminationStatus)):\n\(output)")
        }
        return try PNGImage(data: data)
    }
}
