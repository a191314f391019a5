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
            `insets` are kept free on every side of the presented view, inside the safe area. On \
            the smallest iPhone screen (320 points across) insets of 160 points or more leave no \
            room at all between the two sides, and the presented view would have no width (or a \
            negative one): it would not be seen. Keep the insets well under half of 320 points.
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
        ]
    )

    static let hint = "use insets well under 160 points, such as 16"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let insets = transition.spec.presentation?.container?.insets,
              2 * insets.value >= Self.smallestContainerSide else { return [] }
        return [finding("insets of \(TransitionDump.number(insets.value)) points on both sides leave no room on a screen \(TransitionDump.number(Self.smallestContainerSide)) points across",
                        at: insets.range, in: transition, hint: Self.hint)]
    }
}
