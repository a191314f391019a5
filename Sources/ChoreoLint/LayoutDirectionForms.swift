import ChoreoSpec
import ChoreoYAML

/// What the two layout-direction rules (`hardcoded_horizontal_direction`, `mixed_layout_direction`)
/// read of a phase: whether its lowered motion follows the layout direction, and the written offsets
/// and anchors that do not, each with its leading/trailing spelling.
enum LayoutDirectionForms {
    /// A written value that stays on the same physical side in every language, and the spelling that
    /// would follow the layout direction instead (as it reads left to right).
    struct Physical {
        var written: String
        var layoutRelative: String
        var range: SourceRange
    }

    /// True when some view of the lowered phase follows the layout direction: a `fromLeading` or
    /// `fromTrailing` preset, a leading/trailing offset or anchor.
    static func follows(_ phase: Phase) -> Bool {
        [phase.incoming, phase.outgoing].contains { motion in
            motion.start.followsLayoutDirection || motion.end.followsLayoutDirection || motion.anchor.followsLayoutDirection
        }
    }

    /// The written offsets of `phase` with a horizontal part in the physical pair form `[x, y]`, in
    /// source order (`to` then `from`, `start` then `end`).
    static func physicalOffsets(in phase: PhaseSpec) -> [Physical] {
        states(of: phase).compactMap { state in
            guard !state.followsLayoutDirection, let offset = state[.offset], offset.value[0] != 0 else { return nil }
            let (x, y) = (offset.value[0], offset.value[1])
            return Physical(written: "[\(TransitionDump.number(x)), \(TransitionDump.number(y))]",
                            layoutRelative: layoutRelativeOffset(x: x, y: y), range: offset.range)
        }
    }

    /// The written anchors of `phase` off the vertical centre line that do not follow the layout
    /// direction (`left`, `topRight`, `[0, 0.5]`), with the leading/trailing name of the same point.
    static func physicalAnchors(in phase: PhaseSpec) -> [Physical] {
        states(of: phase).compactMap { state in
            guard let anchor = state.anchor, !anchor.value.followsLayoutDirection, anchor.value.x != 0.5 else { return nil }
            let point = anchor.value
            let name = UnitPoint.named.first { $0.point == point }?.name
            let mirrored = UnitPoint.named.first { $0.point == UnitPoint(x: point.x, y: point.y, followsLayoutDirection: true) }?.name
            guard let mirrored else { return nil }
            return Physical(written: name ?? "[\(TransitionDump.number(point.x)), \(TransitionDump.number(point.y))]",
                            layoutRelative: mirrored, range: anchor.range)
        }
    }

    /// `{ leading: 0.3 }` for `[-0.3, 0]`, `{ trailing: 1, down: 0.5 }` for `[1, 0.5]`.
    static func layoutRelativeOffset(x: Double, y: Double) -> String {
        let edge = x < 0 ? "leading" : "trailing"
        let vertical = y == 0 ? "" : ", \(y < 0 ? "up" : "down"): \(TransitionDump.number(abs(y)))"
        return "{ \(edge): \(TransitionDump.number(abs(x)))\(vertical) }"
    }

    private static func states(of phase: PhaseSpec) -> [ViewStateSpec] {
        [phase.to?.start, phase.to?.end, phase.from?.start, phase.from?.end].compactMap { $0 }
    }
}
