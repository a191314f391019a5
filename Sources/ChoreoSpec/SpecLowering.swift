import ChoreoYAML

/// Resolves a decoded `Spec` into a `Transition`: presets expanded, explicit states laid over them,
/// `reverse` mirrored, springs converted, defaults filled.
///
/// Lowering goes as far as the spec allows and reports only what the decoder could not see (it
/// needs several keys at once): a direction on a preset without one, a view whose start and end
/// name different anchors, both phases `reverse`, an interaction for a phase with no custom
/// animation, a gesture key that does not fit the gesture, an edge pan on a tab bar, a missing
/// forward phase. It gives no
/// `Transition` only without a valid `kind` (already reported by the decoder) or a forward phase.
///
/// Defaults: duration 0.35 s, delay 0, curve easeInOut, order from the preset (else toAbove),
/// delegate `retained`, reduceMotion `crossfade`, interaction thresholds from `Interaction`, and
/// gesture details from the phase's motion (`InteractionDefaults`). A missing transition name
/// lowers to "" (the decoder has reported it). For springs in the response and physical forms the
/// phase duration is the settling duration: UIKit ignores any duration given with those forms.
public struct SpecLowering {
    public struct Result: Sendable {
        public var transition: Transition?
        public var diagnostics: [Diagnostic]
    }

    public static let defaultDuration = 0.35
    public static let defaultCurve = Curve.easeInOut

    public static func lower(_ spec: Spec) -> Result {
        var lowering = SpecLowering(file: spec.file)
        let transition = lowering.lower(spec) { $0 }
        return Result(transition: transition, diagnostics: lowering.diagnostics)
    }

    /// `lower(_:)` for the pipeline: hands the transition to `body` where it is made, and returns
    /// the diagnostics. The transition is never copied into or out of an optional or a `Result`
    /// (a copy retains and releases every reference in it and in its spec, and an optional
    /// transition is destroyed through the runtime's generic witnesses).
    static func lower(_ spec: consuming Spec, _ body: (Transition) throws -> Void) rethrows -> [Diagnostic] {
        var lowering = SpecLowering(file: spec.file)
        try lowering.lower(spec, body)
        return lowering.diagnostics
    }

    /// The spec's file, for diagnostics. The spec itself is a parameter, not a stored copy, so
    /// that it moves into the transition instead of being retained for it and released again.
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Lowers the spec and hands the transition to `make`; nil (and `make` not called) when the
    /// spec has no valid kind or forward phase.
    mutating func lower<R>(_ spec: consuming Spec, _ make: (Transition) throws -> R) rethrows -> R? {
        guard let kind = spec.kind?.value else { return nil }
        let roles = kind.phaseRoles
        let forwardSpec = spec.phase(roles.forward)
        let backwardSpec = spec.phase(roles.backward)

        var forward: Phase?
        var backward: Phase?
        if let forwardSpec, !forwardSpec.value.isReverse {
            forward = phase(forwardSpec.value, kind: kind)
        }
        if let backwardSpec, !backwardSpec.value.isReverse {
            let style = kind.presents ? spec.presentation?.style?.value : nil
            backward = phase(backwardSpec.value, kind: kind, arrivingViewInContainer: style?.handsBackPresentingView ?? true)
        }
        if let backwardSpec, backwardSpec.value.isReverse {
            if let forward {
                backward = mergeOverrides(backwardSpec.value, onto: forward.mirrored(as: roles.backward), counterpart: forwardSpec?.value)
            } else if forwardSpec?.value.isReverse == true {
                error(.invalidValue, "'\(roles.backward.rawValue)' and '\(roles.forward.rawValue)' are both 'reverse': one of them must say how it moves",
                      backwardSpec.range, hint: "write the '\(roles.forward.rawValue)' phase out as a mapping")
            }
        }
        if let forwardSpec, forwardSpec.value.isReverse, let backward, !backward.isMirrored {
            forward = mergeOverrides(forwardSpec.value, onto: backward.mirrored(as: roles.forward), counterpart: backwardSpec?.value)
        }
        // A native sheet is UIKit's to animate: its phases are UIKit's slide up and down, whatever the spec
        // writes (`native_sheet_ignores_phases` reports written ones), so the preview can draw it.
        let sheet = kind == .modal ? spec.presentation?.sheet?.lowered : nil
        if let sheet {
            forward = Self.nativeSheetPhase(sheet)
            backward = forward?.mirrored(as: roles.backward)
        } else if kind == .segue, let range = spec.presentation?.sheetKeyRange {
            error(.invalidValue, "'sheet' applies to kind modal: a segue's sheet is set up in the storyboard", range,
                  hint: "use kind modal and present with the generated present method, or drop 'sheet' and set the segue's presentation in Interface Builder")
        }
        guard let forward else {
            if forwardSpec == nil {
                error(.missingKey, "a \(kind.rawValue) transition needs a '\(roles.forward.rawValue)' phase",
                      SourceRange(spec.range.start),
                      hint: "add '\(roles.forward.rawValue):' with an effect, for example '\(roles.forward.rawValue): { effect: fade }'")
            }
            return nil
        }

        var interactions: [Interaction] = []
        for located in spec.interactive where sheet == nil {
            if let interaction = interaction(located, kind: kind, forward: forward, backward: backward) {
                interactions.append(interaction)
            }
        }

        let sharedElements = Self.sharedElements(spec.shared)
        let source = spec.source?.value.id.map { SourceView(id: $0.value, fallback: spec.source?.value.fallback?.value ?? .center) }
        let container = kind.presents ? spec.presentation?.container?.lowered : nil
        let transition = Transition(
            name: spec.transition?.value ?? "", kind: kind,
            presentationStyle: kind.presents ? spec.presentation?.style?.value : nil,
            delegateRetention: spec.presentation?.delegate?.value ?? .retained, container: container, nativeSheet: sheet,
            forward: forward, backward: backward, interactions: interactions, sharedElements: sharedElements,
            source: source, reduceMotion: spec.reduceMotion?.value ?? .crossfade, disabledRules: spec.lintDisable,
            spec: consume spec)
        return try make(transition)
    }

