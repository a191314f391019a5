/// Writes v1 transition specs the way people write them: every key of the language, in the
/// proportions a real app's specs would have (mostly modal and navigation, presets with a few
/// overrides, `reverse` for most backward phases, a comment here and there, flow and block style
/// mixed), with names, numbers and shapes drawn from a seeded `SplitMix64`.
///
/// Every spec it writes is valid: no error diagnostics from reading, decoding, lowering or
/// linting (the benchmark checks this, so that it measures the path real specs take, not the
/// error path). A few draw warnings or notes on purpose, as real specs do.
struct SpecGenerator {
    private var random: SplitMix64
    /// Makes every name unique across one corpus, so `duplicate_transition_name` never fires.
    private var serial = 0
    private let namePrefix: String

    init(seed: UInt64, namePrefix: String = "") {
        random = SplitMix64(seed: seed)
        self.namePrefix = namePrefix
    }

    private static let subjects = [
        "Card", "Photo", "Profile", "Settings", "Detail", "Sheet", "Menu", "Player", "Album", "Story",
        "Checkout", "Onboarding", "Map", "Search", "Inbox", "Comment", "Gallery", "Login", "Cart", "Feed",
    ]
    private static let motions = [
        "Pop", "Slide", "Reveal", "Zoom", "Fade", "Drawer", "Push", "Cover", "Flip", "Lift", "Drop", "Swipe",
    ]
    private static let commentLines = [
        "Keep the timing in step with the design system's motion tokens.",
        "The presented card should feel light: a short spring, no overshoot.",
        "Matches the hero animation on the home screen.",
        "Reviewed with design; see the motion spec in Figma.",
        "Used from the tab bar and from deep links; both paths present it modally.",
        "The back swipe must keep working here: QA checks it on every release.",
        "Shorter than the default, because the screen is opened many times a session.",
        "The outgoing screen stays visible underneath, so no full-screen style here.",
    ]
    private static let trailingComments = [
        "# design token: motion.standard", "# matches the system feel", "# tuned on device",
        "# see the motion guidelines", "# keep in step with the Android app",
    ]

    /// One spec document (without the `---` separator), ending in a newline.
    mutating func nextSpec() -> String {
        serial += 1
        let kind = pickWeighted([("modal", 50), ("navigation", 35), ("segue", 15)])
        var out = ""
        if random.chance(0.25) { out += "# yaml-language-server: $schema=../Docs/transition.schema.json\n" }
        if random.chance(0.6) {
            out += "#\n# \(random.pick(Self.commentLines))\n"
            if random.chance(0.5) { out += "# \(random.pick(Self.commentLines))\n" }
        }
        let name = namePrefix + random.pick(Self.subjects) + random.pick(Self.motions) + String(serial)
        out += random.chance(0.1) ? "transition: \"\(name)\"\n" : "transition: \(name)\n"
        out += "kind: \(kind)\n"

        let (forwardKey, backwardKey) = kind == "navigation" ? ("push", "pop") : (kind == "segue" ? ("perform", "dismiss") : ("present", "dismiss"))
        // Under these styles UIKit keeps the presenting view out of the animator's hands, so a spec
        // that moves it draws `presenting_view_motion_ignored`; the generator leaves it alone there.
        var presentingStays = false
        if kind != "navigation" {
            let style = pickWeighted([("custom", 60), ("fullScreen", 20), ("overFullScreen", 12), ("currentContext", 4), ("overCurrentContext", 4)])
            presentingStays = ["custom", "overFullScreen", "overCurrentContext"].contains(style)
            if random.chance(0.3) {
                out += "presentation: { style: \(style)\(random.chance(0.3) ? ", delegate: retained" : "") }\n"
            } else {
                out += "presentation:\n  style: \(style)\n"
                if random.chance(0.2) { out += "  delegate: retained\n" }
            }
        }

        let forward = forwardPhase(kind: kind, presentingStays: presentingStays)
        out += "\(forwardKey):\n" + forward.text
        let backwardStyle = pickWeighted([("reverse", 72), ("explicit", 26), ("missing", 2)])
        var backwardAnimated = true
        switch backwardStyle {
        case "reverse": out += "\(backwardKey): reverse\n"
        case "explicit": out += "\(backwardKey):\n" + backwardPhase(kind: kind, forward: forward, presentingStays: presentingStays)
        default: backwardAnimated = false
        }

        let wantsInteraction = kind == "navigation" ? random.chance(0.96) : random.chance(0.3)
        if wantsInteraction, backwardAnimated {
            out += interaction(kind: kind, backwardKey: backwardKey, forward: forward)
        }
        if forward.largeMotion == false, random.chance(0.1) {
            out += "reduceMotion: same\n"
        } else if random.chance(0.2) {
            out += "reduceMotion: \(random.pick(["crossfade", "none"]))\n"
        }
        if forward.suppressesDuration {
            out += random.chance(0.5)
                ? "lint:\n  disable: [duration_out_of_range]   # a deliberately slow, decorative transition\n"
                : "lint: { disable: [duration_out_of_range] }\n"
        }
        return out
    }

