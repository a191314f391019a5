import ChoreoSpec

/// Swift expressions for a phase's motion in the support file's types (`ChoreoMotion`,
/// `ChoreoViewMotion`, `ChoreoViewState`), leaving out every argument that equals its default so
/// that a literal says only what the spec says.
enum MotionLiteral {
    /// `return ChoreoMotion(` then one argument a line (`duration: 0.4`, `incomingOnTop: true`,
    /// `incoming: ChoreoViewMotion(…)`), then `)`, at the printer's indentation.
    static func emitReturn(_ phase: Phase, into p: inout CodePrinter) {
        var arguments = [
            "duration: \(SwiftLiteral.number(duration(of: phase)))",
            "incomingOnTop: \(phase.order == .toAbove)",
        ]
        if hasContent(phase.incoming) {
            arguments.append("incoming: " + viewMotion(phase.incoming, in: phase))
        }
        if hasContent(phase.outgoing) {
            arguments.append("outgoing: " + viewMotion(phase.outgoing, in: phase))
        }
        p.block("return ChoreoMotion(", closer: ")") { p in
            p.lines(arguments.joined(separator: ",\n"))
        }
    }

    /// `Phase.totalDuration`; should a spring never settle (lint reports that as an error, so it
    /// reaches the emitter only through the API), the nominal duration stands in, never zero.
    static func duration(of phase: Phase) -> Double {
        if phase.totalDuration.isFinite { return phase.totalDuration }
        return phase.delay + max(phase.incoming.delay, phase.outgoing.delay) + phase.duration
    }

    /// False when the view rests through the whole phase (the default `ChoreoViewMotion()`).
    private static func hasContent(_ motion: ViewMotion) -> Bool {
        !motion.isStill || motion.anchor != .center
    }

    /// `ChoreoViewMotion(start: …, keyframes: […], end: …, window: …, anchor: …, delay: …, perspective: …, mask: …,
    /// zoom: …, slice: …)`, in declaration order, as the memberwise initializer wants them.
    private static func viewMotion(_ motion: ViewMotion, in phase: Phase) -> String {
        viewMotion(motion, phaseDelay: phase.delay, phase: phase)
    }

    /// A motion outside any phase, such as a container's `behind` (`ChoreoViewMotion(end: …)`): no phase delay, and no
    /// slice, which only a phase's view has.
    static func viewMotion(_ motion: ViewMotion) -> String {
        viewMotion(motion, phaseDelay: 0, phase: nil)
    }

    private static func viewMotion(_ motion: ViewMotion, phaseDelay: Double, phase: Phase?) -> String {
        var arguments: [String] = []
        if !motion.start.isResting { arguments.append("start: " + viewState(motion.start)) }
        if !motion.keyframes.isEmpty {
            let keyframes = motion.keyframes.map { "ChoreoKeyframe(at: \(SwiftLiteral.number($0.at)), state: \(viewState($0.state)))" }
            arguments.append("keyframes: [\(keyframes.joined(separator: ", "))]")
        }
        if !motion.end.isResting { arguments.append("end: " + viewState(motion.end)) }
        if motion.window != .whole { arguments.append("window: " + range(motion.window)) }
        if motion.anchor != .center {
            arguments.append("anchor: " + SwiftLiteral.point(x: motion.anchor.x, y: motion.anchor.y))
            if motion.anchor.followsLayoutDirection { arguments.append("anchorFollowsLayoutDirection: true") }
        }
        let delay = phaseDelay + motion.delay
        if delay > 0 { arguments.append("delay: " + SwiftLiteral.number(delay)) }
        if let perspective = motion.perspective, motion.isThreeDimensional {
            arguments.append("perspective: " + SwiftLiteral.number(perspective))
        }
        if let mask = motion.mask { arguments.append("mask: " + self.mask(mask)) }
        if let zoom = motion.zoom { arguments.append("zoom: " + self.zoom(zoom)) }
        if let slice = motion.slice, let phase { arguments.append("slice: " + self.slice(slice, in: phase)) }
        return "ChoreoViewMotion(\(arguments.joined(separator: ", ")))"
    }

