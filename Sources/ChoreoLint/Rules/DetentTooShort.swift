import ChoreoSpec

/// A sheet detent too short to take hold of on the smallest screen.
public struct DetentTooShort: Rule {
    public init() {}

    /// The height of the smallest iPhone screen an app may run on (iPhone SE, 320 × 568 points).
    public static let smallestContainerHeight = 568.0
    /// The smallest target a finger hits reliably (Apple's Human Interface Guidelines: 44 × 44 points).
    public static let minimumTouchTarget = 44.0

    public static let description = RuleDescription(
        id: "detent_too_short",
        name: "Detent too short",
        defaultSeverity: .warning,
        rationale: """
            A detent is a height a sheet rests at and is dragged from. Shorter than 44 points, the \
            smallest target a finger hits reliably, there is nothing to take hold of: the sheet's \
            content does not fit and the drag up misses it. A fraction counts on the smallest \
            iPhone screen, 568 points high, where 0.05 is 28 points. With a grabber the sheet needs \
            room below the grabber too. Give the lowest detent at least 44 points, or leave it out \
            and let the sheet be dismissed instead.
            """,
        triggeringExamples: [
            """
            transition: Sheet
            kind: modal
            presentation:
              style: custom
              container: { height: [↓0.05, 0.5, 1] }
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: Sheet
            kind: modal
            presentation:
              style: custom
              container: { height: [↓{ points: 20 }, 1] }
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Sheet
            kind: modal
            presentation:
              style: custom
              container: { height: [{ points: 120 }, 0.5, 1] }
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let detents = transition.spec.presentation?.container?.detents, detents.count > 1 else { return [] }
        for detent in detents {
            let height: Double
            switch detent.value {
            case .fraction(let fraction): height = fraction * Self.smallestContainerHeight
            case .points(let points): height = points
            case .fit: continue
            }
            guard height < Self.minimumTouchTarget else { continue }
            let onScreen = detent.value == .points(height) ? "" : " on a screen \(Format.number(Self.smallestContainerHeight)) points high"
            return [finding(
                "a detent \(Format.number((height * 10).rounded() / 10)) points high\(onScreen) leaves nothing to take hold of",
                at: detent.range, in: transition,
                hint: "give every detent at least \(Format.number(Self.minimumTouchTarget)) points, such as '{ points: 120 }', or drop the shortest")]
        }
        return []
    }
}
