/// A view's `keyframes:` and `during:` lowered onto its motion.
///
/// Each keyframe becomes a whole state: what it writes, and every property it leaves out where the
/// straight line between the neighbouring stops that set that property puts it at the keyframe's
/// moment (as CSS keyframes fill their gaps), so that no property snaps to rest in the middle of a
/// motion. A keyframe at the very start or end of the window is laid over that end's state, except
/// for what the spec's own `start:`/`end:` sets (`keyframe_contradicts_state` reports a difference).
/// Keyframes out of order or outside the window are lint's to report (`keyframes_out_of_order`);
/// lowering plays the ones inside the window in the order of their fractions. Every view passes
/// through here, keyframed or not, for the fading of a one-sided shadow.
extension SpecLowering {
    /// A stop as written: the properties it sets itself, which the others are filled between. The
    /// start and end states set every property they have.
    private struct WrittenStop {
        var at: Double
        var state: ViewState
        var written: [ViewProperty]

        func sets(_ property: ViewProperty) -> Bool { written.contains(property) && state[property] != nil }
    }

    func applyKeyframes(of written: ViewSpec, to motion: inout ViewMotion) {
        if let during = written.during, during.value.start < during.value.end {
            motion.window = during.value
        }
        let window = motion.window
        var inside: [WrittenStop] = []
        for keyframe in written.keyframes {
            guard let at = keyframe.at?.value, at >= window.start, at <= window.end else { continue }
            if at == window.start || at == window.end {
                let ownState = at == window.start ? written.start : written.end
                for (property, value) in keyframe.state.written where ownState?[property] == nil {
                    if at == window.start { motion.start[property] = value.value } else { motion.end[property] = value.value }
                }
            } else {
                var state = ViewState()
                Self.apply(keyframe.state, to: &state)
                inside.append(WrittenStop(at: at, state: state, written: keyframe.state.written.map(\.property)))
            }
        }
        inside.sort { $0.at < $1.at }
        Self.fadeOneSided(&motion, keyframes: inside)
        guard !inside.isEmpty else { return }
        let stops = [WrittenStop(at: window.start, state: motion.start, written: ViewProperty.catalogue)] + inside
            + [WrittenStop(at: window.end, state: motion.end, written: ViewProperty.catalogue)]
        motion.keyframes = (1..<stops.count - 1).map { position in
            var state = stops[position].state
            for property in ViewProperty.catalogue where !stops[position].written.contains(property) {
                state[property] = Self.filled(property, at: position, of: stops)
            }
            if !stops[position].written.contains(.offset) {
                state.followsLayoutDirection = motion.start.followsLayoutDirection || motion.end.followsLayoutDirection
            }
            if state.numbersAreAtRest { state.followsLayoutDirection = false }
            return Keyframe(at: stops[position].at, state: state)
        }
    }

    /// The numbers of `property` at stop `position`, which does not set it: on the line between the
    /// nearest stops before and after that do, or the one of them there is; nil when neither has it
    /// (a corner radius left at the view's own).
    private static func filled(_ property: ViewProperty, at position: Int, of stops: [WrittenStop]) -> [Double]? {
        let before = stops[..<position].last { $0.sets(property) }
        let after = stops[(position + 1)...].first { $0.sets(property) }
        switch (before, after) {
        case let (before?, after?):
            // Keyframes at one moment (`keyframes_out_of_order`) leave no line between them: the first holds.
            guard after.at > before.at else { return before.state[property] }
            let fraction = (stops[position].at - before.at) / (after.at - before.at)
            return zip(before.state[property]!, after.state[property]!).map { $0 + ($1 - $0) * fraction }
        case let (before?, nil): return before.state[property]
        case let (nil, after?): return after.state[property]
        case (nil, nil): return nil
        }
    }

    /// A property that fades (`ViewProperty.fadesWith`: a shadow) fades in from an end that does not
    /// set it and out to one: that end takes the numbers of the nearest state that sets it (the other
    /// end, or the first or last keyframe that does) with the fading number at 0.
    private static func fadeOneSided(_ motion: inout ViewMotion, keyframes: [WrittenStop]) {
        for property in ViewProperty.catalogue {
            guard let fading = property.fadesWith else { continue }
            let setting = keyframes.filter { $0.sets(property) }
            if motion.start[property] == nil, var first = setting.first?.state[property] ?? motion.end[property] {
                first[fading] = 0
                motion.start[property] = first
            }
            if motion.end[property] == nil, var last = setting.last?.state[property] ?? motion.start[property] {
                last[fading] = 0
                motion.end[property] = last
            }
        }
    }
}