    /// `ChoreoMask(shape: .circle, grows: false)`, `ChoreoMask(shape: .capsule, origin: CGPoint(x: 0.9, y: 0.9))`: a
    /// mask whose origin is nil starts at the source view.
    static func mask(_ mask: ViewMask) -> String {
        var arguments = ["shape: .\(mask.shape.rawValue)"]
        if case .point(let point) = mask.origin { arguments.append("origin: " + SwiftLiteral.point(x: point.x, y: point.y)) }
        if !mask.grows { arguments.append("grows: false") }
        return "ChoreoMask(\(arguments.joined(separator: ", ")))"
    }

    /// `ChoreoZoom()` (fit, from the source view), `ChoreoZoom(origin: CGPoint(x: 0.5, y: 1), aspect: .fill, grows: false)`.
    static func zoom(_ zoom: ViewZoom) -> String {
        var arguments: [String] = []
        if case .point(let point) = zoom.origin { arguments.append("origin: " + SwiftLiteral.point(x: point.x, y: point.y)) }
        if zoom.aspect != .fit { arguments.append("aspect: .\(zoom.aspect.rawValue)") }
        if !zoom.grows { arguments.append("grows: false") }
        return "ChoreoZoom(\(arguments.joined(separator: ", ")))"
    }

    /// `ChoreoSlice(cut: .vertical(at: 0.5))`, `ChoreoSlice(cut: .horizontal(at: nil))` (at the source view),
    /// `ChoreoSlice(cut: .tiles(columns: 4, rows: 6), step: 0.04, lastFirst: true)`: a staggered phase's step between
    /// pieces as a fraction of its run, as the pieces' windows are.
    static func slice(_ slice: ViewSlice, in phase: Phase) -> String {
        var arguments: [String]
        switch slice.cut {
        case .split(let split, let at):
            let line: String
            switch at {
            case .fraction(let fraction): line = SwiftLiteral.number(fraction)
            case .source: line = "nil"
            }
            arguments = ["cut: .\(split.rawValue)(at: \(line))"]
        case .tiles(let columns, let rows):
            arguments = ["cut: .tiles(columns: \(columns), rows: \(rows))"]
        }
        if let stagger = phase.stagger, phase.run > 0 {
            arguments.append("step: " + SwiftLiteral.number(stagger.step / phase.run))
            if stagger.lastFirst { arguments.append("lastFirst: true") }
        }
        return "ChoreoSlice(\(arguments.joined(separator: ", ")))"
    }

    /// `0.5...1`: a window as the `ClosedRange<Double>` the support file takes.
    static func range(_ window: MotionWindow) -> String {
        "\(SwiftLiteral.number(window.start))...\(SwiftLiteral.number(window.end))"
    }

    /// `ChoreoViewState(scaleX: 0.1, scaleY: 0.1, alpha: 0)`: each property the state sets, in
    /// catalogue order, which is the declaration order (`ViewProperty.SwiftForm`); a `CGPoint` when
    /// any of its numbers is set, else each `CGFloat` that is. The layout-direction flag follows the
    /// property that declares it, when the state follows the layout direction and something in it
    /// mirrors (a first number of a mirroring property that is not 0).
    private static func viewState(_ state: ViewState) -> String {
        let mirrors = state.followsLayoutDirection && ViewProperty.catalogue.contains { property in
            property.mirrorsWithLayoutDirection && (state[property]?[0] ?? 0) != 0
        }
        var arguments: [String] = []
        for property in ViewProperty.catalogue {
            if state.sets(property), let value = state[property] {
                switch property.swift.labels {
                case .point(let label):
                    arguments.append("\(label): " + SwiftLiteral.point(x: value[0], y: value[1]))
                case .numbers(let labels):
                    for (index, label) in labels.enumerated() where value[index] != property.rest?[index] {
                        arguments.append("\(label): \(SwiftLiteral.number(value[index]))")
                    }
                case .structure(let label, let type, let fields, let defaults):
                    let fieldArguments = fields.indices.filter { value[$0] != defaults[$0] }
                        .map { "\(fields[$0]): \(SwiftLiteral.number(value[$0]))" }
                    arguments.append("\(label): \(type)(\(fieldArguments.joined(separator: ", ")))")
                }
            }
            if mirrors, let flag = property.swift.layoutDirectionLabel {
                arguments.append("\(flag): true")
            }
        }
        return "ChoreoViewState(\(arguments.joined(separator: ", ")))"
    }
}
