import ChoreoAudit
import ChoreoSpec

/// libFuzzer's entry point for `choreo audit` (Docs/Security.md, "The fuzzer"): one input read as
/// Swift (tokens, brackets, scopes) and audited by every rule, twice: alone, and beside a copy under
/// another name, because rules look across files (an extension in one file makes a type in another
/// an animator). A crash, a trap, a hang, a finding outside the file or more findings than the cap
/// allows is a finding of the fuzzer; what the rules say is not judged here.
@_cdecl("LLVMFuzzerTestOneInput")
public func choreoAuditFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = SwiftSource(file: "Fuzz.swift", bytes: bytes)
    var copy = source
    copy.file = "Copy.swift"
    let lines = lineCount(bytes)
    // Per file: at most `FindingCap.perFile`, then one line per rule; suppression comments add
    // `invalid_value` and `unused_suppression`, which are lint's ids.
    let bound = FindingCap.perFile + AuditCatalogue.descriptions.count + 2
    for sources in [[source], [source, copy]] {
        let findings = Auditor().audit(sources)
        for file in ["Fuzz.swift", "Copy.swift"] {
            precondition(findings.count { $0.file == file } <= bound, "findings are bounded")
        }
        precondition(findings.allSatisfy { (1...lines).contains($0.location.line) && $0.location.column >= 1 },
                     "findings point inside the file")
    }
    return 0
}

/// Lines as the audit counts them, as Swift does: each LF, CR or CR LF ends one.
func lineCount(_ bytes: [UInt8]) -> Int {
    var lines = 1
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\r") {
            lines += 1
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        } else if bytes[index] == UInt8(ascii: "\n") {
            lines += 1
        }
        index += 1
    }
    return lines
}
