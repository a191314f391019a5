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
    func applyKeyframes(of written: ViewSpec, to motion: inout ViewMotion) {
        if let during = written.during, during.value.start < during.value.end {
            motion.window = during.value
        }
        let window = motion.window
        var inside: [(at: Double, state: ViewState, written: [ViewProperty])] = []
        for keyframe in written.keyframes {
            guard let at = keyframe.at?.value else { continue }
            let properties = keyframe.state.written.map(\.property)
            if at == window.start || at == window.end {
                let isStart = at == window.start
                let ownEnd = isStart ? written.start : written.end
                for (property, value) in keyframe.state.written where ownEnd?[property] == nil {
                    if isStart { motion.start[property] = value.value } else { motion.end[property] = value.value }
                }
            } else if at > window.start && at < window.end {
                var state = ViewState()
                apply(keyframe.state, to: &state)
                inside.append((at, state, properties))
            }
        }
        inside.sort { $0.at < $1.at }
        Self.fadeOneSided(&motion, keyframes: inside.map { ($0.state, $0.written) })
        guard !inside.isEmpty else { return }
        let stops = [(at: window.start, state: motion.start, written: ViewProperty.catalogue)] + inside
            + [(at: window.end, state: motion.end, written: ViewProperty.catalogue)]
        motion.keyframes = inside.indices.map { index in
            let position = index + 1
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

    /// The numbers of `property` at stop `position`, which does not write it: on the line between the
    /// nearest stops before and after that have it, or the one of them there is; nil when neither has
    /// it (a corner radius left at the view's own).
    private static func filled(_ property: ViewProperty, at position: Int,
                               of stops: [(at: Double, state: ViewState, written: [ViewProperty])]) -> [Double]? {
        func has(_ index: Int) -> Bool { stops[index].written.contains(property) && stops[index].state[property] != nil }
        let before = stops[..<position].indices.last(where: has)
        let after = stops[(position + 1)...].indices.first(where: has)
        switch (before, after) {
        case let (before?, after?):
            let a = stops[before], b = stops[after]
            let fraction = (stops[position].at - a.at) / (b.at - a.at)
            return zip(a.state[property]!, b.state[property]!).map { $0 + ($1 - $0) * fraction }
        case let (before?, nil): return stops[before].state[property]
        case let (nil, after?): return stops[after].state[property]
        case (nil, nil): return nil
        }
    }

    /// A property that fades (`ViewProperty.fadesWith`: a shadow) fades in from an end that does not
    /// set it and out to one: that end takes the nearest state's numbers that sets it (the other end,
    /// or the first or last keyframe that does) with the fading number at 0.
    private static func fadeOneSided(_ motion: inout ViewMotion, keyframes: [(state: ViewState, written: [ViewProperty])]) {
        for property in ViewProperty.catalogue {
            guard let fading = property.fadesWith else { continue }
            let setting = [motion.start[property]] + keyframes.map { $0.written.contains(property) ? $0.state[property] : nil }
                + [motion.end[property]]
            if motion.start[property] == nil, var first = setting.compactMap({ $0 }).first {
                first[fading] = 0
                motion.start[property] = first
            }
            if motion.end[property] == nil, var last = setting.compactMap({ $0 }).last {
                last[fading] = 0
                motion.end[property] = last
            }
        }
    }
}
