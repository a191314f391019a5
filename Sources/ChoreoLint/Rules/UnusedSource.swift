import ChoreoSpec
import ChoreoYAML

/// A `source:` that no mask, zoom or slice starts at.
public struct UnusedSource: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused_source",
        name: "Unused source view",
        defaultSeverity: .warning,
        rationale: """
            `source:` names the view the user tapped so that a mask can grow from it (`mask: { from: \
            source }`), a view can zoom out of it (`zoom: { from: source }`) or a slice can be cut \
            through it. When nothing of any phase starts there, the generated code never asks for the \
            view and generates no `<Transition>SourceView` protocol: the key says something the \
            transition does not do. Start a mask or a zoom at it, or remove it.
            """,
        triggeringExamples: [
            """
            transition: Bubble
            kind: modal
            presentation:
              style: fullScreen
            ↓source: { id: button }
            present:
              to:
                mask: { shape: circle, from: center }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ZoomFromCell
            kind: navigation
            source: { id: cell }
            push:
              to:
                zoom: { from: source }
            pop: reverse
            """,
            """
            transition: Bubble
            kind: modal
            presentation:
              style: fullScreen
            source: { id: button }
            present:
              to:
                mask: { shape: circle, from: source }
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.source != nil, let written = transition.spec.source else { return [] }
        let startsThere = transition.eachPhase.contains { phase in
            phase.incoming.mask?.origin == .source || phase.outgoing.mask?.origin == .source
                || phase.incoming.zoom?.origin == .source || phase.outgoing.zoom?.origin == .source
                || phase.incoming.slice?.cutsAtSource == true || phase.outgoing.slice?.cutsAtSource == true
        }
        guard !startsThere else { return [] }
        return [finding("no mask, zoom or slice starts at the source view '\(transition.source?.id ?? "")'", at: written.anchor, in: transition,
                        hint: "write 'from: source' in a view's mask or zoom, or 'at: source' in its slice, or remove 'source'")]
    }
}
