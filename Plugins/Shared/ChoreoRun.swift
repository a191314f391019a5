import Foundation

/// Runs `choreo` from a command plugin with the package (or Xcode project) folder as working
/// directory, so relative options such as `--output Generated` mean what they mean in a terminal
/// there and the nearest `.choreo.yml` is found as `choreo` finds it. Its output goes straight
/// to the plugin's, which `swift package` and Xcode show.
struct ChoreoRun {
    let tool: URL
    let workingDirectory: URL

    /// Runs it to the end and fails with its exit status when that is not 0, so that
    /// `swift package choreo-lint` fails a CI step exactly when `choreo lint` would.
    func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ChoreoRunFailure(subcommand: arguments.first ?? "", status: process.terminationStatus)
        }
    }
}

/// `choreo` ended unsuccessfully; what it printed already says why.
struct ChoreoRunFailure: Error, CustomStringConvertible {
    let subcommand: String
    let status: Int32

    var description: String {
        "choreo \(subcommand) failed with exit status \(status) (1: errors in the specs or, under --check, "
            + "out-of-date output; 64: usage or configuration; 66: unreadable input; 73: unwritable output)"
    }
}
