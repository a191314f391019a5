/// Everything one file yields: the transitions that could be lowered and every diagnostic of every
/// stage up to lowering, in source order.
public struct SpecLoadResult: Sendable {
    public var transitions: [Transition]
    public var diagnostics: [Diagnostic]

    public init(transitions: [Transition], diagnostics: [Diagnostic]) {
        self.transitions = transitions
        self.diagnostics = diagnostics
    }
}
