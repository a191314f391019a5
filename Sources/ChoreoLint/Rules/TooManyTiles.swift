import ChoreoSpec
import ChoreoYAML

/// A slice with more tiles than a transition can carry.
public struct TooManyTiles: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "too_many_tiles",
        name: "Too many tiles",
        defaultSeverity: .error,
        rationale: """
            Every tile of a slice is a snapshot view, a mover and an animation that UIKit plays (and \
            a gesture scrubs) each frame; the incoming view's tiles are each taken after a screen \
            update. Past 100 tiles a transition drops frames on real devices, and the tiles are too \
            small to read as tiles anyway. The generated code and the preview move a view with more \
            tiles whole. Use fewer, larger tiles: a checkerboard of 4 × 6 reads as one.
            """,
        triggeringExamples: [
            """
            transition: Dust
            kind: navigation
            push:
              from:
                slice: { tiles: ↓[20, 40] }
                end: { alpha: 0 }
            pop: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Checkerboard
            kind: navigation
            push:
              from:
                slice: { tiles: [10, 10] }
                end: { alpha: 0 }
            pop: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for phase in transition.spec.phases {
            for view in PhaseView.allCases {
                guard let tiles = phase.value.view(view)?.slice?.value.tiles,
                      tiles.value.columns * tiles.value.rows > ViewSlice.maximumPieces else { continue }
                let count = tiles.value.columns * tiles.value.rows
                findings.append(finding(
                    "\(tiles.value.columns) × \(tiles.value.rows) is \(count) tiles, more than the \(ViewSlice.maximumPieces) a slice may have",
                    at: tiles.range, in: transition,
                    hint: "use fewer, larger tiles, such as [4, 6]; with more the view moves whole"))
            }
        }
        return findings
    }
}
