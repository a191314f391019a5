extension Phase {
    /// This phase played backwards as its counterpart, which is what `reverse` means.
    ///
    /// The views swap roles — the view that arrived now leaves the way it came (`to.start` becomes
    /// `from.end`, `to.end` becomes `from.start`, and the other way round) — the stacking order flips
    /// so the same view stays on top, a curve is reversed in time (easeIn ↔ easeOut), and a spring
    /// stays as it is, since a spring released toward the old position is what a user expects from
    /// a physical motion. Each view keeps its own delay, its keyframes and window run backwards in
    /// time, a stagger starts from the other end, and the direction becomes its opposite.
    public func mirrored(as role: PhaseRole) -> Phase {
        let timing: Timing
        switch self.timing {
        case .curve(let curve): timing = .curve(curve.timeReversed)
        case .spring(let spring): timing = .spring(spring)
        }
        return Phase(
            role: role, duration: duration, delay: delay, timing: timing, order: order.flipped,
            incoming: outgoing.timeReversed, outgoing: incoming.timeReversed,
            effect: effect, direction: direction?.opposite, isMirrored: true, stagger: stagger.map { Stagger(step: $0.step, lastFirst: !$0.lastFirst) })
    }

    /// The main way the views travel in this phase: the larger of the outgoing view's and the
    /// incoming view's displacement (from start to end); nil when neither moves.
    public var motion: Offset? {
        func travel(_ view: ViewMotion) -> Offset {
            let start = view.start.offset, end = view.end.offset
            return Offset(x: end.x - start.x, y: end.y - start.y, isLayoutRelative: start.isLayoutRelative || end.isLayoutRelative)
        }
        let out = travel(outgoing)
        let inc = travel(incoming)
        let outLength = out.x * out.x + out.y * out.y
        let incLength = inc.x * inc.x + inc.y * inc.y
        if outLength == 0 && incLength == 0 { return nil }
        return outLength >= incLength ? out : inc
    }
}
