import ChoreoYAML

/// Bytes to transitions: read, decode, lower, one document at a time, so a stream of many specs
/// never holds more than one document's tree. The CLI and lint call exactly this.
public enum SpecPipeline {
    public static func load(
        bytes: [UInt8], file: String, limits: YAMLLimits = .default, readAhead: ReadAhead = .automatic
    ) -> SpecLoadResult {
        var transitions: [Transition] = []
        let diagnostics = forEach(bytes: bytes, file: file, limits: limits, readAhead: readAhead) { transitions.append($0) }
        return SpecLoadResult(transitions: transitions, diagnostics: diagnostics)
    }

    /// Hands each transition to `body` as soon as it is lowered and lets go of it afterwards, so a
    /// caller that keeps nothing (lint) runs in memory that does not grow with the number of
    /// specs. Returns the diagnostics of reading, decoding and lowering in source order, exactly
    /// as `load` reports them.
    ///
    /// `body` is called on the calling thread, in stream order. With `readAhead` (by default for
    /// large inputs, `ReadAhead.threshold`) libyaml and the reader run on a second thread ahead of
    /// decoding, lowering and `body`: the same transitions and diagnostics, in less wall time.
    public static func forEach(
        bytes: [UInt8], file: String, limits: YAMLLimits = .default, readAhead: ReadAhead = .automatic,
        _ body: (Transition) throws -> Void
    ) rethrows -> [Diagnostic] {
        var load = SpecFileLoad(file: file)
        try YAMLStream(bytes: bytes, limits: limits).forEachDocument(readAhead: readAhead) { try load.add($0, body) }
        return load.finish()
    }

    /// The files of a run, one after another: each transition to `body` as soon as it is lowered,
    /// then, at the end of each input, `inputEnded` with that input's diagnostics in source order
    /// (exactly what `forEach(bytes:…)` returns for it) or, when `inputs.read` failed, its failure.
    ///
    /// Everything is called on the calling thread, in input order. With `readAhead` (by default
    /// from `ReadAhead.inputThreshold` inputs on) one producer thread reads and parses the next
    /// inputs while this thread decodes, lowers and runs `body` on the earlier ones (`YAMLInputs`).
    public static func forEach<Input: Sendable>(
        inputs: YAMLInputs<Input>, file: (Input) -> String, readAhead: ReadAhead = .automatic,
        _ body: (Transition) throws -> Void,
        inputEnded: (Input, Result<[Diagnostic], any Error>) throws -> Void
    ) rethrows {
        var current: SpecFileLoad?
        var currentIndex = -1
        try inputs.forEachDocument(readAhead: readAhead) { index, document in
            if index != currentIndex {
                currentIndex = index
                current = SpecFileLoad(file: file(inputs.inputs[index]))
            }
            try current?.add(document, body)
        } inputEnded: { index, failure in
            let input = inputs.inputs[index]
            if let failure {
                try inputEnded(input, .failure(failure))
            } else {
                let load = index == currentIndex ? current : nil
                try inputEnded(input, .success((load ?? SpecFileLoad(file: file(input))).finish()))
            }
            current = nil
            currentIndex = -1
        }
    }

    /// Source order (line, then column); findings at the same place keep the order the stages
    /// produced them in, so output is deterministic.
    public static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            return a.offset < b.offset
        }.map(\.element)
    }
}
