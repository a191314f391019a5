import ChoreoSpec
import ChoreoYAML

/// A gesture that drags one way while the view it drives moves another.
public struct InteractiveDirectionMismatch: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interactive_direction_mismatch",
        name: "Interactive direction mismatch",
        defaultSeverity: .warning,
        rationale: """
            An interactive phase is scrubbed by `UIPercentDrivenInteractiveTransition`: the \
            generated gesture handler turns the finger's travel along the gesture's direction into \
            the phase's progress. When the finger moves one way and the view it drives moves \
            another (a pan `up` on a sheet that slides down, an edge pan from the `top` while the \
            screen leaves sideways), the view does not stay under the finger and the gesture feels \
            broken. Make the pan `direction` the way the moving view travels, or the `edge` the one \
            the finger starts from when it pushes the view that way; left out, both follow the \
            motion.
            """,
        triggeringExamples: [
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
              dismiss: { gesture: pan, direction: ↓up }
            """,
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
            pop: reverse
            interactive:
              pop: { gesture: edgePan, edge: ↓top }
            """,
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
            previous: reverse
            interactive:
              next: { gesture: pan, direction: ↓trailing }
              previous: { gesture: pan }
            """,
        ],
        nonTriggeringExamples: [
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
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
            pop: reverse
            interactive:
              pop: { gesture: edgePan, edge: leading }
            """,
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
            previous: reverse
            interactive:
              next: { gesture: pan, direction: leading }
              previous: { gesture: pan, direction: trailing }
            """,
            """
            transition: CardFade
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: up }
            """,
        ]
    )

    /// Gestures more than 60° off the motion do not keep the view under the finger.
    static let toleratedCosine = 0.5

    /// The way the finger travels, in a left-to-right layout (leading = left).
    static func travel(of interaction: Interaction) -> Vector {
        switch interaction.gesture {
        case .pan:
            switch interaction.direction {
            case .down: return Vector(x: 0, y: 1)
            case .up: return Vector(x: 0, y: -1)
            case .left, .leading: return Vector(x: -1, y: 0)
            case .right, .trailing: return Vector(x: 1, y: 0)
            }
        case .edgePan:
            // A finger starting at an edge moves away from it.
            switch interaction.edge {
            case .top: return Vector(x: 0, y: 1)
            case .bottom: return Vector(x: 0, y: -1)
            case .left, .leading: return Vector(x: 1, y: 0)
            case .right, .trailing: return Vector(x: -1, y: 0)
            }
        case .drag:
            // Not read: a drag goes any way, and `mismatch` leaves it out.
            return Vector(x: 0, y: 0)
        }
    }

    static func describe(_ interaction: Interaction) -> String {
        interaction.gesture == .pan
            ? "a pan \(interaction.direction.rawValue)"
            : "an edge pan from the \(interaction.edge.rawValue) edge"
    }

    static func message(_ interaction: Interaction, travel: Vector, motion: Vector) -> String {
        "\(describe(interaction)) moves the finger \(travel.words) while the \(interaction.role.rawValue) moves the view \(motion.words): the view does not follow the finger"
    }

    static func hint(motion: Vector) -> String { "drag \(motion.words), the way the view moves" }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        transition.interactions.compactMap { interaction in
            guard let (travel, motion) = Self.mismatch(interaction, in: transition) else { return nil }
            return finding(
                Self.message(interaction, travel: travel, motion: motion),
                at: Self.anchor(for: interaction, in: transition.spec), in: transition, hint: Self.hint(motion: motion)
            )
        }
    }

    /// The finger's travel and the view's motion when they disagree; nil when they agree, or the phase does not move.
    static func mismatch(_ interaction: Interaction, in transition: Transition) -> (travel: Vector, motion: Vector)? {
        // A drag follows the finger whichever way it goes.
        guard interaction.gesture != .drag,
              let phase = transition.eachPhase.first(where: { $0.role == interaction.role }) else { return nil }
        // A sliced view's pieces move outward, each its own way: the finger has no one direction to follow.
        guard phase.incoming.slice == nil, phase.outgoing.slice == nil else { return nil }
        // The presented view usually carries the motion; when it only fades, the other may move.
        var motion = phase.motion(phase.presentedView).displacement
        if motion.isNegligible { motion = phase.motion(phase.presentedView == .incoming ? .outgoing : .incoming).displacement }
        let travel = travel(of: interaction)
        guard let cosine = travel.cosine(to: motion), cosine < toleratedCosine else { return nil }
        return (travel, motion)
    }

    static func anchor(for interaction: Interaction, in spec: Spec) -> SourceRange {
        guard let written = spec.interaction(interaction.role) else { return spec.documentAnchor }
        let value = interaction.gesture == .pan ? written.value.direction?.range : written.value.edge?.range
        return value ?? written.anchor
    }
}
