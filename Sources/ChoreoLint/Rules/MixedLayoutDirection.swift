import ChoreoSpec
import ChoreoYAML

/// A physical horizontal offset or left/right anchor in a phase whose motion follows the layout
/// direction: in right-to-left languages the views move in opposite senses.
public struct MixedLayoutDirection: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "mixed_layout_direction",
        name: "Physical and layout-relative motion mixed",
        defaultSeverity: .warning,
        rationale: """
            `fromLeading`/`fromTrailing`, the offsets `{ leading: x }`/`{ trailing: x }` and the \
            anchors `leading`, `topTrailing`, … follow the layout direction: the generated code \
            mirrors them in right-to-left languages (Arabic, Hebrew, Persian, Urdu). An offset \
            written as the pair `[x, y]` and an anchor named `left`, `topRight`, … are physical and \
            do not mirror. In one phase the two make the views move in opposite senses under \
            right-to-left layout: a push whose incoming screen arrives from the left while the \
            outgoing one still slides left. Write the physical value in its leading/trailing form \
            (the same in left-to-right layouts): `[-0.3, 0]` is `{ leading: 0.3 }`, `[1, 0.5]` is \
            `{ trailing: 1, down: 0.5 }`, `left` is `leading`.
            """,
        triggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              from:
                end: { offset: ↓[-0.3333, 0] }
            pop: reverse
            """,
            """
            transition: SidePeek
            kind: navigation
            push:
              effect: fade
              to:
                start: { offset: { trailing: 0.2 } }
              from:
                end: { offset: ↓[-0.2, 0.1] }
            pop: reverse
            """,
            """
            transition: DoorSwing
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              to:
                start: { scale: 0.9, offset: { leading: 0.1 }, anchor: ↓left }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              from:
                end: { offset: { leading: 0.3333 } }
            pop: reverse
            """,
            """
            transition: DoorSwing
            kind: navigation
            push:
              effect: fade
              to:
                start: { scale: 0.9, offset: { leading: 0.1 }, anchor: leading }
              from:
                end: { offset: [0, 0.05] }
            pop: reverse
            """,
            """
            transition: CornerFlip
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              to:
                start: { scale: 0.5, anchor: topLeft, offset: [-0.1, 0] }
            dismiss: reverse
            """,
        ]
    )

    static func offsetMessage(_ written: String, reason: String) -> String {
        "the offset \(written) does not flip in right-to-left layouts, but \(reason) does: the views would move in opposite senses"
    }

    static func anchorMessage(_ written: String, reason: String) -> String {
        "the anchor '\(written)' does not flip in right-to-left layouts, but \(reason) does"
    }

    static func hint(_ key: String, _ layoutRelative: String) -> String {
        "write '\(key): \(layoutRelative)', which flips with the rest of the phase (the same in left-to-right layouts)"
    }

    /// What makes the phase follow the layout direction, in the finding's words.
    static func reason(_ written: PhaseSpec) -> String {
        if let direction = written.direction?.value, direction == .fromLeading || direction == .fromTrailing {
            return "'\(direction.rawValue)'"
        }
        return "the phase's leading/trailing motion"
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            let directions = LayoutDirectionForms.Directions(phase)
            guard directions.followsLayout, directions.hasPhysical, let written = transition.spec.phase(phase.role) else { return }
            let reason = Self.reason(written.value)
            for offset in LayoutDirectionForms.physicalOffsets(in: written.value) {
                findings.append(finding(Self.offsetMessage(offset.written, reason: reason), at: offset.range, in: transition,
                                        hint: Self.hint("offset", offset.layoutRelative)))
            }
            for anchor in LayoutDirectionForms.physicalAnchors(in: written.value) {
                findings.append(finding(Self.anchorMessage(anchor.written, reason: reason), at: anchor.range, in: transition,
                                        hint: Self.hint("anchor", anchor.layoutRelative)))
            }
        }
        return findings
    }
}
