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

    /// What a lowered phase holds that the two rules ask about: whether some view follows the layout
    /// direction (a `fromLeading`/`fromTrailing` preset, a leading/trailing offset or anchor), and whether
    /// some state has a physical x offset or some view a physical anchor off the centre line (written, or a
    /// `fromLeft`/`fromRight` preset's). Read from the lowered phase, which is cheap, so that the written
    /// spec is read only for a phase that may have something to report; ask `followsLayout` first, since
    /// it reads only flags. (Lint of the benchmark's stream, callgrind: 1,529M instructions before the two
    /// rules read offsets, 1,750M when they read every written state, 1,582M like this, of which about 18M
    /// are the notes the stream now draws.)
    struct Directions {
        /// The phase, not copies of its two motions: holding it costs a retain, and its views are
        /// read in place.
        private let phase: Phase

        init(_ phase: Phase) {
            self.phase = phase
        }

        var followsLayout: Bool { Self.follows(phase.incoming) || Self.follows(phase.outgoing) }
        var hasPhysical: Bool { Self.isPhysical(phase.incoming) || Self.isPhysical(phase.outgoing) }

        private static func follows(_ motion: ViewMotion) -> Bool {
            motion.start.followsLayoutDirection || motion.end.followsLayoutDirection || motion.anchor.followsLayoutDirection
        }

        private static func isPhysical(_ motion: ViewMotion) -> Bool {
            (!motion.start.followsLayoutDirection && motion.start.offset.x != 0)
                || (!motion.end.followsLayoutDirection && motion.end.offset.x != 0)
                || (!motion.anchor.followsLayoutDirection && motion.anchor.x != 0.5)
        }
    }

    /// The written offsets of `phase` with a horizontal part in the physical pair form `[x, y]`, in
    /// source order (`to` then `from`, `start` then `end`).
    static func physicalOffsets(in phase: PhaseSpec) -> [Physical] {
        var found: [Physical] = []
        forEachState(of: phase) { state in
            guard !state.followsLayoutDirection, let offset = state[.offset], offset.value[0] != 0 else { return }
            let (x, y) = (offset.value[0], offset.value[1])
            found.append(Physical(written: "[\(TransitionDump.number(x)), \(TransitionDump.number(y))]",
                                  layoutRelative: layoutRelativeOffset(x: x, y: y), range: offset.range))
        }
        return found
    }

    /// The written anchors of `phase` off the vertical centre line that do not follow the layout
    /// direction (`left`, `topRight`, `[0, 0.5]`), with the leading/trailing name of the same point.
    static func physicalAnchors(in phase: PhaseSpec) -> [Physical] {
        var found: [Physical] = []
        forEachState(of: phase) { state in
            guard let anchor = state.anchor, !anchor.value.followsLayoutDirection, anchor.value.x != 0.5 else { return }
            let point = anchor.value
            let name = UnitPoint.named.first { $0.point == point }?.name
            let twin = UnitPoint(x: point.x, y: point.y, followsLayoutDirection: true)
            guard let mirrored = UnitPoint.named.first(where: { $0.point == twin })?.name else { return }
            found.append(Physical(written: name ?? "[\(TransitionDump.number(point.x)), \(TransitionDump.number(point.y))]",
                                  layoutRelative: mirrored, range: anchor.range))
        }
        return found
    }

    /// `{ leading: 0.3 }` for `[-0.3, 0]`, `{ trailing: 1, down: 0.5 }` for `[1, 0.5]`.
    static func layoutRelativeOffset(x: Double, y: Double) -> String {
        let edge = x < 0 ? "leading" : "trailing"
        let vertical = y == 0 ? "" : ", \(y < 0 ? "up" : "down"): \(TransitionDump.number(abs(y)))"
        return "{ \(edge): \(TransitionDump.number(abs(x)))\(vertical) }"
    }

    /// Each written state of the phase in source order (`to` then `from`, `start` then `end`); without
    /// building a list, since lint asks this of every phase of every spec.
    private static func forEachState(of phase: PhaseSpec, _ body: (ViewStateSpec) -> Void) {
        func visit(_ view: ViewSpec?) {
            guard let view else { return }
            if let start = view.start { body(start) }
            if let end = view.end { body(end) }
        }
        visit(phase.to)
        visit(phase.from)
    }
}
