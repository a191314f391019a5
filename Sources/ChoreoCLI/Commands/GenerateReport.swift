import ChoreoSpec
/// Where `generate` tells the user what it did: progress on standard error (standard output is
/// the lint reporter's, which may be JSON or SARIF), problems always, progress unless quiet.
struct GenerateReport {
    let context: CommandContext
    let quiet: Bool

    /// The folder comes from `.choreo.yml`'s `output:` and a left-over's name from whoever could
    /// write into it: both are escaped like every other name Choreo prints (`VisibleText`).
    func display(_ path: String) -> String {
        VisibleText.escaped(FilePath.display(path, workingDirectory: context.workingDirectory))
    }

    /// The line is only built when it is printed: under `--quiet`, a run over thousands of
    /// unchanged files does not format a line per file to throw it away.
    func progress(_ line: @autoclosure () -> String) {
        if !quiet { context.standardError.write(line() + "\n") }
    }

    /// `path: error: message`, the shape Xcode and CI logs read.
    func problem(_ path: String, _ message: String) {
        context.standardError.write("\(display(path)): error: \(message)\n")
    }

    func failure(_ line: String) {
        context.standardError.write(line + "\n")
    }
}
