import ChoreoSpec
import ChoreoYAML

/// A phase whose real length, delays and spring settling included, is outside the range that
/// feels right for its kind.
public struct DurationOutOfRange: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "duration_out_of_range",
        name: "Duration out of range",
        defaultSeverity: .warning,
        rationale: """
            UIKit's own push and pop take about 0.35 s, and users feel a navigation transition that \
            is much slower or faster than that as broken; modal transitions may be a little longer, \
            but past a second any transition makes people wait. The rule judges what the user \
            actually sees: the phase delay, the longest per-view delay and the motion, where a \
            spring counts until it settles (a bouncy spring keeps moving well after its nominal \
            duration, and `transitionDuration(using:)` reports that full time to UIKit). Shorten or \
            lengthen the phase, reduce the delays, or damp the spring more. The accepted range per \
            kind is configurable (navigation 0.25–0.4 s, modal and segue 0.15–0.8 s, tabBar 0.2–0.4 s by default).
            """,
        triggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              duration: ↓0.6
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              delay: 0.2
              duration: ↓0.3
            pop:
              effect: uncover
              direction: fromLeading
              duration: ↓0.1
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              spring: ↓{ bounce: 0.5 }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
              duration: ↓0.5
            previous: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              duration: 0.35
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
              duration: 0.6
            dismiss: reverse
            """,
        ],
        options: options
    )

    /// "0.2 s delay + 0.77 s spring settling": how the length adds up, so the user sees which
    /// part to change.
    static func breakdown(of phase: Phase) -> String {
        var parts: [String] = []
        if phase.delay > 0 { parts.append("\(Format.seconds(phase.delay)) delay") }
        let viewDelay = max(phase.incoming.delay, phase.outgoing.delay)
        if viewDelay > 0 { parts.append("\(Format.seconds(viewDelay)) view delay") }
        switch phase.timing {
        case .curve: parts.append("\(Format.seconds(phase.motionDuration)) motion")
        case .spring: parts.append("\(Format.seconds(phase.motionDuration)) spring settling")
        }
        return parts.joined(separator: " + ")
    }

    static func message(for phase: Phase, kind: TransitionKind, range: ClosedRange<Double>) -> String {
        let total = phase.totalDuration
        guard total.isFinite else {
            return "\(phase.role.rawValue) never settles: its spring has no damping; accepted for \(kind.rawValue) transitions: \(Format.range(range))"
        }
        let parts = phase.delay > 0 || max(phase.incoming.delay, phase.outgoing.delay) > 0 || phase.motionDuration != phase.duration
            ? " (\(breakdown(of: phase)))" : ""
        return "\(phase.role.rawValue) lasts \(Format.seconds(total))\(parts), outside \(Format.range(range)) for \(kind.rawValue) transitions"
    }

    static func hint(tooLong: Bool) -> String {
        tooLong ? "shorten the duration or delays, or damp the spring more" : "lengthen the duration"
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let accepted = context.durationRange(for: transition.kind) else { return [] }
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            // A mirrored phase has its counterpart's timing; that one is already judged.
            guard !phase.isMirrored, !accepted.contains(phase.totalDuration) else { return }
            let tooLong = !(phase.totalDuration < accepted.lowerBound)
            findings.append(finding(
                Self.message(for: phase, kind: transition.kind, range: accepted),
                at: Self.anchor(for: phase.role, in: transition.spec), in: transition,
                hint: Self.hint(tooLong: tooLong)
            ))
        }
        return findings
    }

    /// The duration the user wrote, else the spring that sets the length, else the phase key.
    static func anchor(for role: PhaseRole, in spec: Spec) -> SourceRange {
        guard let phase = spec.phase(role) else { return spec.documentAnchor }
        return phase.value.duration?.range ?? phase.value.spring?.range ?? phase.anchor
    }
}