    // MARK: - Phases

    struct Forward {
        var text: String
        var effect: String?
        /// The direction word, for directional presets.
        var direction: String?
        var largeMotion: Bool
        var suppressesDuration: Bool
    }

    private mutating func forwardPhase(kind: String, presentingStays: Bool) -> Forward {
        let effects: [(String, Int)]
        switch kind {
        case "navigation": effects = [("push", 55), ("slide", 12), ("cover", 12), ("uncover", 6), ("fade", 10), ("none", 5)]
        case "segue": effects = [("fade", 30), ("slide", 20), ("cover", 20), ("zoom", 15), ("pop", 15)]
        default: effects = [("cover", 22), ("slide", 18), ("fade", 14), ("pop", 14), ("zoom", 10), ("push", 6), ("uncover", 6), ("rotate", 4), ("none", 6)]
        }
        var effect = pickWeighted(effects)
        if presentingStays, effect == "uncover" { effect = "slide" }  // uncover moves only the presenting view
        var lines: [String] = []
        var direction: String?
        if effect != "none" { lines.append("effect: \(effect)") }
        if ["slide", "push", "cover", "uncover"].contains(effect) {
            if kind == "navigation" {
                direction = random.chance(0.9) ? "fromTrailing" : "fromLeading"
            } else {
                direction = pickWeighted([("fromBottom", 60), ("fromTrailing", 15), ("fromTop", 10), ("fromLeading", 12), ("fromRight", 3)])
            }
            if let direction, random.chance(0.85) || direction != "fromBottom" { lines.append("direction: \(direction)") }
        }
        var suppressesDuration = false
        if kind == "navigation" {
            if random.chance(0.03) {
                lines.append("duration: 0.6        # slower on purpose, see lint below")
                suppressesDuration = true
            } else if random.chance(0.8) {
                lines.append("duration: \(random.number(0.3...0.35, step: 0.05))")
            }
        } else if random.chance(0.8) {
            lines.append("duration: \(random.number(0.2...0.6, step: 0.05))")
        }
        if kind != "navigation", random.chance(0.1) { lines.append("delay: \(random.number(0...0.1, step: 0.05))") }
        lines += suppressesDuration ? ["curve: easeInOut"] : timing(kind: kind)
        if effect == "uncover" || (effect == "none" && random.chance(0.3)) {
            if random.chance(0.5) { lines.append("order: \(effect == "uncover" ? "fromAbove" : "toAbove")") }
        } else if random.chance(0.1) {
            lines.append("order: toAbove")
        }
        let views = forwardViews(kind: kind, effect: effect, presentingStays: presentingStays)
        lines += views
        let largeMotion = effect != "fade" && !(effect == "none" && views.isEmpty)
        // People annotate their numbers; comments are part of what the reader must skip.
        for index in lines.indices where (lines[index].hasPrefix("duration:") || lines[index].hasPrefix("curve:")) && !lines[index].contains("#") {
            if random.chance(0.4) { lines[index] += "   " + random.pick(Self.trailingComments) }
        }
        return Forward(
            text: lines.map { "  " + $0 + "\n" }.joined(), effect: effect == "none" ? nil : effect,
            direction: direction, largeMotion: largeMotion, suppressesDuration: suppressesDuration)
    }