    // MARK: - Phases

    mutating func phase(_ phase: PhaseSpec, kind: TransitionKind, arrivingViewInContainer: Bool = true) -> Phase {
        var preset = EffectPreset()
        var direction: Direction?
        if let effect = phase.effect?.value {
            if effect.isDirectional {
                direction = phase.direction?.value ?? EffectPreset.defaultDirection(kind: kind, role: phase.role)
            } else if let written = phase.direction {
                error(.invalidValue, "'direction' has no meaning for the '\(effect.rawValue)' effect", written.range,
                      hint: "remove it; only slide, push, cover and uncover move from an edge")
            }
            preset = EffectPreset.forContainer(effect, direction: direction ?? .fromBottom, arrivingViewInContainer: arrivingViewInContainer)
        } else if let written = phase.direction {
            error(.invalidValue, "'direction' needs a directional effect", written.range,
                  hint: "add 'effect: slide' (or push, cover, uncover), or describe the motion with 'to'/'from' offsets")
        }

        var incoming = view(preset.incoming, phase.to, name: "to")
        var outgoing = view(preset.outgoing, phase.from, name: "from")
        incoming.perspective = phase.perspective?.value
        outgoing.perspective = phase.perspective?.value

        var duration = phase.duration?.value ?? Self.defaultDuration
        var timing = Timing.curve(phase.curve?.value ?? Self.defaultCurve)
        if let written = phase.spring?.value, let spring = spring(written, duration: duration) {
            timing = .spring(spring)
            switch spring.form {
            case .response, .physical: duration = spring.settlingDuration
            case .uikit, .bounce: break
            }
        }
        return Phase(
            role: phase.role, duration: duration, delay: phase.delay?.value ?? 0, timing: timing,
            order: phase.order?.value ?? preset.order, incoming: incoming, outgoing: outgoing,
            effect: phase.effect?.value, direction: direction,
            stagger: phase.stagger.flatMap { $0.value > 0 ? Stagger(step: $0.value) : nil })
    }

    /// UIKit's own slide of a sheet, as the preview draws it: up from just below the screen to the
    /// first detent and back down. Its timing is Apple's and undocumented; half a second easing out
    /// is what it looks like, and nothing generated depends on it.
    static func nativeSheetPhase(_ sheet: NativeSheet) -> Phase {
        let preset = EffectPreset.forContainer(.slide, direction: .fromBottom, arrivingViewInContainer: true)
        return Phase(role: .present, duration: 0.5, timing: .curve(.easeOut), order: preset.order,
                     incoming: preset.incoming, outgoing: preset.outgoing, effect: .slide, direction: .fromBottom)
    }

