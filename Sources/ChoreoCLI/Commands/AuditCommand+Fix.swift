import ChoreoAudit
import ChoreoLint
import ChoreoSpec

extension AuditCommand {
    /// `--fix`: the auditor's fixes written back file by file, each atomically and only when the
    /// file still has the bytes that were audited (an editor or another tool may have saved it
    /// meanwhile: fixing that version could break it). Returns the sources to audit afterwards
    /// (the fixed text where a fix was written), a note per fix, and the files that could not
    /// be fixed.
    static func applyFixes(
        to sources: [SwiftSource], storyboards: [Storyboard], read: [String: (path: String, bytes: [UInt8])],
        configuration: LintConfiguration
    ) -> (sources: [SwiftSource], fixed: [Diagnostic], failures: [FileReadError]) {
        let results = Auditor(configuration: configuration).fix(sources, bytes: read.mapValues(\.bytes), storyboards: storyboards)
        var replaced: [String: [UInt8]] = [:]
        var notes: [Diagnostic] = []
        var failures: [FileReadError] = []
        let writer = AtomicFileWriter()
        for result in results {
            guard let path = read[result.file]?.path else { continue }
            guard case .success(let current) = FileReader.read(path), current == result.original else {
                failures.append(FileReadError(path: result.file, reason: "it changed while it was being audited: not fixed; run the audit again"))
                continue
            }
            switch writer.write(result.fixed, to: path) {
            case .success:
                replaced[result.file] = result.fixed
                notes += result.applied.map { fix in
                    Diagnostic(severity: .note, ruleID: fix.finding.ruleID, message: "fixed: \(fix.summary)",
                               file: fix.finding.file, range: fix.finding.range)
                }
            case .failure(let error):
                failures.append(FileReadError(path: result.file, reason: "not fixed: \(error)"))
            }
        }
        let audited = sources.map { source in replaced[source.file].map { SwiftSource(file: source.file, bytes: $0) } ?? source }
        return (audited, notes, failures)
    }
}
