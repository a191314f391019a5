import ChoreoSpec

/// A check over one resolved transition.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Findings with the rule's default severity; the linter applies configuration afterwards.
    func check(_ transition: Transition, context: LintContext) -> [Diagnostic]
}

/// A check that needs every transition of the run at once (duplicate names across files).
public protocol CrossSpecRule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ transitions: [Transition], context: LintContext) -> [Diagnostic]
}

/// What a rule may read besides the transition: the run's configuration.
public struct LintContext: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration) {
        self.configuration = configuration
    }
}