    /// The slice a written one stands for; nil when the decoder found it incomplete, or with more tiles
    /// than a slice may have (`too_many_tiles` reports it from the spec): the view then moves whole.
    static func slice(_ written: SliceSpec) -> ViewSlice? {
        if let split = written.split?.value {
            return ViewSlice(cut: .split(split, at: written.at?.value ?? .fraction(0.5)))
        }
        guard let tiles = written.tiles?.value, tiles.columns * tiles.rows <= ViewSlice.maximumPieces else { return nil }
        return ViewSlice(cut: .tiles(columns: tiles.columns, rows: tiles.rows))
    }

    /// The spring a written spring stands for; nil when the decoder found its form incomplete.
    func spring(_ spring: SpringSpec, duration: Double) -> Spring? {
        let velocity = spring.velocity?.value ?? 0
        switch spring.form {
        case .uikit:
            guard let ratio = spring.damping?.value else { return nil }
            return SpringConversion.uikitSpring(duration: duration, dampingRatio: ratio, velocity: velocity)
        case .bounce:
            guard let bounce = spring.bounce?.value else { return nil }
            return SpringConversion.bounceSpring(duration: duration, bounce: bounce, velocity: velocity)
        case .response:
            guard let response = spring.response?.value, let ratio = spring.dampingRatio?.value else { return nil }
            return SpringConversion.responseSpring(response: response, dampingRatio: ratio, velocity: velocity)
        case .physical:
            guard let stiffness = spring.stiffness?.value, let damping = spring.damping?.value else { return nil }
            return SpringConversion.physicalSpring(mass: spring.mass?.value ?? 1, stiffness: stiffness, damping: damping,
                                                   velocity: velocity)
        case nil:
            return nil
        }
    }

    /// The preset's motion with the spec's states laid over it field by field.
    mutating func view(_ preset: ViewMotion, _ written: ViewSpec?, name: String) -> ViewMotion {
        var motion = preset
        guard let written else { return motion }
        if let start = written.start { Self.apply(start, to: &motion.start) }
        if let end = written.end { Self.apply(end, to: &motion.end) }
        switch (written.start?.anchor, written.end?.anchor) {
        case (let start?, let end?):
            motion.anchor = start.value
            if start.value != end.value {
                error(.invalidValue, "'\(name).start' and '\(name).end' name different anchors", end.range,
                      hint: "a view turns and scales about one anchor for the whole phase; give it once, in 'start'")
            }
        case (let start?, nil): motion.anchor = start.value
        case (nil, let end?): motion.anchor = end.value
        case (nil, nil): break
        }
        if let delay = written.delay { motion.delay = delay.value }
        if let mask = written.mask?.value, let shape = mask.shape?.value {
            motion.mask = ViewMask(shape: shape, origin: mask.from?.value ?? .point(.center), grows: name == "to")
        }
        if let zoom = written.zoom?.value {
            motion.zoom = ViewZoom(origin: zoom.from?.value ?? .point(.center), aspect: zoom.aspect?.value ?? .fit, grows: name == "to")
        }
        if let slice = written.slice?.value {
            motion.slice = Self.slice(slice)
        }
        applyKeyframes(of: written, to: &motion)
        if motion.anchor.followsLayoutDirection {
            Self.followLayoutDirection(&motion.start)
            Self.followLayoutDirection(&motion.end)
            for index in motion.keyframes.indices { Self.followLayoutDirection(&motion.keyframes[index].state) }
        }
        return motion
    }

    /// Each written property replaces the preset's. A written offset says which way its x counts: its
    /// leading/trailing form toward the trailing edge, its pair `[x, y]` to the right (no longer
    /// following the layout direction the preset's may have); a pair with no x (`[0, 1]`) says nothing
    /// about it and leaves the state's as it was. Other mirroring properties (a `rotationY`) mirror
    /// with the state and do not decide it.
    static func apply(_ written: ViewStateSpec, to state: inout ViewState) {
        for property in ViewProperty.catalogue {
            guard let value = written[property] else { continue }
            state[property] = value.value
            if property.swift.layoutDirectionLabel != nil, written.followsLayoutDirection || value.value[0] != 0 {
                state.followsLayoutDirection = written.followsLayoutDirection
            }
        }
        if state.numbersAreAtRest { state.followsLayoutDirection = false }
    }

