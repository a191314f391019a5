import ChoreoSpec
import ChoreoYAML

/// What the linter keeps of a transition once its own rules have run: what cross-spec rules and
/// the spec's suppressions need, and nothing else.
///
/// A `Transition` holds its whole `Spec` (kilobytes with every located value); a run of ten
/// thousand specs keeps ten thousand of these instead, so memory does not grow with the specs'
/// content.
public struct TransitionSummary: Sendable {
    public var name: String
    public var file: String
    /// The whole document, for matching findings to the spec's `lint: disable:`.
    public var range: SourceRange
    /// Where the name is written (the document's anchor when it is not).
    public var nameRange: SourceRange
    /// Rule ids the spec disables under `lint: disable:`.
    public var disabledRules: [Located<String>]

    public init(_ transition: Transition) {
        name = transition.name
        file = transition.spec.file
        range = transition.spec.range
        nameRange = transition.spec.transition?.range ?? transition.spec.documentAnchor
        disabledRules = transition.disabledRules
    }

    /// True when a finding at `location` in `file` lies inside this document.
    func contains(_ location: SourceLocation, in file: String) -> Bool {
        file == self.file && range.start <= location && location <= range.end
    }
}
