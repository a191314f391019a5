import ChoreoSpec
import ChoreoYAML

/// Shared elements in a phase that slides the whole destination screen a long way.
public struct SharedElementAgainstScreenMotion: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "shared_element_against_screen_motion",
        name: "Shared element against screen motion",
        defaultSeverity: .warning,
        rationale: """
            A shared element flies straight from its frame in one screen to its frame in the other, \
            measured where the destination screen rests. When the phase also moves the whole \
            destination screen far — its incoming view travels a quarter of the way off screen or more \
            between start and end, as with `slide`, `push`, `cover` or the parallax of a mirrored \
            `push` — the element's landing place travels with the screen while the element flies \
            its own path: the two meet only at the end, and the element seems to fly against the \
            screen. Let the screens fade or move a little (`fade`, `zoom`, a small offset) and let \
            the shared elements carry the motion.
            """,
        triggeringExamples: [
            """
            transition: PhotoDetail
            kind: navigation
            shared:
              - id: photo
            push:
              effect: ↓slide
              direction: fromTrailing
            pop: { effect: fade }
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: CardExpand
            kind: modal
            presentation:
              style: fullScreen
            shared:
              - id: card
            present:
              effect: fade
              to:
                start: { offset: ↓[0, 0.5] }
            dismiss: { effect: fade }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: PhotoDetail
            kind: navigation
            shared:
              - id: photo
            push:
              effect: fade
              to:
                start: { offset: [0, 0.05] }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: ListPush
            kind: navigation
            push:
              effect: slide
              direction: fromTrailing
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ]
    )

    /// How far the incoming view travels along its longer axis, in offsets: fractions of the way that takes it just
    /// out of the container, which for a full screen is the container's width or height.
    static func travel(of phase: Phase) -> Double {
        let start = phase.incoming.start.offset, end = phase.incoming.end.offset
        return max(abs(end.x - start.x), abs(end.y - start.y))
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard !transition.sharedElements.isEmpty else { return [] }
        return transition.eachPhase.compactMap { phase in
            let travel = Self.travel(of: phase)
            guard travel >= LargeMotion.offset else { return nil }
            return finding(
                "\(phase.role.rawValue) moves the destination screen \(Format.number(travel * 100))% of the way off screen while shared elements fly to it",
                at: Self.anchor(for: phase, in: transition.spec), in: transition,
                hint: "let the screen fade or move less than a quarter of the way (effect: fade) and let the shared elements carry the motion")
        }
    }

    /// The incoming view's written offset, else the phase's effect, else the phase key.
    static func anchor(for phase: Phase, in spec: Spec) -> SourceRange {
        guard let written = spec.phase(phase.role) else { return spec.sharedRange ?? spec.documentAnchor }
        if !phase.isMirrored {
            let to = written.value.to
            if let offset = to?.start?.offset ?? to?.end?.offset { return offset.range }
            if let effect = written.value.effect { return effect.range }
        }
        return written.anchor
    }
}
