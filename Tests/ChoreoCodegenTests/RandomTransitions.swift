import ChoreoCodegen
import ChoreoSpec

/// Seeded, varied transitions for the property tests: every kind, timing form, gesture,
/// presentation style, reduce-motion mode, access level and deployment target, names of every
/// length from one character to long ones (and some non-ASCII ones), odd spec paths and numbers
/// with many digits, so that a property that fails for some wrapping or formatting shows.
struct RandomTransitions {
    private var counter: UInt64

    init(seed: UInt64) {
        counter = seed
    }

    /// SplitMix64: small, and the same sequence on every platform.
    private mutating func nextBits() -> UInt64 {
        counter &+= 0x9E37_79B9_7F4A_7C15
        var z = counter
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func int(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(nextBits() % UInt64(range.count))
    }

    /// `values` in a random order (Fisher–Yates).
    mutating func shuffle<T>(_ values: inout [T]) {
        guard values.count > 1 else { return }
        for index in stride(from: values.count - 1, to: 0, by: -1) {
            values.swapAt(index, int(0..<(index + 1)))
        }
    }

    private mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    private mutating func pick<T>(_ values: [T]) -> T { values[int(0..<values.count)] }

    /// A number as specs have them (0.35), or with many digits (0.123456789), or a whole one.
    private mutating func number(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(nextBits() % 1_000_000_007) / 1_000_000_007
        let value = range.lowerBound + unit * (range.upperBound - range.lowerBound)
        switch int(0..<3) {
        case 0: return (value * 100).rounded() / 100
        case 1: return value.rounded()
        default: return value
        }
    }

    private mutating func name() -> String {
        if chance(5) {
            return pick(["Überblick", "Café", "Ølfade", "Ñandú", "Δelta", "Zoom界"]) + String(int(0..<100))
        }
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let length = chance(10) ? int(30..<90) : int(1..<24)
        var name = String(pick(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")))
        for _ in 1..<length {
            name.append(chance(10) ? pick(Array("0123456789_")) : pick(letters))
        }
        return name
    }

    private mutating func specPath(for name: String) -> String {
        switch int(0..<6) {
        case 0: return "Specs/\(name).transition.yaml"
        case 1: return "\(name).transition.yml"
        case 2: return "Deep/Folder With Spaces/Ünïcode/\(name).transition.yaml"
        case 3: return "Odd\nBreak\r\n/\(name).transition.yaml"
        case 4: return ""
        default: return "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/\(name).transition.yaml"
        }
    }

    private mutating func timing(duration: Double) -> Timing {
        switch int(0..<9) {
        case 0: return .curve(.linear)
        case 1: return .curve(.easeIn)
        case 2: return .curve(.easeOut)
        case 3: return .curve(.easeInOut)
        case 4: return .curve(.bezier(x1: number(0...1), y1: number(-0.5...1.5), x2: number(0...1), y2: number(-0.5...1.5)))
        case 5:
            return .spring(Spring(
                form: .uikit(dampingRatio: number(0.1...1)), mass: 1, stiffness: number(50...500),
                damping: number(5...40), initialVelocity: number(0...3), settlingDuration: duration))
        case 6:
            return .spring(Spring(
                form: .bounce(duration: duration, bounce: number(-0.5...0.6)), mass: 1, stiffness: number(50...500),
                damping: number(5...40), initialVelocity: number(0...2), settlingDuration: number(0.1...2)))
        case 7:
            return .spring(Spring(
                form: .response(response: number(0.1...1), dampingRatio: number(0.2...1)), mass: 1,
                stiffness: number(50...500), damping: number(5...40), initialVelocity: 0,
                settlingDuration: chance(3) ? .infinity : number(0.1...2)))
        default:
            return .spring(Spring(
                form: .physical, mass: number(0.5...4), stiffness: number(50...1500), damping: number(5...600),
                initialVelocity: number(0...1), settlingDuration: number(0.1...2)))
        }
    }

    private mutating func state() -> ViewState {
        if chance(30) { return .resting }
        return ViewState(
            offset: chance(50) ? Offset(x: number(-1...1), y: chance(50) ? number(-1...1) : 0, isLayoutRelative: chance(50)) : .zero,
            scale: chance(40) ? (chance(50) ? Scale(uniform: number(0...2)) : Scale(x: number(0...2), y: number(0...2))) : .identity,
            rotation: chance(20) ? number(-360...360) : 0,
            alpha: chance(40) ? number(0...1) : 1,
            cornerRadius: chance(20) ? number(0...40) : nil,
            dim: chance(20) ? number(0...1) : 0)
    }

    private mutating func viewMotion() -> ViewMotion {
        if chance(20) { return .still }
        var motion = ViewMotion(
            start: state(), end: state(),
            anchor: chance(20) ? UnitPoint(x: number(0...1), y: number(0...1), followsLayoutDirection: chance(50)) : .center,
            delay: chance(20) ? number(0...0.3) : 0)
        if chance(25) {
            // Keyframes or a window (or both), which a view delay does not go with.
            motion.delay = 0
            let start = chance(50) ? number(0...0.6) : 0
            motion.window = MotionWindow(start: start, end: chance(50) ? min(1, start + 0.05 + number(0...0.9)) : 1)
            var at = motion.window.start
            for _ in 0..<int(0..<3) {
                at += (motion.window.end - at) * number(0.1...0.8)
                guard at < motion.window.end else { break }
                motion.keyframes.append(Keyframe(at: at, state: state()))
            }
        }
        if chance(15) {
            let origin: EffectOrigin = chance(50) ? .source : .point(UnitPoint(x: number(-0.5...1.5), y: number(-0.5...1.5)))
            motion.mask = ViewMask(shape: pick(MaskShape.allCases), origin: origin, grows: chance(50))
        }
        if motion.keyframes.isEmpty, chance(10) {
            // A zoom out of (or into) the source view or a point, alone or with a mask.
            let origin: EffectOrigin = chance(50) ? .source : .point(UnitPoint(x: number(-0.5...1.5), y: number(-0.5...1.5)))
            motion.zoom = ViewZoom(origin: origin, aspect: pick(ZoomAspect.allCases), grows: chance(50))
        }
        if motion.mask == nil, motion.zoom == nil, chance(10) {
            // Doors, a split at a line or at the source view, or a few tiles.
            let split: SliceSplit = chance(50) ? .horizontal : .vertical
            motion.slice = ViewSlice(cut: chance(50)
                ? .split(split, at: chance(30) ? .source : .fraction(number(0.05...0.95)))
                : .tiles(columns: int(1..<6), rows: int(1..<6)))
        }
        return motion
    }

    private mutating func phase(_ role: PhaseRole, mirrored: Bool) -> Phase {
        let duration = number(0.05...2)
        let effect: Effect? = chance(60) ? pick(Effect.allCases) : nil
        return Phase(
            role: role, duration: duration, delay: chance(25) ? number(0...0.5) : 0, timing: timing(duration: duration),
            order: chance(50) ? .toAbove : .fromAbove, incoming: viewMotion(), outgoing: viewMotion(),
            effect: effect, direction: effect != nil && chance(70) ? pick(Direction.allCases) : nil,
            isMirrored: mirrored, stagger: chance(20) ? Stagger(step: number(0...0.1), lastFirst: chance(50)) : nil)
    }

    private mutating func interaction(_ role: PhaseRole) -> Interaction {
        Interaction(
            role: role, gesture: chance(50) ? .pan : .edgePan,
            direction: pick([.down, .up, .left, .right, .leading, .trailing]),
            edge: pick([.leading, .trailing, .left, .right, .top, .bottom]),
            finishAt: chance(50) ? pick([0.3, 0.4, 0.5]) : number(0.05...0.95),
            finishVelocity: chance(50) ? pick([500, 700, 1000]) : number(0...5000))
    }

    /// One to three shared elements with distinct ids (some not ASCII, one starting with `_`), some with radii.
    private mutating func sharedElements() -> [SharedElement] {
        var ids = ["photo", "title", "card", "_badge", "heroImage", "subtitle2", "légende"]
        shuffle(&ids)
        return ids.prefix(1 + int(0..<3)).map { id in
            SharedElement(id: id, cornerRadius: chance(50) ? CornerRadii(from: number(0...40), to: number(0...40)) : nil)
        }
    }

    /// One transition and the options to emit it with.
    /// A `presentation: container:` of any alignment, size form, insets, corners and dimming, a screen behind that
    /// moves, and the status bar.
    private mutating func container() -> Container {
        func length(_ random: inout RandomTransitions) -> Container.Length {
            switch random.int(0..<3) {
            case 0: return .fraction(random.pick([0.3, 0.5, 0.8, 1]))
            case 1: return .points(random.pick([120, 320.5]))
            default: return .fit
            }
        }
        return Container(
            height: length(&self), width: length(&self), alignment: pick(Container.Alignment.allCases),
            insets: pick([.zero, .all(16)]), cornerRadius: pick([0, 12.5]), dimming: pick([0, 0.4]), dismissOnTapOutside: chance(50),
            behind: chance(40) ? ViewMotion(end: state(), anchor: pick(UnitPoint.named).point) : nil,
            statusBar: chance(30) ? .presented : .presenting)
    }

    mutating func make() -> (transition: Transition, options: CodegenOptions) {
        let kind = pick(TransitionKind.allCases)
        let roles = kind.phaseRoles
        let forward = phase(roles.forward, mirrored: false)
        let backward = chance(75) ? phase(roles.backward, mirrored: chance(60)) : nil
        var interactions: [Interaction] = []
        if backward != nil, chance(50) { interactions.append(interaction(roles.backward)) }
        if chance(30) { interactions.append(interaction(roles.forward)) }
        if chance(5) { interactions.append(interaction(roles.backward)) }
        let name = name()
        var transition = Transition(
            name: name, kind: kind,
            presentationStyle: !kind.presents || chance(5) ? nil : pick(PresentationStyle.allCases),
            delegateRetention: .retained, forward: forward, backward: backward, interactions: interactions,
            reduceMotion: pick(ReduceMotion.allCases), disabledRules: [],
            spec: Spec(file: specPath(for: name), range: SampleTransitions.origin))
        if chance(40) { transition.sharedElements = sharedElements() }
        // A source some masks start at (or none do: the protocol is then left out), with ids shared elements also use.
        if chance(50) { transition.source = SourceView(id: pick(["button", "cell", "_tile", "légende", "photo"]), fallback: pick(SourceFallback.allCases)) }
        if kind.presents, chance(40) { transition.container = container() }
        let options = CodegenOptions(
            accessLevel: pick(AccessLevel.allCases),
            deploymentTarget: pick([DeploymentTarget(major: 13), DeploymentTarget(major: 16, minor: 4), DeploymentTarget(major: 17), DeploymentTarget(major: 18)]))
        return (transition, options)
    }
}
