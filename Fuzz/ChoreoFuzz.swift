import ChoreoCodegen
import ChoreoLint
import ChoreoPreview
import ChoreoSpec

/// libFuzzer's entry point (Docs/Security.md, "The fuzzer"): one input through every stage a spec
/// goes through in `choreo lint` and `choreo generate`: read (libyaml and the reader), decode,
/// lower, lint, and generate Swift for every transition that lowering produced (even one lint
/// would refuse, so the emitters are held to any lowered value): a lone transition as its own
/// file, several as one file with the support code; and, as `choreo preview` does for a file
/// without lint errors, the preview page and filmstrip. A crash, a trap, a hang or
/// an AddressSanitizer report is a finding; the output itself is not judged here.
@_cdecl("LLVMFuzzerTestOneInput")
public func choreoFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var linter = Linter()
    var transitions: [Transition] = []
    linter.lint(bytes, file: "Fuzz.transition.yaml") { transitions.append($0) }
    let findings = linter.finish()
    // One file: at most `FindingCap.perFile` findings, then one line per rule (Docs/Security.md).
    precondition(findings.count <= FindingCap.perFile + RuleCatalogue.descriptions.count, "findings are bounded")
    // Each transition's declarations are printed once: a lone transition into its own file (what
    // `choreo generate` writes into a folder), several into one file with the support code (the
    // build plugin's). The two hold exactly the same declarations, and printing them both ways
    // was half of an execution's time for nothing the fuzzer could tell apart.
    let emitter = SwiftEmitter()
    if transitions.count == 1 {
        _ = emitter.emit(transitions[0])
    } else if transitions.count > 1 {
        _ = emitter.emitSingleFile(transitions, specPaths: ["Fuzz.transition.yaml"], fileName: "All.choreo.swift")
    }
    // The first few transitions only: a page's cost grows with their number (each sampled at
    // 60 fps), and what a transition can do to the sampler one of them shows.
    if !transitions.isEmpty, !findings.contains(where: { $0.severity == .error }) {
        let previewed = Array(transitions.prefix(3))
        _ = PreviewPage.html(for: previewed)
        _ = Filmstrip().svg(for: previewed)
    }
    return 0
}