    /// Curve, spring, or neither (the default curve), in the proportions of real code: named
    /// curves and the UIKit spring most, the newer spring forms less, physical springs rarely.
    private mutating func timing(kind: String) -> [String] {
        // Navigation keeps to timings whose length is the phase duration (UIKit's push is 0.35 s).
        let weights = kind == "navigation"
            ? [("default", 35), ("named", 30), ("bezier", 10), ("uikit", 25)]
            : [("default", 25), ("named", 25), ("bezier", 10), ("uikit", 18), ("bounce", 10), ("response", 8), ("physical", 4)]
        switch pickWeighted(weights) {
        case "named": return ["curve: \(random.pick(["linear", "easeIn", "easeOut", "easeInOut"]))"]
        case "bezier":
            return ["curve: [\(random.number(0...0.5, step: 0.05)), \(random.number(0...1, step: 0.1)), \(random.number(0.1...1, step: 0.05)), 1]"]
        case "uikit":
            let velocity = random.number(0...1, step: 0.1)
            return random.chance(0.5)
                ? ["spring: { damping: \(random.number(0.6...1, step: 0.05)), velocity: \(velocity) }"]
                : ["spring:", "  damping: \(random.number(0.6...1, step: 0.05))", "  velocity: \(velocity)"]
        case "bounce":
            return random.chance(0.6)
                ? ["spring: { bounce: \(random.number(0...0.3, step: 0.05)) }"]
                : ["spring:", "  bounce: \(random.number(-0.2...0.3, step: 0.1))", "  velocity: \(random.number(0...0.5, step: 0.1))"]
        case "response":
            // Response and physical springs set their own duration; keep them inside the lint range.
            return ["spring:", "  response: \(random.number(0.2...0.3, step: 0.02))", "  dampingRatio: \(random.number(0.85...1, step: 0.05))"]
        case "physical":
            return random.chance(0.5)
                ? ["spring: { mass: 1, stiffness: \(random.number(900...1200, step: 100)), damping: \(random.number(60...70, step: 5)) }"]
                : ["spring:", "  mass: \(random.number(1...2, step: 0.5))", "  stiffness: \(random.number(800...1000, step: 100))", "  damping: \(random.number(60...80, step: 10))"]
        default: return []
        }
    }

    /// View overrides: most specs restate nothing, some adjust a state or two.
    private mutating func forwardViews(kind: String, effect: String, presentingStays: Bool) -> [String] {
        var lines: [String] = []
        let incomingOnTop = effect != "uncover"
        if effect == "none" {
            // Without a preset the views must say how they move.
            lines.append("to:")
            lines += state("start", [random.chance(0.5) ? "alpha: 0" : "offset: [0, \(random.number(0.2...1, step: 0.1))]", "scale: \(random.number(0.8...0.95, step: 0.05))"], indent: 1)
            if kind != "navigation", random.chance(0.5) { lines.append("  delay: \(random.number(0...0.1, step: 0.05))") }
            if !presentingStays, random.chance(0.6) {
                lines.append("from:")
                lines += state("end", ["alpha: \(random.number(0.5...0.9, step: 0.1))"] + (incomingOnTop && random.chance(0.3) ? ["dim: \(random.number(0.05...0.2, step: 0.05))"] : []), indent: 1)
            }
            return lines
        }
        if random.chance(0.35) {
            var toStates: [String] = []
            switch random.next() % 4 {
            case 0: toStates = ["cornerRadius: \(random.number(8...32, step: 4))"]
            case 1: toStates = ["alpha: \(random.number(0...0.5, step: 0.1))"]
            case 2: toStates = kind == "navigation" ? ["alpha: 0.8"] : ["scale: [\(random.number(0.8...1, step: 0.05)), \(random.number(0.8...1, step: 0.05))]"]
            default: toStates = ["cornerRadius: \(random.number(8...24, step: 4))", "alpha: \(random.number(0.3...0.9, step: 0.1))"]
            }
            lines.append("to:")
            if toStates.count == 1, toStates[0].hasPrefix("cornerRadius"), random.chance(0.3) {
                // The same rounded card at both ends, written once: a YAML anchor and alias.
                lines += ["  start: &card { \(toStates[0]) }", "  end: *card"]
            } else {
                lines += state("start", toStates, indent: 1)
                if toStates.first?.hasPrefix("cornerRadius") == true, random.chance(0.6) {
                    lines += state("end", [toStates[0]], indent: 1)
                }
            }
            if kind != "navigation", random.chance(0.2) { lines.append("  delay: \(random.number(0.02...0.08, step: 0.02))") }
        }
        if !presentingStays, random.chance(0.25) {
            var fromStates: [String] = []
            if incomingOnTop, random.chance(0.6) { fromStates.append("dim: \(random.number(0.05...0.3, step: 0.05))") }
            if kind != "navigation", random.chance(0.4) {
                fromStates.append("scale: \(random.number(0.9...0.98, step: 0.01))")
                if random.chance(0.5) { fromStates.append("anchor: \(random.pick(["center", "top", "bottom", "[0.5, 1]"]))") }
                if random.chance(0.3) { fromStates.append("rotation: \(random.number(-8...8, step: 2))") }
            }
            if fromStates.isEmpty { fromStates.append("alpha: \(random.number(0.6...0.95, step: 0.05))") }
            lines.append("from:")
            lines += state("end", fromStates, indent: 1)
        }
        return lines
    }

