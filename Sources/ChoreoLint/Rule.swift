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
    public var configuration: LintConfiguration {
        didSet { durationRangesByKind = Self.durationRangesByKind(configuration) }
    }

    /// `configuration.durationRanges` by `TransitionKind.ordinal`, looked up once per run rather
    /// than hashed per transition.
    private var durationRangesByKind: [ClosedRange<Double>?]

    public init(configuration: LintConfiguration) {
        self.configuration = configuration
        durationRangesByKind = Self.durationRangesByKind(configuration)
    }

    /// The accepted total duration of a transition of `kind`, if the configuration has one.
    func durationRange(for kind: TransitionKind) -> ClosedRange<Double>? {
        let index = kind.ordinal
        return index < durationRangesByKind.count ? durationRangesByKind[index] : configuration.durationRanges[kind]
    }

    private static func durationRangesByKind(_ configuration: LintConfiguration) -> [ClosedRange<Double>?] {
        var table = [ClosedRange<Double>?](repeating: nil, count: TransitionKind.allCases.count)
        for kind in TransitionKind.allCases where kind.ordinal < table.count {
            table[kind.ordinal] = configuration.durationRanges[kind]
        }
        return table
    }
}

extension TransitionKind {
    /// A distinct small integer per kind (0 up to the number of kinds), for tables by kind.
    var ordinal: Int {
        switch self {
        case .modal: return 0
        case .navigation: return 1
        case .segue: return 2
        }
    }
}
