import ChoreoSpec
/// One output file, written the way every command that writes one file writes it.
extension CommandContext {
    /// Writes `bytes` to `output` atomically and only when they change, and says which on standard
    /// error (`wrote` / `unchanged`), so a command that writes one file is never silent about it.
    /// `quiet` (a build that wants only problems in its log) says nothing on success. A failure is
    /// reported with the path as the user gave it.
    func writeOutputFile(_ bytes: [UInt8], to output: String, quiet: Bool = false) -> ExitCode {
        switch AtomicFileWriter().write(bytes, to: absolutePath(output)) {
        case .success(.written):
            if !quiet { standardError.write("wrote \(VisibleText.escaped(output))\n") }
            return .success
        case .success(.unchanged):
            if !quiet { standardError.write("unchanged \(VisibleText.escaped(output))\n") }
            return .success
        case .failure(let failure):
            standardError.write(FileWriteError(path: output, reason: failure.reason).message + "\n")
            return failure.exitCode
        }
    }
}
