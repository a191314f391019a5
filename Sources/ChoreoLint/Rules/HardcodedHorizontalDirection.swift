import ChoreoSpec
import ChoreoYAML

/// `left`/`right`, or an offset `[x, y]` with an x, where `leading`/`trailing` would follow the layout
/// direction. An offset in a phase that otherwise follows the layout direction is
/// `mixed_layout_direction`'s, which says more.
public struct HardcodedHorizontalDirection: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "hardcoded_horizontal_direction",
        name: "Hard-coded horizontal direction",
        defaultSeverity: .note,
        rationale: """
            In right-to-left languages (Arabic, Hebrew, Persian, Urdu) UIKit mirrors the interface: \
            navigation pushes come in from the left and the back swipe starts at the right edge. A \
            transition written with `fromRight`, `fromLeft`, a pan `left`/`right`, an edge \
            `left`/`right` or an offset `[x, y]` whose x is not 0 keeps its physical direction and \
            moves against the rest of the app in those languages. Use `fromTrailing`/`fromLeading`, \
            pan `trailing`/`leading`, edge `leading`/`trailing` and the offsets \
            `{ leading: x }`/`{ trailing: x }`, which the generated code flips under right-to-left \
            layout; keep the physical words only for motion that is about the screen, not about \
            reading order. (A physical offset in a phase that otherwise follows the layout direction \
            is reported as `mixed_layout_direction`, a warning.)
            """,
        triggeringExamples: [
            """
            transition: DetailSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: ↓fromRight
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: ↓right }
            """,
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: ↓fromLeft
            pop: reverse
            interactive:
              pop: { gesture: edgePan, edge: ↓right }
            """,
            """
            transition: SideFade
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              to:
                start: { offset: ↓[0.1, 0] }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: DetailSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromTrailing
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: trailing }
            """,
            """
            transition: SheetSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: down }
            """,
            """
            transition: SideFade
            kind: navigation
            push:
              effect: fade
              to:
                start: { offset: { trailing: 0.1 } }
              from:
                end: { offset: [0, 0.05] }
            pop: reverse
            """,
        ]
    )

    static func message(written: String) -> String {
        "'\(written)' does not flip in right-to-left layouts"
    }

    static func hint(_ suggested: String) -> String {
        "use '\(suggested)' (the same in left-to-right layouts)"
    }

    /// The layout-relative word for a physical one, as it reads in a left-to-right layout.
    static func layoutRelative(for direction: Direction) -> Direction? {
        switch direction {
        case .fromLeft: return .fromLeading
        case .fromRight: return .fromTrailing
        default: return nil
        }
    }

    static func layoutRelative(for direction: Interaction.PanDirection) -> Interaction.PanDirection? {
        switch direction {
        case .left: return .leading
        case .right: return .trailing
        default: return nil
        }
    }

    static func layoutRelative(for edge: Interaction.Edge) -> Interaction.Edge? {
        switch edge {
        case .left: return .leading
        case .right: return .trailing
        default: return nil
        }
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        func report(_ written: String, _ suggested: String, _ range: SourceRange) {
            findings.append(finding(Self.message(written: written), at: range, in: transition, hint: Self.hint(suggested)))
        }
        for phase in transition.spec.phases {
            if let direction = phase.value.direction, let better = Self.layoutRelative(for: direction.value) {
                report(direction.value.rawValue, better.rawValue, direction.range)
            }
        }
        transition.forEachPhase { phase in
            let directions = LayoutDirectionForms.Directions(phase)
            // A sliced view's offsets move its pieces outward, to both sides: their sign says nothing.
            guard !directions.followsLayout, directions.hasPhysical, phase.incoming.slice == nil, phase.outgoing.slice == nil,
                  let written = transition.spec.phase(phase.role) else { return }
            for offset in LayoutDirectionForms.physicalOffsets(in: written.value) {
                report(offset.written, offset.layoutRelative, offset.range)
            }
        }
        for interaction in transition.spec.interactive {
            if let direction = interaction.value.direction, let better = Self.layoutRelative(for: direction.value) {
                report(direction.value.rawValue, better.rawValue, direction.range)
            }
            if let edge = interaction.value.edge, let better = Self.layoutRelative(for: edge.value) {
                report(edge.value.rawValue, better.rawValue, edge.range)
            }
        }
        return findings
    }
}
