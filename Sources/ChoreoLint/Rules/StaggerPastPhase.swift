import ChoreoSpec
import ChoreoYAML

/// A `stagger` whose steps between the shared elements take the whole phase or more, or between a slice's pieces the
/// sliced view's whole window.
public struct StaggerPastPhase: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "stagger_past_phase",
        name: "Stagger past the phase",
        defaultSeverity: .error,
        rationale: """
            `stagger` delays each shared element by one step more than the one before, inside the \
            phase: the first flies from the phase's start, the last until its end, and each for the \
            same time, the phase's run less the steps. With as many steps as elements less one taking \
            the whole run or more, no time is left for the elements to fly, and they would jump. \
            A sliced view's pieces (`slice:`) take their turns the same way inside the view's window; \
            steps that take all of it leave the pieces moving together, unstaggered. Shorten the step, \
            or lengthen the phase.
            """,
        triggeringExamples: [
            """
            transition: Stack
            kind: navigation
            shared:
              - id: first
              - id: second
              - id: third
            push:
              effect: fade
              duration: 0.3
              stagger: ↓0.2
            pop: reverse
            """,
            """
            transition: Checkerboard
            kind: navigation
            push:
              duration: 0.4
              stagger: ↓0.02
              order: fromAbove
              from:
                slice: { tiles: [4, 6] }
                end: { alpha: 0 }
            pop: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Stack
            kind: navigation
            shared:
              - id: first
              - id: second
              - id: third
            push:
              effect: fade
              duration: 0.3
              stagger: 0.05
            pop: reverse
            """,
            """
            transition: Checkerboard
            kind: navigation
            push:
              duration: 0.4
              stagger: 0.008
              order: fromAbove
              from:
                slice: { tiles: [4, 6] }
                end: { alpha: 0 }
            pop: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let count = transition.sharedElements.count
        for phase in transition.eachPhase where !phase.isMirrored && count > 1 {
            guard let stagger = phase.stagger,
                  stagger.window(ofElement: 0, count: count, run: phase.run) == nil,
                  let written = transition.spec.phase(phase.role)?.value.stagger else { continue }
            let steps = stagger.step * Double(count - 1)
            let fitting = (phase.run / Double(count - 1) / 2 * 100).rounded(.down) / 100
            findings.append(finding(
                "\(count) shared elements \(Format.seconds(stagger.step)) apart take \(Format.seconds(steps)) of the \(Format.seconds(phase.run)) of \(phase.role.rawValue), leaving them no time to fly",
                at: written.range, in: transition,
                hint: fitting > 0 ? "stagger: \(Format.number(fitting)) gives each element half the phase" : "lengthen the phase"))
        }
        // A slice's pieces take their turns inside the sliced view's window; steps that take all of it leave them moving together.
        for phase in transition.eachPhase where !phase.isMirrored {
            guard let stagger = phase.stagger, let written = transition.spec.phase(phase.role)?.value.stagger else { continue }
            for motion in [phase.incoming, phase.outgoing] {
                guard let pieces = motion.slice?.pieceCount, pieces > 1,
                      ViewSlice.window(ofPiece: 0, count: pieces, in: motion.window, stagger: stagger, run: phase.run) == nil else { continue }
                let window = phase.run * (motion.window.end - motion.window.start)
                let steps = stagger.step * Double(pieces - 1)
                let fitting = (window / Double(pieces - 1) / 2 * 1000).rounded(.down) / 1000
                findings.append(finding(
                    "\(pieces) pieces \(Format.seconds(stagger.step)) apart take \(Format.seconds(steps)) of the \(Format.seconds(window)) the sliced view moves in \(phase.role.rawValue), so they move together instead",
                    at: written.range, in: transition,
                    hint: fitting > 0 ? "stagger: \(Format.number(fitting)) leaves each piece about half the view's time" : "lengthen the phase"))
            }
        }
        return findings
    }
}
