import ChoreoSpec
import ChoreoYAML

/// A container's `blur` that cannot be seen: under a dimming of more than 0.6, or behind a presented
/// view that covers the whole container.
public struct BlurHidden: Rule {
    public init() {}

    /// Above this dimming the black view over the blur leaves too little of it to see.
    public static let heaviestDimming = 0.6

    public static let description = RuleDescription(
        id: "blur_hidden",
        name: "Blur hidden",
        defaultSeverity: .warning,
        rationale: """
            A container's `blur` is a `UIVisualEffectView` over the screen behind, under the dimming \
            view. Under a `dimming` above 0.6 the black view takes most of the light the blur would \
            show, and the screen reads as dark rather than frosted: the blur costs a render pass \
            every frame for little to see. Behind a presented view that covers the whole container \
            (height and width 1, no insets) nothing of it shows at all. Keep the dimming at 0.6 or \
            under with a blur (0.2 is usual: the material does the rest), and give the presented \
            view a size that leaves the blur in sight.
            """,
        triggeringExamples: [
            """
            transition: FrostedCard
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, alignment: center, insets: 24, blur: systemMaterial, dimming: ↓0.8 }
            present:
              effect: zoom
            dismiss: reverse
            """,
            """
            transition: FrostedCard
            kind: modal
            presentation:
              style: custom
              container: { blur: ↓systemMaterial }
            present:
              effect: fade
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: FrostedCard
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, alignment: center, insets: 24, blur: systemMaterial, dimming: 0.2 }
            present:
              effect: zoom
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let container = transition.container, container.blur != nil,
              let written = transition.spec.presentation?.container else { return [] }
        if container.dimming > Self.heaviestDimming, let dimming = written.dimming {
            return [finding(
                "a dimming of \(Format.number(container.dimming)) over the blur leaves little of it to see: the screen behind reads dark, not frosted",
                at: dimming.range, in: transition,
                hint: "keep the dimming at \(Format.number(Self.heaviestDimming)) or under with a blur (dimming: 0.2), or drop the blur")]
        }
        if container.height.isFull, container.width.isFull, container.insets.isZero, let blur = written.blur {
            return [finding(
                "the presented view covers the whole container, so nothing of the blur behind it shows",
                at: blur.range, in: transition,
                hint: "give the presented view a height or width under 1, or insets, or drop the blur")]
        }
        return []
    }
}
