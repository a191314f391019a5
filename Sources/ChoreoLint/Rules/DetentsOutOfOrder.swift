import ChoreoSpec

/// A sheet's detents (`height: [0.4, 1]`) written out of order or twice.
public struct DetentsOutOfOrder: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "detents_out_of_order",
        name: "Detents out of order",
        defaultSeverity: .error,
        rationale: """
            A list of heights gives a bottom sheet detents: it comes to rest at the first, and a drag \
            moves it between them. They are written lowest first, so that the first is the one it \
            rests at and the list reads as the sheet grows. Two fractions or two point sizes out of \
            that order, or the same height twice (a detent a drag can never leave for its twin), are \
            a slip: the hint gives the list sorted. A fraction and a point size, or `fit`, cannot be \
            ordered without the screen; the generated code sorts those by the heights they come to.
            """,
        triggeringExamples: [
            """
            transition: Sheet
            kind: modal
            presentation:
              style: custom
              container: { height: [1, ↓0.4] }
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
              container: { height: [{ points: 200 }, 0.5, ↓{ points: 200 }] }
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
              container: { height: [0.4, 1] }
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
              container: { height: [fit, { points: 300 }, 0.5, 1] }
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let detents = transition.spec.presentation?.container?.detents, detents.count > 1 else { return [] }
        for (index, detent) in detents.enumerated() {
            for earlier in detents[..<index] {
                guard let order = Self.compare(earlier.value, detent.value), order >= 0 else { continue }
                let message = order == 0
                    ? "height \(detent.value.written) is a detent twice"
                    : "detent \(detent.value.written) comes after the taller \(earlier.value.written); detents go lowest first"
                return [finding(message, at: detent.range, in: transition,
                                hint: "write 'height: \(Self.sortedList(detents.map(\.value)))'")]
            }
        }
        return []
    }

    /// Positive when `a` is taller than `b`, 0 when they are the same, nil when only the screen can tell.
    static func compare(_ a: Container.Length, _ b: Container.Length) -> Int? {
        switch (a, b) {
        case (.fraction(let x), .fraction(let y)), (.points(let x), .points(let y)):
            return x == y ? 0 : x > y ? 1 : -1
        case (.fit, .fit):
            return 0
        default:
            return nil
        }
    }

    /// The list with each kind's heights sorted into the places that kind has, and duplicates dropped.
    static func sortedList(_ detents: [Container.Length]) -> String {
        let fractions = Set(detents.compactMap { if case .fraction(let x) = $0 { return x } else { return nil } }).sorted()
        let points = Set(detents.compactMap { if case .points(let x) = $0 { return x } else { return nil } }).sorted()
        var nextFraction = fractions.makeIterator(), nextPoints = points.makeIterator()
        var sawFit = false
        var result: [Container.Length] = []
        for detent in detents {
            switch detent {
            case .fraction: if let x = nextFraction.next() { result.append(.fraction(x)) }
            case .points: if let x = nextPoints.next() { result.append(.points(x)) }
            case .fit: if !sawFit { sawFit = true; result.append(.fit) }
            }
        }
        return "[" + result.map(\.written).joined(separator: ", ") + "]"
    }
}