    /// The backward phase written out by hand: the presented view leaves the way it came (so
    /// `dismiss_not_reverse_of_present` stays quiet), with its own timing.
    private mutating func backwardPhase(kind: String, forward: Forward, presentingStays: Bool) -> String {
        var head: [String] = []
        var views: [String] = []
        if let direction = forward.direction, presentingStays {
            // `uncover` would move the presenting view, which UIKit keeps; move the presented one
            // back where it came from instead.
            head.append("order: fromAbove")
            views += ["from:", "  end: { offset: \(Self.offset(of: direction)) }"]
        } else if let direction = forward.direction {
            let back = Self.opposite(direction)
            if kind == "navigation", random.chance(0.6) {
                head += ["effect: push", "direction: \(back)"]
            } else {
                head += ["effect: uncover", "direction: \(back)"]
                if forward.effect == "cover", !presentingStays { views += ["to:", "  start: { alpha: 0.9 }"] }
            }
        } else if random.chance(0.5) {
            head += ["effect: fade", "order: fromAbove"]
            views += ["from:", "  end: { alpha: 0 }"]
        } else {
            head.append("order: fromAbove")
            views.append("from:")
            views += state("end", kind == "navigation" ? ["alpha: 0"] : ["alpha: 0", "scale: \(random.number(0.1...0.9, step: 0.1))"], indent: 1)
        }
        if kind == "navigation" {
            head.append("duration: \(random.number(0.25...0.35, step: 0.05))")
        } else if random.chance(0.7) {
            head.append("duration: \(random.number(0.2...0.4, step: 0.05))")
        }
        if random.chance(0.5) { head.append("curve: \(random.pick(["easeIn", "easeInOut", "linear"]))") }
        return (head + views).map { "  " + $0 + "\n" }.joined()
    }

    private mutating func interaction(kind: String, backwardKey: String, forward: Forward) -> String {
        var fields: [String] = []
        if kind == "navigation" {
            fields.append("gesture: edgePan")
            if random.chance(0.5), forward.direction == "fromTrailing" { fields.append("edge: leading") }
        } else {
            fields.append("gesture: pan")
            if random.chance(0.5), forward.direction == "fromBottom" { fields.append("direction: down") }
        }
        if random.chance(0.6) { fields.append("finishAt: \(random.number(0.3...0.6, step: 0.05))") }
        if random.chance(0.5) { fields.append("finishVelocity: \(random.number(500...1200, step: 100))") }
        if random.chance(0.5) {
            return "interactive:\n  \(backwardKey): { \(fields.joined(separator: ", ")) }\n"
        }
        return "interactive:\n  \(backwardKey):\n" + fields.map { "    \($0)\n" }.joined()
    }

    // MARK: - Helpers

    /// A view state in flow style (`start: { alpha: 0 }`) or block style.
    private mutating func state(_ key: String, _ fields: [String], indent: Int) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        if random.chance(0.6) { return ["\(pad)\(key): { \(fields.joined(separator: ", ")) }"] }
        return ["\(pad)\(key):"] + fields.map { "\(pad)  \($0)" }
    }

    /// Where a view entering from `direction` starts, in fractions of the container (left-to-right layout).
    private static func offset(of direction: String) -> String {
        switch direction {
        case "fromBottom": return "[0, 1]"
        case "fromTop": return "[0, -1]"
        case "fromLeft", "fromLeading": return "[-1, 0]"
        default: return "[1, 0]"
        }
    }

    private static func opposite(_ direction: String) -> String {
        switch direction {
        case "fromRight": return "fromLeft"
        case "fromLeft": return "fromRight"
        case "fromTop": return "fromBottom"
        case "fromBottom": return "fromTop"
        case "fromLeading": return "fromTrailing"
        default: return "fromLeading"
        }
    }

    private mutating func pickWeighted(_ choices: [(String, Int)]) -> String {
        let total = choices.reduce(0) { $0 + $1.1 }
        var roll = Int(random.next() % UInt64(total))
        for (value, weight) in choices {
            if roll < weight { return value }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }
}
