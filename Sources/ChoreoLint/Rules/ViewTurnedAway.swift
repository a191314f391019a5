import ChoreoSpec
import ChoreoYAML

/// A view turned 90° or more about x or y at an end of the phase where it should be seen: the
/// generated code hides its back, so it is not there.
public struct ViewTurnedAway: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view_turned_away",
        name: "View turned away",
        defaultSeverity: .warning,
        rationale: """
            A view turned about x or y by more than 90° shows the viewer its back, and UIKit would \
            draw it mirrored; the generated code hides the back of a view that turns in 3D \
            (`layer.isDoubleSided = false`), so a view turned away is not seen at all (at exactly \
            90° it is edge-on, no wider than a line). That is what a flip wants at the end where the \
            view is out of sight: the incoming view may start turned away and the outgoing one may end \
            so. At the other ends it hides the screen: an incoming view that ends turned away is \
            invisible for the whole phase and appears at once when UIKit puts it at rest; an outgoing \
            view that starts turned away vanishes the moment the transition starts. Turn the view less \
            than 90° there, or swap the states between the two views.
            """,
        triggeringExamples: [
            """
            transition: CardFlip
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 800
              to: { end: { rotationY: ↓180 } }
              from: { end: { rotationY: -179 } }
            dismiss: reverse
            """,
            """
            transition: TipOver
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 800
              order: fromAbove
              from: { start: { rotationX: ↓-120 }, end: { rotationX: -150, alpha: 0 } }
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
            transition: DoorSwing
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 600
              order: fromAbove
              from: { start: { anchor: left }, end: { rotationY: -100 } }
            dismiss: reverse
            """,
        ]
    )

    /// The ends of the phase where each view is meant to be seen: the incoming view's end (it is
    /// the new screen) and the outgoing view's start (it is the screen the user was looking at).
    static let seenEnds: [(view: PhaseView, end: StateRole)] = [(.incoming, .end), (.outgoing, .start)]

    static func message(view: PhaseView, end: StateRole, role: PhaseRole, turn: String) -> String {
        if end == .end {
            return "the \(view.noun) ends \(role.rawValue) turned away from the viewer (\(turn)): the generated code hides a view's back, so it is not seen until the transition ends and it appears at rest at once"
        }
        return "the \(view.noun) starts \(role.rawValue) turned away from the viewer (\(turn)): the generated code hides a view's back, so the screen vanishes as the transition starts"
    }

    static func hint(view: PhaseView) -> String {
        let other: PhaseView = view == .incoming ? .outgoing : .incoming
        return "turn it less than 90° at that end; in a flip the \(other.noun) is the one turned away there"
    }

    /// "rotationY 180°", "rotationX -120°, rotationY 30°": the turns that make up the state's.
    static func describeTurn(_ state: ViewState) -> String {
        [(ViewProperty.rotationX, state.rotationX), (ViewProperty.rotationY, state.rotationY)]
            .filter { $0.1 != 0 }.map { "\($0.0.name) \(Format.number($0.1))°" }.joined(separator: ", ")
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        // A mirrored phase plays the spec's phase backwards with the views swapped: its incoming
        // view's end is the forward phase's outgoing view's start, so the forward phase says it all.
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            guard !phase.isMirrored else { return }
            // Read in place: asked of every phase, and almost never true.
            let incomingAway = Turn.isTurnedAway(phase.incoming.end)
            let outgoingAway = Turn.isTurnedAway(phase.outgoing.start)
            guard incomingAway || outgoingAway else { return }
            for (view, end) in Self.seenEnds where view == .incoming ? incomingAway : outgoingAway {
                let state = phase.motion(view).state(end)
                let anchor = Self.anchor(of: state, view: view, end: end, phase: phase, in: transition.spec)
                findings.append(finding(Self.message(view: view, end: end, role: phase.role, turn: Self.describeTurn(state)),
                                        at: anchor, in: transition, hint: Self.hint(view: view)))
            }
        }
        return findings
    }

    /// The written turn that takes the view past 90° (the one whose cosine is not positive), else
    /// the state, else the phase.
    static func anchor(of state: ViewState, view: PhaseView, end: StateRole, phase: Phase, in spec: Spec) -> SourceRange {
        guard let written = spec.phase(phase.role) else { return spec.documentAnchor }
        guard let stateSpec = written.value.view(view)?.state(end) else { return written.anchor }
        for (property, degrees) in [(ViewProperty.rotationY, state.rotationY), (ViewProperty.rotationX, state.rotationX)]
        where Turn.cosine(degrees) <= 0 {
            if let value = stateSpec[property] { return value.range }
        }
        return stateSpec.range
    }
}
