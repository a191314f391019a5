import ChoreoSpec

/// Container insets that leave the presented view no room on a small screen.
public struct ContainerLeavesNoRoom: Rule {
    public init() {}

    /// The smallest side of the smallest iPhone screen an app may run on (iPhone SE, 320 × 568
    /// points): insets on both sides of it must leave something between them.
    public static let smallestContainerSide = 320.0

    public static let description = RuleDescription(
        id: "container_leaves_no_room",
        name: "Container leaves no room",
        defaultSeverity: .error,
        rationale: """
            `insets` are kept free on the sides of the presented view, inside the safe area. On \
            the smallest iPhone screen (320 points across, and 320 points high when turned) insets \
            of 160 points or more on every side, or two opposite sides whose insets add up to 320 \
            or more (`{ top: 200, bottom: 120 }`), leave no room at all between them, and the \
            presented view would have no width or height (or a negative one): it would not be \
            seen. Keep the insets well under half of 320 points.
            """,
        triggeringExamples: [
            """
            transition: CenterCard
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, alignment: center, insets: ↓200 }
            present:
              effect: zoom
            dismiss: reverse
            """,
            """
            transition: TopSheet
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, alignment: top, insets: ↓{ top: 200, bottom: 120 } }
            present:
              effect: slide
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CenterCard
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, alignment: center, insets: 16 }
            present:
              effect: zoom
            dismiss: reverse
            """,
            """
            transition: TopSheet
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, alignment: top, insets: { top: 44, leading: 16, trailing: 16 } }
            present:
              effect: slide
            dismiss: reverse
            """,
        ]
    )

    static let hint = "use insets well under 160 points, such as 16"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let written = transition.spec.presentation?.container?.insets else { return [] }
        let insets = written.value, side = Self.smallestContainerSide
        let across = TransitionDump.number(side)
        if insets.isUniform {
            guard 2 * insets.top >= side else { return [] }
            return [finding("insets of \(TransitionDump.number(insets.top)) points on both sides leave no room on a screen \(across) points across",
                            at: written.range, in: transition, hint: Self.hint)]
        }
        let pairs = [("top", insets.top, "bottom", insets.bottom, "high"), ("leading", insets.leading, "trailing", insets.trailing, "across")]
        for (first, a, second, b, dimension) in pairs where a + b >= side {
            return [finding("insets of \(TransitionDump.number(a)) points at the \(first) and \(TransitionDump.number(b)) at the \(second) leave no room on a screen \(across) points \(dimension)",
                            at: written.range, in: transition, hint: Self.hint)]
        }
        return []
    }
}
