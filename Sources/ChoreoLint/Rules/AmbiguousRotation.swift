import ChoreoSpec
import ChoreoYAML

/// A view that turns half a circle or more about one axis within one phase: Core Animation takes
/// the shorter way round between the two transforms, so the turn is not the one the spec says.
public struct AmbiguousRotation: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "ambiguous_rotation",
        name: "Ambiguous rotation",
        defaultSeverity: .warning,
        rationale: """
            The animator moves a view by animating its transform from the start state's matrix to the \
            end state's (or from each keyframe's to the next's), and Core Animation interpolates two matrices by decomposing them and turning \
            along the shorter arc between the two orientations: the angles written in the spec are \
            gone. A turn of less than 180° plays as written. A turn of exactly 180° has two shortest \
            ways, and which one Core Animation takes depends on rounding: in a flip written as \
            -180 → 0 for one view and 0 → 180 for the other, the two may turn in opposite senses. A \
            turn of more than 180° takes the shorter arc to the same orientation instead (0 → 270 turns \
            back by 90°; 0 → 360 does not move at all), while the preview, which interpolates the angles, shows the \
            long turn. Keep each turn within a phase under 180°: a flip is -179 → 0 for the incoming \
            view and 0 → 179 for the outgoing one (the degree left is on the hidden back, see \
            `view_turned_away`).
            """,
        triggeringExamples: [
            """
            transition: CardFlip
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 800
              to: { start: { rotationY: ↓-180 } }
              from: { end: { rotationY: ↓180 } }
            dismiss: reverse
            """,
            """
            transition: Spin
            kind: modal
            presentation:
              style: custom
            present:
              to: { start: { rotation: ↓-360, scale: 0.2 } }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardFlip
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 800
              to: { start: { rotationY: -179 } }
              from: { end: { rotationY: 179 } }
            dismiss: reverse
            """,
            """
            transition: CornerRotate
            kind: modal
            presentation:
              style: custom
            present:
              effect: rotate
            dismiss: reverse
            """,
        ]
    )

    /// Turns of this many degrees or more within one phase are not played as written (a hair less,
    /// so that a turn written as 180 is one, whatever the arithmetic of `end - start`).
    static let halfTurn = 180 - 1e-9

    static func message(view: PhaseView, role: PhaseRole, property: ViewProperty, from start: Double, to end: Double) -> String {
        let change = abs(end - start)
        let rest = change.truncatingRemainder(dividingBy: 360)
        let what: String
        switch rest {
        case ..<0.5, 359.5...: what = "does not turn at all"
        case 179.5...180.5: what = "may turn either way"
        case ..<180: what = "turns only \(Format.number(rest))°"
        default: what = "turns the other way round, by \(Format.number(360 - rest))°"
        }
        return "the \(view.noun) turns \(Format.number(change))° in \(role.rawValue) (\(property.name) \(Format.number(start)) → \(Format.number(end))): Core Animation takes the shorter way between the two transforms, so it \(what)"
    }

    static let hint = "keep each turn under 180° within a phase (a flip: -179 → 0 and 0 → 179)"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        // A mirrored phase turns back over the same arc, so the spec's own phase says it.
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            guard !phase.isMirrored else { return }
            for view in PhaseView.allCases {
                Self.halfTurns(of: view == .incoming ? phase.incoming : phase.outgoing) { property, start, end in
                    let anchor = Self.anchor(of: property, view: view, phase: phase, in: transition.spec)
                    findings.append(finding(Self.message(view: view, role: phase.role, property: property, from: start, to: end),
                                            at: anchor, in: transition, hint: Self.hint))
                }
            }
        }
        return findings
    }

    /// Calls `found` for each of the motion's turns (about z, x and y) of half a circle or more between
    /// two successive stops (the start, each keyframe, the end: Core Animation interpolates each
    /// keyframe's transform from the one before), with its angles there. Reads the angles in place
    /// for a motion without keyframes: lint asks this of every view.
    static func halfTurns(of motion: ViewMotion, _ found: (ViewProperty, Double, Double) -> Void) {
        guard !motion.keyframes.isEmpty else {
            halfTurns(from: motion.start, to: motion.end, found)
            return
        }
        let states = motion.states
        for (from, to) in zip(states, states.dropFirst()) { halfTurns(from: from, to: to, found) }
    }

    private static func halfTurns(from start: ViewState, to end: ViewState, _ found: (ViewProperty, Double, Double) -> Void) {
        if abs(end.rotation - start.rotation) >= halfTurn {
            found(.rotation, start.rotation, end.rotation)
        }
        if abs(end.rotationX - start.rotationX) >= halfTurn {
            found(.rotationX, start.rotationX, end.rotationX)
        }
        if abs(end.rotationY - start.rotationY) >= halfTurn {
            found(.rotationY, start.rotationY, end.rotationY)
        }
    }

    /// The written angle at the end of the phase, else at its start, else in a keyframe, else the
    /// phase's effect (a preset's turn), else the phase.
    static func anchor(of property: ViewProperty, view: PhaseView, phase: Phase, in spec: Spec) -> SourceRange {
        guard let written = spec.phase(phase.role) else { return spec.documentAnchor }
        let states = written.value.view(view)
        if let value = states?.end?[property] ?? states?.start?[property]
            ?? states?.keyframes.lazy.compactMap({ $0.state[property] }).first {
            return value.range
        }
        return written.value.effect?.range ?? written.anchor
    }
}
