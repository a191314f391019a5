import ChoreoSpec

/// A check over one resolved transition.
public protocol Rule: CataloguedRule {
    init()
    /// Findings with the rule's default severity; the linter applies configuration afterwards.
    func check(_ transition: Transition, context: LintContext) -> [Diagnostic]
}

/// A check that needs every transition of the run at once (duplicate names across files).
///
/// It sees summaries, not whole transitions, so that the linter can let go of each transition
/// once its own rules have run.
public protocol CrossSpecRule: CataloguedRule {
    init()
    func check(_ transitions: [TransitionSummary], context: LintContext) -> [Diagnostic]
}

extension CrossSpecRule {
    /// The check over whole transitions, for callers that have them at hand.
    public func check(_ transitions: [Transition], context: LintContext) -> [Diagnostic] {
        check(transitions.map(TransitionSummary.init), context: context)
    }
}

/// What a rule may read besides the transition: the run's configuration.
extension Rule {
    /// `check(_:context:)` of a fresh rule: what `Linter` calls through the rule's type.
    static func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        Self().check(transition, context: context)
    }
}

public struct LintContext: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration) {
        self.configuration = configuration
    }

    /// The accepted total duration of a transition of `kind`, if the configuration has one.
    func durationRange(for kind: TransitionKind) -> ClosedRange<Double>? {
        configuration.durationRanges[kind]
    }
}
