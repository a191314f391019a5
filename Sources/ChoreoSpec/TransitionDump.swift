/// A stable, readable text form of a resolved `Transition`, for golden files and debugging.
///
/// Deterministic by construction: fixed field order, numbers rounded to 6 decimals and printed in
/// their shortest form, resting view states spelled `resting`, and only the fields of a state that
/// differ from rest. A golden diff therefore shows what a change in lowering really changed.
public enum TransitionDump {
    public static func render(_ transition: Transition) -> String {
        var lines: [String] = []
        lines.append("transition \(transition.name.isEmpty ? "<unnamed>" : transition.name)")
        lines.append("  kind: \(transition.kind.rawValue)")
        lines.append("  presentationStyle: \(transition.presentationStyle?.rawValue ?? "-")")
        lines.append("  delegate: \(transition.delegateRetention.rawValue)")
        if let sheet = transition.nativeSheet {
            lines.append("  sheet: " + render(sheet))
        }
        if let container = transition.container {
            lines.append("  container: " + render(container))
        }
        lines.append("  reduceMotion: \(transition.reduceMotion.rawValue)")
        let disabled = transition.disabledRules.map(\.value)
        lines.append("  lintDisable: \(disabled.isEmpty ? "-" : disabled.joined(separator: ", "))")
        for phase in transition.phases {
            lines += render(phase)
        }
        if transition.backward == nil {
            lines.append("\(transition.kind.phaseRoles.backward.rawValue): UIKit default")
        }
        if let source = transition.source {
            lines.append("source \(source.id), fallback \(source.fallback.rawValue)")
        }
        for element in transition.sharedElements {
            let radii = element.cornerRadius.map { " cornerRadius \(number($0.from)) -> \(number($0.to))" } ?? ""
            lines.append("shared \(element.id)\(radii)")
        }
        for interaction in transition.interactions {
            lines.append("interactive \(interaction.role.rawValue): \(interaction.gesture.rawValue)"
                + " direction \(interaction.direction.rawValue) edge \(interaction.edge.rawValue)"
                + " finishAt \(number(interaction.finishAt)) finishVelocity \(number(interaction.finishVelocity))"
                + (interaction.scrollView == .handoff ? " scrollView handoff" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func render(_ phase: Phase) -> [String] {
        var lines = ["\(phase.role.rawValue):\(phase.isMirrored ? " (mirrored)" : "")"]
        var header = "  effect \(phase.effect?.rawValue ?? "-")"
        if let direction = phase.direction { header += " \(direction.rawValue)" }
        header += ", order \(phase.order.rawValue)"
        lines.append(header)
        lines.append("  duration \(number(phase.duration)), delay \(number(phase.delay)), total \(number(phase.totalDuration))")
        lines.append("  timing \(render(phase.timing))")
        if let stagger = phase.stagger {
            lines.append("  stagger \(number(stagger.step))\(stagger.lastFirst ? " last first" : "")")
        }
        lines.append("  to: \(render(phase.incoming))")
        lines.append("  from: \(render(phase.outgoing))")
        return lines
    }

    static func render(_ timing: Timing) -> String {
        switch timing {
        case .curve(let curve):
            let points = curve.controlPoints
            let name: String
            switch curve {
            case .linear: name = "linear"
            case .easeIn: name = "easeIn"
            case .easeOut: name = "easeOut"
            case .easeInOut: name = "easeInOut"
            case .bezier: name = "bezier"
            }
            return "curve \(name) [\([points.x1, points.y1, points.x2, points.y2].map(number).joined(separator: ", "))]"
        case .spring(let spring):
            let form: String
            switch spring.form {
            case .uikit(let ratio): form = "uikit(dampingRatio \(number(ratio)))"
            case .bounce(let duration, let bounce): form = "bounce(duration \(number(duration)), bounce \(number(bounce)))"
            case .response(let response, let ratio): form = "response(response \(number(response)), dampingRatio \(number(ratio)))"
            case .physical: form = "physical"
            }
            return "spring \(form) mass \(number(spring.mass)) stiffness \(number(spring.stiffness))"
                + " damping \(number(spring.damping)) velocity \(number(spring.initialVelocity))"
                + " ratio \(number(spring.dampingRatio)) settling \(number(spring.settlingDuration))"
        }
    }

    static func render(_ motion: ViewMotion) -> String {
        var text = motion.stops.map { stop in
            motion.isKeyframed ? "\(number(stop.at)) \(render(stop.state))" : render(stop.state)
        }.joined(separator: " -> ")
        if motion.anchor != .center {
            let name = UnitPoint.named.first { $0.point == motion.anchor }?.name
            text += ", anchor \(name ?? "[\(number(motion.anchor.x)), \(number(motion.anchor.y))]")"
        }
        if motion.delay != 0 { text += ", delay \(number(motion.delay))" }
        if let perspective = motion.perspective, motion.isThreeDimensional { text += ", perspective \(number(perspective))" }
        if let mask = motion.mask {
            let origin = render(mask.origin)
            text += ", mask \(mask.shape.rawValue) \(mask.grows ? "from \(origin) to cover" : "from cover to \(origin)")"
        }
        if let zoom = motion.zoom {
            text += ", zoom \(zoom.aspect.rawValue) \(zoom.grows ? "from" : "into") \(render(zoom.origin))"
        }
        if let slice = motion.slice {
            switch slice.cut {
            case .split(let split, .fraction(let at)): text += ", slice \(split.rawValue) at \(number(at))"
            case .split(let split, .source): text += ", slice \(split.rawValue) at source"
            case .tiles(let columns, let rows): text += ", slice tiles \(columns)x\(rows)"
            }
        }
        return text
    }

    /// Each property the state sets, in catalogue order: `offset [0, 1]`, `scale 0.5`, `alpha 0`.
    /// `source`, or the point as `[x, y]`.
    public static func render(_ origin: EffectOrigin) -> String {
        switch origin {
        case .source: return "source"
        case .point(let point): return "[\(number(point.x)), \(number(point.y))]"
        }
    }

    static func render(_ state: ViewState) -> String {
        if state.isResting { return "resting" }
        var fields: [String] = []
        for property in ViewProperty.catalogue where state.sets(property) {
            let value = state[property]!
            var text = property.name + " "
            if case .scale = property.key.type, value[0] == value[1] {
                text += number(value[0])
            } else {
                text += value.count == 1 ? number(value[0]) : "[" + value.map(number).joined(separator: ", ") + "]"
            }
            if property.mirrorsWithLayoutDirection, state.followsLayoutDirection { text += " layout" }
            fields.append(text)
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func render(_ sheet: NativeSheet) -> String {
        "detents [\(sheet.detents.map(\.written).joined(separator: ", "))], grabber \(sheet.grabber),"
            + " cornerRadius \(sheet.cornerRadius.map(number) ?? "system"), undimmedUpTo \(sheet.undimmedUpTo?.written ?? "none"),"
            + " expandsOnScroll \(sheet.expandsOnScroll), edgeAttachedInCompactHeight \(sheet.edgeAttachedInCompactHeight)"
    }

    static func render(_ container: Container) -> String {
        func length(_ length: Container.Length) -> String {
            switch length {
            case .fraction(let fraction): return number(fraction)
            case .points(let points): return "\(number(points))pt"
            case .fit: return "fit"
            }
        }
        let insets = container.insets
        let written = insets.isUniform ? number(insets.top)
            : "{ top \(number(insets.top)), leading \(number(insets.leading)), bottom \(number(insets.bottom)), trailing \(number(insets.trailing)) }"
        // The curve is named only when it is not the default, continuous.
        let curve = container.cornerCurve == .continuous ? "" : " \(container.cornerCurve.rawValue)"
        let height = container.hasDetents ? "[" + container.detents.map(length).joined(separator: ", ") + "]" : length(container.height)
        return "height \(height), width \(length(container.width)), \(container.alignment.rawValue),"
            + " insets \(written), cornerRadius \(number(container.cornerRadius))\(curve),"
            + " dimming \(number(container.dimming)),\(container.blur.map { " blur \($0.rawValue)," } ?? "") dismissOnTapOutside \(container.dismissOnTapOutside)"
            + (container.behind.map { ", behind \(render($0))" } ?? "")
            + (container.statusBar == .presenting ? "" : ", statusBar \(container.statusBar.rawValue)")
            + (container.grabber ? ", grabber" : "") + (container.haptics ? ", haptics" : "")
    }

    /// Rounded to 6 decimals, shortest form, no trailing `.0`, no negative zero.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value > 0 ? "inf" : "-inf" }
        var rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
