import ChoreoSpec

/// The text of a starter spec: every key a new user needs, set to values that lint clean, with
/// the alternatives in comments beside them, so the file teaches the language as it is edited.
struct InitTemplate {
    var name: String
    var kind: TransitionKind
    var effect: Effect
    /// Where the file is written, as `init` shows it (relative to the folder it ran in), so the
    /// header's commands work from that folder; the file name alone when not given.
    var path: String? = nil

    /// What a transition of each kind starts with when `--effect` is not given: the motion
    /// users of that kind know from UIKit (a sheet-like cover, the navigation push, a fade), and
    /// for a tab bar the slide between tabs of Apple's custom-transitions sample.
    static func defaultEffect(for kind: TransitionKind) -> Effect {
        switch kind {
        case .modal: return .cover
        case .navigation: return .push
        case .segue: return .fade
        case .tabBar: return .push
        }
    }

    var fileName: String { "\(name).transition.yaml" }

    var text: String {
        let roles = kind.phaseRoles
        let forward = roles.forward.rawValue, backward = roles.backward.rawValue
        var lines: [String] = []
        func add(_ line: String = "") { lines.append(line) }
        func keyed(_ key: String, _ comment: String) {
            // At least one space before '#', or YAML reads it as part of the value.
            add(comment.isEmpty ? key : key + String(repeating: " ", count: max(1, 29 - key.count)) + "# " + comment)
        }
        func more(_ comment: String) { add(String(repeating: " ", count: 29) + "# " + comment) }

        add("# \(name): a \(kind.rawValue) transition, started with `choreo init`.")
        add("#")
        let shown = path ?? fileName
        add("# From the folder `choreo init` ran in:")
        add("#   check it:     choreo lint \(shown)")
        add("#   generate it:  choreo generate --output Generated \(shown)")
        add("#                 (Generated: any folder of your app's target; it is created)")
        add("# Every key:     Docs/SpecReference.md in the Choreo repository.")
        add("# Completion in VS Code (YAML extension): run `choreo schema --output transition.schema.json`")
        add("# and make the first line of this file `# yaml-language-server: $schema=transition.schema.json`.")
        add()
        keyed("transition: \(name)", "prefixes every generated type (\(name)Animator, ...)")
        keyed("kind: \(kind.rawValue)", "modal | navigation | segue | tabBar")
        add()
        if kind.presents {
            add("presentation:")
            if style == .fullScreen {
                keyed("  style: fullScreen", "hands the animator the presenting view, which \(effect.rawValue)")
                more("moves (custom keeps it in place); UIKit removes it")
                more("afterwards. Sheets (automatic, pageSheet, formSheet)")
                more("would ignore the animator, so they are a lint error")
            } else {
                keyed("  style: custom", "keeps the presenting view underneath, untouched;")
                more("fullScreen lets the animator move it, then removes it.")
                more("Sheets (automatic, pageSheet, formSheet) would ignore")
                more("the animator, so they are a lint error")
            }
            keyed("  delegate: retained", "the generated API keeps UIKit's weak delegate alive")
            add()
        }
        keyed("\(forward):", "the forward phase; '\(backward)' below plays it back")
        keyed("  effect: \(effect.rawValue)", Effect.allCases.map(\.rawValue).joined(separator: " | "))
        if effect.isDirectional {
            keyed("  direction: \(direction.rawValue)", "fromBottom | fromTop | fromLeading | fromTrailing")
            more("(leading/trailing flip for right-to-left languages;")
            more("fromLeft/fromRight never do)")
        } else {
            keyed("  # direction: fromBottom", "only slide, push, cover and uncover come from an edge")
        }
        keyed("  duration: 0.35", "seconds")
        keyed("  curve: easeInOut", "linear | easeIn | easeOut | easeInOut | [x1, y1, x2, y2]")
        keyed("  # spring: { bounce: 0.2 }", "replaces the curve line; other spring forms:")
        more("{ damping: 0.8, velocity: 0 } (UIKit),")
        more("{ response: 0.4, dampingRatio: 0.9 } (SwiftUI) or")
        more("{ mass: 1, stiffness: 300, damping: 30 } (physical)")
        keyed("  # to:", "the incoming view; its states override the effect's")
        keyed("  #   start: { alpha: 0.5 }", "offset, scale, rotation, anchor, alpha, cornerRadius, dim")
        keyed("  # from:", !kind.presents || style == .fullScreen
              ? "the outgoing view" : "the outgoing view (moves only under style fullScreen)")
        keyed("  #   end: { scale: 0.95 }", "")
        add()
        keyed("\(backward): reverse", "the \(forward) phase mirrored; or a mapping like '\(forward)'")
        add()
        if kind == .navigation {
            keyed("interactive:", "a custom pop turns off UIKit's back swipe: this brings it back")
            keyed("  pop: { gesture: edgePan }", "from the leading edge, as the system swipe")
        } else if kind == .tabBar {
            keyed("# interactive:", "one pan across the screen switches tabs:")
            keyed("#   next: { gesture: pan }", "toward the leading edge: the next tab")
            keyed("#   previous: { gesture: pan }", "toward the trailing edge: the previous tab")
        } else {
            keyed("# interactive:", "let a gesture drive the \(backward) phase:")
            keyed("#   \(backward): { gesture: pan, direction: down, finishAt: 0.35 }", "")
        }
        add()
        keyed("reduceMotion: crossfade", "crossfade | none | same, when Reduce Motion is on")
        add()
        keyed("# lint:", "switch rules off for this spec (choreo rules lists them)")
        keyed("#   disable: [duration_out_of_range]", "")
        return lines.map { line in
            var trimmed = line
            while trimmed.hasSuffix(" ") { trimmed.removeLast() }
            return trimmed
        }.joined(separator: "\n") + "\n"
    }

    /// UIKit hands the animator the presenting view only under `.fullScreen`: an effect that
    /// moves it (`cover` dims it, `push` drifts it, `pop` shrinks it, `uncover` moves nothing
    /// else) needs that style, or its motion of the screen behind would never play; the others
    /// read as meant under `.custom`, which keeps the screen behind in place.
    var style: PresentationStyle {
        EffectPreset(effect, direction: direction).outgoing.isStill ? .custom : .fullScreen
    }

    /// The edge lowering would pick anyway (the bottom for presentations, the trailing edge for
    /// navigation and tab bars), written out so the user sees where to change it.
    var direction: Direction {
        EffectPreset.defaultDirection(kind: kind, role: kind.phaseRoles.forward)
    }
}
