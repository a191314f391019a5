import ChoreoSpec
import ChoreoYAML

/// An `anchor` outside the view's unit square: the view turns and scales about a point off it, so
/// it orbits that point instead of swinging on a hinge.
public struct AnchorOutsideView: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "anchor_outside_view",
        name: "Anchor outside the view",
        defaultSeverity: .note,
        rationale: """
            `anchor` is where the view's scale and turns happen about, in the view's unit square: \
            [0, 0.5] is its left edge, a hinge a door swings on. A point outside 0…1 is off the view, \
            and the view then swings around it like a planet round a sun: a small turn carries it far \
            across the screen, and a scale moves it toward or away from that point. That is rarely \
            meant when a hinge is (a unit point mistaken for points, or [1.5, 0.5] for the right \
            edge), so lint notes it; a view that is meant to orbit a point may keep it and disable the \
            rule for the spec (`lint: { disable: [anchor_outside_view] }`).
            """,
        triggeringExamples: [
            """
            transition: DoorSwing
            kind: modal
            presentation:
              style: custom
            present:
              perspective: 600
              to: { start: { anchor: ↓[-0.5, 0.5], rotationY: 80 } }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: DoorSwing
            kind: modal
            presentation:
              style: custom
            present:
              perspective: 600
              to: { start: { anchor: [0, 0.5], rotationY: 80 } }
            dismiss: reverse
            """,
            """
            transition: CornerSwing
            kind: modal
            presentation:
              style: custom
            present:
              to: { start: { anchor: bottomRight, rotation: -90 } }
            dismiss: reverse
            """,
        ]
    )

    static func message(_ anchor: UnitPoint, view: PhaseView) -> String {
        "anchor [\(Format.number(anchor.x)), \(Format.number(anchor.y))] is outside the \(view.noun) (0…1 each way): it turns and scales about a point off the view, so it orbits that point rather than swinging on a hinge"
    }

    static let hint = "for a hinge use an edge or corner (left, topRight, …) or [ux, uy] within 0…1"

    static func isInside(_ point: UnitPoint) -> Bool {
        (0...1).contains(point.x) && (0...1).contains(point.y)
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        // The lowered anchors first: the spec is searched only for one outside the view. A plain
        // `reverse` phase has no states of its own, so its mirrored anchor is reported once, where
        // the forward phase wrote it.
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            for view in PhaseView.allCases where !Self.isInside(view == .incoming ? phase.incoming.anchor : phase.outgoing.anchor) {
                guard let states = transition.spec.phase(phase.role)?.value.view(view),
                      let anchor = states.start?.anchor ?? states.end?.anchor else { continue }
                findings.append(finding(Self.message(anchor.value, view: view), at: anchor.range, in: transition, hint: Self.hint))
            }
        }
        return findings
    }
}