    /// A view that turns about a leading or trailing edge moves relative to the layout: each of its
    /// states that moves follows the layout direction (so what mirrors, mirrors with the hinge), except
    /// a state whose x offset is physical, which stays as written (`physical_offset_in_layout_relative_motion`
    /// reports the mixture).
    static func followLayoutDirection(_ state: inout ViewState) {
        guard !state.numbersAreAtRest, state.offset.x == 0 || state.followsLayoutDirection else { return }
        state.followsLayoutDirection = true
    }

    // MARK: - Interactions

    mutating func interaction(_ located: Located<InteractionSpec>, kind: TransitionKind, forward: Phase, backward: Phase?) -> Interaction? {
        let written = located.value
        let role = written.role
        guard let phase = role.isForward ? forward : backward else {
            error(.invalidValue, "'\(role.rawValue)' has no custom animation for a gesture to drive",
                  located.keyRange ?? located.range,
                  hint: "add a '\(role.rawValue)' phase (for example '\(role.rawValue): reverse')")
            return nil
        }
        if kind == .tabBar, let edgePan = written.gesture, edgePan.value == .edgePan {
            error(.invalidValue, "a tab bar is switched by a pan, not an edgePan", edgePan.range,
                  hint: "use 'gesture: pan': the tab bar's one pan picks the next or the previous tab by the way the finger goes, and the leading edge is the back swipe of a navigation controller inside a tab")
            return nil
        }
        let gesture = written.gesture?.value ?? InteractionDefaults.gesture(kind: kind, role: role)
        if gesture == .pan, let edge = written.edge {
            error(.invalidValue, "'edge' applies to an edgePan gesture, not to a pan", edge.keyRange ?? edge.range,
                  hint: "use 'direction' for a pan, or 'gesture: edgePan'")
        }
        if gesture == .edgePan, let direction = written.direction {
            error(.invalidValue, "'direction' applies to a pan gesture, not to an edgePan", direction.keyRange ?? direction.range,
                  hint: "use 'edge' for an edgePan, or 'gesture: pan'")
        }
        if gesture == .drag {
            for (key, range) in [("direction", written.direction?.keyRange), ("edge", written.edge?.keyRange), ("scrollView", written.scrollView?.keyRange)] {
                guard let range else { continue }
                error(.invalidValue, "'\(key)' does not apply to a drag, which follows the finger whichever way it goes", range,
                      hint: "remove '\(key)', or use 'gesture: pan' for a dismissal one way")
            }
            if role.isForward || !kind.presents {
                error(.invalidValue, "a drag moves a presented view away: it drives a modal or segue dismissal, not '\(role.rawValue)'",
                      written.gesture?.range ?? located.range,
                      hint: kind.presents ? "put the drag on 'dismiss', or use 'gesture: pan' here" : "use 'gesture: pan' or 'edgePan'")
                return nil
            }
        }
        if gesture == .edgePan, let scrollView = written.scrollView {
            error(.invalidValue, "'scrollView' applies to a pan gesture, not to an edgePan", scrollView.keyRange ?? scrollView.range,
                  hint: "an edge pan starts at the screen's edge, not over the content; use 'gesture: pan' to hand off from a scroll view")
        }
        return Interaction(
            role: role, gesture: gesture,
            direction: written.direction?.value ?? InteractionDefaults.panDirection(for: phase, kind: kind),
            edge: written.edge?.value ?? InteractionDefaults.edge(for: phase, kind: kind),
            finishAt: written.finishAt?.value ?? Interaction.defaultFinishAt,
            finishVelocity: written.finishVelocity?.value ?? Interaction.defaultFinishVelocity,
            scrollView: written.scrollView?.value ?? .ignore)
    }

    mutating func error(_ rule: DecodeStageID, _ message: String, _ range: SourceRange, hint: String? = nil) {
        diagnostics.append(Diagnostic(severity: .error, ruleID: rule.rawValue, message: message, file: file, range: range, hint: hint))
    }
}
