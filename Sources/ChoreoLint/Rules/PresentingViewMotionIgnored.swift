import ChoreoSpec
import ChoreoYAML

/// Motion of the presenting view, written or from a preset, under a style where UIKit does not
/// hand that view over.
public struct PresentingViewMotionIgnored: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presenting_view_motion_ignored",
        name: "Presenting view motion ignored",
        defaultSeverity: .warning,
        rationale: """
            Under `.custom`, `.overFullScreen` and `.overCurrentContext` the presenting view \
            controller's view stays in the window, and UIKit tells the animator not to touch it: \
            `view(forKey: .from)` is nil while presenting (Apple's CustomTransitions sample: "the \
            view associated with UITransitionContextFromViewKey is nil during presentation"), and \
            likewise `.to` while dismissing. States written for that view (the `from` view of \
            `present`, the `to` view of `dismiss`) never play, and neither does a preset's motion \
            of it: `cover` dims it, `push` drifts it, `pop` shrinks and dims it, and an `uncover`, \
            which moves only that view, shows nothing at all. Under `custom`, move the screen \
            behind with the container's `behind` state instead (a card stack's shrink, a side \
            menu's push aside): the presentation controller moves it alongside the transition. Or \
            use `style: fullScreen` (UIKit then hands the view over and removes it once the \
            presentation is done), or drop those states, or pick a preset that leaves it still \
            (`slide`, `fade`, `zoom`, `rotate`). A dismissal's preset is never lost this way: \
            where the screen coming back is not in the container, the preset moves the presented \
            view out instead (a `fade` fades it out, a `slide` slides it away).
            """,
        triggeringExamples: [
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              from: ↓{ end: { scale: 0.95 } }
            dismiss: reverse
            """,
            """
            transition: CardPop
            kind: modal
            presentation:
              style: overFullScreen
            present:
              effect: ↓uncover
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: ↓pop
            dismiss: reverse
            """,
            """
            transition: SheetCover
            kind: modal
            presentation:
              style: custom
            present:
              effect: ↓cover
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: SheetSlide
            kind: segue
            presentation:
              style: custom
            perform:
              effect: slide
              direction: fromBottom
            dismiss:
              effect: slide
              direction: fromTop
              to: ↓{ start: { alpha: 0.5 } }
            """,
        ],
        nonTriggeringExamples: [
            // A tab bar hands the animator both tabs' views: the current tab's drift plays.
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
            previous: reverse
            """,
            """
            transition: CardPop
            kind: modal
            presentation:
              style: fullScreen
            present:
              effect: pop
            dismiss: reverse
            """,
            """
            transition: CardZoom
            kind: modal
            presentation:
              style: custom
            present:
              effect: zoom
            dismiss: reverse
            """,
            """
            transition: SheetSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: SheetCover
            kind: modal
            presentation:
              style: custom
            present:
              effect: cover
              direction: fromBottom
              from: { end: { alpha: 1 } }
            dismiss: reverse
            """,
        ]
    )

    static func message(style: PresentationStyle, role: PhaseRole, key: String, preset: Effect?) -> String {
        let motion = preset.map { "the '\($0.rawValue)' effect's motion of it" } ?? "its motion"
        // One interpolation, not two joined with `+`: its room is reserved once (the rule fires on
        // a fifth of the benchmark's specs, and joining cost 4M more instructions of lint of the stream).
        return """
            under style '\(style.rawValue)' UIKit gives the animator no presenting view \
            (view(forKey: .\(key)) is nil), so \(motion) in \(role.rawValue) never plays
            """
    }

    /// What to do instead: under `custom` the container's `behind` state moves the screen behind (the presentation
    /// controller moves it alongside the transition), which needs a container; under the "over" styles only
    /// `fullScreen` hands the screen over. Then drop the states, or pick an effect that leaves the view still.
    static func hint(preset: Effect?, view: PhaseView, style: PresentationStyle, hasContainer: Bool) -> String {
        let move: String
        switch (style, hasContainer) {
        case (.custom, true):
            move = "to move the screen behind, give the container a 'behind' state (behind: { scale: 0.92, cornerRadius: 10 })"
        case (.custom, false):
            move = "to move the screen behind, give the presentation a container with a 'behind' state (container: { height: 0.92, behind: { scale: 0.92 } }), or use 'style: fullScreen'"
        default:
            move = "use 'style: fullScreen' if the screen behind must move"
        }
        guard preset != nil else { return "\(move), or drop its states" }
        return "\(move), or an effect that leaves it still (\(view == .incoming ? stillEffectsList.incoming : stillEffectsList.outgoing))"
    }

    /// The still effects as `hint` lists them, made once: the rule fires on a fifth of the benchmark's specs, and
    /// building every effect's preset for each finding was 2 % of lint of the stream.
    private static let stillEffectsList = (
        incoming: stillEffects(for: .incoming).map(\.rawValue).joined(separator: ", "),
        outgoing: stillEffects(for: .outgoing).map(\.rawValue).joined(separator: ", "))

    /// The effects whose preset leaves `view` at rest: the screen behind is the outgoing view while
    /// presenting (slide, fade, zoom, rotate); while dismissing it is the incoming one, which no
    /// preset moves under these styles (`EffectPreset.forContainer`).
    static func stillEffects(for view: PhaseView) -> [Effect] {
        Effect.allCases.filter { effect in
            // The screen behind arrives only in a dismissal, where it is not in the container.
            let preset = EffectPreset.forContainer(effect, direction: .fromBottom, arrivingViewInContainer: view == .outgoing)
            return (view == .incoming ? preset.incoming : preset.outgoing).isStill
        }
    }

    /// Where the spec asks for motion of the presenting view in `phase`: states written for it,
    /// or else a preset that moves it (what is left of it once written states override it).
    private static func ignoredMotion(in transition: Transition, phase: Phase, view: PhaseView) -> (range: SourceRange, preset: Effect?)? {
        guard let written = transition.spec.phase(phase.role)?.value else { return nil }
        if let states = written.view(view), [states.start, states.end].contains(where: { $0.map(Self.moves) ?? false }) {
            return (states.range, nil)
        }
        if let effect = written.effect, !phase.motion(view).isStill { return (effect.range, effect.value) }
        return nil
    }

    /// True when a written state differs from the resting state in a way that shows: any property
    /// away from its rest, or any value at all of one whose rest is the view's own.
    private static func moves(_ state: ViewStateSpec) -> Bool {
        ViewProperty.catalogue.contains { property in
            guard let value = state[property] else { return false }
            return property.rest.map { $0 != value.value } ?? true
        }
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind.presents, let style = transition.presentationStyle,
            !style.removesPresentingView, !style.ignoresCustomAnimator
        else { return [] }
        // The presenting view is the outgoing view going forward and the incoming one coming back;
        // a mirrored backward phase repeats the forward one, which is reported already.
        var findings: [Diagnostic] = []
        let forward = transition.forward
        if let ignored = Self.ignoredMotion(in: transition, phase: forward, view: .outgoing) {
            findings.append(finding(Self.message(style: style, role: forward.role, key: "from", preset: ignored.preset),
                                    at: ignored.range, in: transition, hint: Self.hint(preset: ignored.preset, view: .outgoing, style: style,
                                                     hasContainer: transition.container != nil)))
        }
        if let backward = transition.backward, !backward.isMirrored,
            let ignored = Self.ignoredMotion(in: transition, phase: backward, view: .incoming)
        {
            findings.append(finding(Self.message(style: style, role: backward.role, key: "to", preset: ignored.preset),
                                    at: ignored.range, in: transition, hint: Self.hint(preset: ignored.preset, view: .incoming, style: style,
                                                     hasContainer: transition.container != nil)))
        }
        return findings
    }
}
