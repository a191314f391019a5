import ChoreoSpec
import ChoreoYAML

/// Spinning or zooming screens in a navigation stack or between tabs.
public struct LargeEffectInNavigation: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "large_effect_in_navigation",
        name: "Large effect in navigation",
        defaultSeverity: .warning,
        rationale: """
            A navigation stack moves sideways: UIKit's push slides the new screen in from the \
            trailing edge, and the back swipe drags it out again under the finger. Rotating a \
            screen, or scaling it far from its size (beyond 0.8–1.25), breaks that spatial model, \
            cannot follow a horizontal back swipe sensibly, and is the kind of motion that makes \
            people with vestibular disorders unwell. A tab bar is as flat: its tabs lie side by side \
            along the bar, people switch between them all day, and its pan drags them sideways. Keep \
            push and pop, and the switches between tabs, to slides, a little parallax and subtle scale \
            or dimming; keep zooms and rotations for modal presentations.
            """,
        triggeringExamples: [
            """
            transition: ListSpin
            kind: navigation
            push:
              effect: ↓rotate
              duration: 0.35
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: TabZoom
            kind: tabBar
            next:
              effect: ↓zoom
              duration: 0.3
            previous: reverse
            """,
            """
            transition: ListZoom
            kind: navigation
            push:
              effect: fade
              duration: 0.3
              to:
                start: { scale: ↓0.5 }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              from:
                end: { scale: 0.95, dim: 0.1 }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: CardSpin
            kind: modal
            presentation:
              style: custom
            present:
              effect: rotate
              duration: 0.6
            dismiss: reverse
            """,
        ]
    )

    static func rotationMessage(_ degrees: Double, view: PhaseView, role: PhaseRole, kind: TransitionKind) -> String {
        "\(role.rawValue) rotates the \(view.noun) by \(Format.number(degrees))°; large rotation breaks the sideways model of \(model(kind))"
    }

    static func scaleMessage(_ scale: Scale, view: PhaseView, role: PhaseRole, kind: TransitionKind) -> String {
        "\(role.rawValue) scales the \(view.noun) to \(LargeMotion.describe(scale)); large scale breaks the sideways model of \(model(kind))"
    }

    static func model(_ kind: TransitionKind) -> String {
        kind == .tabBar ? "a tab bar" : "a navigation stack"
    }

    static let hint = "slide, with a little parallax, scale (0.8–1.25) or dim"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind == .navigation || transition.kind == .tabBar else { return [] }
        var findings: [Diagnostic] = []
        var reported: Set<SourceLocation> = []
        transition.forEachPhase { phase in
            guard !phase.isMirrored else { return }
            // The spec is looked up only for a state that has something to report: most have nothing.
            var lookedUp = false
            var written: Located<PhaseSpec>?
            for view in PhaseView.allCases {
                for end in StateRole.allCases {
                    let state = phase.motion(view).state(end)
                    guard LargeMotion.isLargeRotation(state) || LargeMotion.isLargeScale(state) else { continue }
                    if !lookedUp {
                        written = transition.spec.phase(phase.role)
                        lookedUp = true
                    }
                    let spec = written?.value.view(view)?.state(end)
                    var problems: [(String, SourceRange?)] = []
                    if LargeMotion.isLargeRotation(state) {
                        problems.append((Self.rotationMessage(state.rotation, view: view, role: phase.role, kind: transition.kind), spec?.rotation?.range))
                    }
                    if LargeMotion.isLargeScale(state) {
                        problems.append((Self.scaleMessage(state.scale, view: view, role: phase.role, kind: transition.kind), spec?.scale?.range))
                    }
                    for (message, range) in problems {
                        // Values that came from a preset point at the preset.
                        let anchor = range ?? written?.value.effect?.range ?? written?.anchor ?? transition.spec.documentAnchor
                        guard reported.insert(anchor.start).inserted else { continue }
                        findings.append(finding(message, at: anchor, in: transition, hint: Self.hint))
                    }
                }
            }
        }
        return findings
    }
}
