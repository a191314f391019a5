import ChoreoSpec

/// Emits `<Name>Animator`, the `UIViewControllerAnimatedTransitioning` that plays every phase.
///
/// The phases differ only in data (a `ChoreoMotion` literal and timing parameters); the code that
/// applies it is written once, in the support file, so the UIKit facts it encodes hold for every
/// phase of every transition alike. What every animator does alike lives in
/// `ChoreoTransitionPlayer` (`SupportCode`), so the class is its phases' data and the four
/// methods UIKit calls.
struct AnimatorEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }

    func emit(into p: inout CodePrinter) {
        let timing = TimingParametersLiteral(allowsPerceptualSprings: plan.allowsPerceptualSprings)
        // What each phase's timing amounts to: the phase's doc comment and the timing table both say it.
        let summaries = plan.phases.map { timing.summary(of: $0.timing, duration: $0.duration) }
        let phaseList = plan.phases.map { "`\($0.role.rawValue)`" }.joined(separator: " and ")
        p.doc("""
            Plays \(names.transitionName)'s \(phaseList) \(plan.phases.count == 1 ? "phase" : "phases") for UIKit.

            Each run is one `ChoreoTransitionPlayer` (in ChoreoSupport.choreo.swift): one `UIViewPropertyAnimator`,
            which `interruptibleAnimator(using:)` hands out for the whole transition so that a gesture can scrub it, and
            a completion that puts the views back and calls `completeTransition(_:)` exactly once, whatever happened.
            """)
        p.line("@MainActor")
        p.block("\(access)final class \(names.animator): NSObject, UIViewControllerAnimatedTransitioning {") { p in
            p.doc("The phases of \(names.transitionName), named as in its spec.")
            p.block("\(access)enum Phase: Sendable {") { p in
                for (phase, summary) in zip(plan.phases, summaries) {
                    p.doc(PhaseDescription(phase: phase, kind: plan.kind).sentence(timingSummary: summary))
                    p.line("case \(phase.role.rawValue)")
                }
            }
            p.line()
            emitMembers(into: &p)
            p.line()
            p.line("/// Where each view starts and ends in each phase, as the spec resolves.")
            p.block("private static func motion(for phase: Phase) -> ChoreoMotion {") { p in
                p.line("switch phase {")
                for phase in plan.phases {
                    p.line("case .\(phase.role.rawValue):")
                    p.indent()
                    MotionLiteral.emitReturn(phase, into: &p)
                    p.outdent()
                }
                p.line("}")
            }
            p.line()
            p.line("/// How each phase moves through time.")
            p.block("private static func timingParameters(for phase: Phase) -> any UITimingCurveProvider {") { p in
                p.line("switch phase {")
                for (phase, summary) in zip(plan.phases, summaries) {
                    p.lines("""
                        case .\(phase.role.rawValue):
                            // \(summary)
                            return \(timing.expression(for: phase.timing))
                        """)
                }
                p.line("}")
            }
            if shared.hasSharedElements {
                shared.emitAnimatorMembers(into: &p)
            }
            if source.hasSource {
                source.emitAnimatorMembers(into: &p)
            }
        }
    }

    private var shared: SharedElementEmitter { SharedElementEmitter(plan: plan) }
    private var source: SourceViewEmitter { SourceViewEmitter(plan: plan) }

    /// The stored properties, the initializer and the methods UIKit calls.
    private func emitMembers(into p: inout CodePrinter) {
        p.doc("The phase this animator plays.")
        p.lines("""
            \(access)let phase: Phase
            private let player: ChoreoTransitionPlayer

            """)
        let reduceMotion: String
        switch plan.transition.reduceMotion {
        case .crossfade: reduceMotion = "crossfade"
        case .none: reduceMotion = "stillness"
        case .same: reduceMotion = "ignore"
        }
        let purpose = "Creates the animator for one run of `phase`; UIKit expects a fresh animator for each transition."
        p.doc(plan.honoursReduceMotion ? purpose + " Reduce Motion is read here, once per transition." : purpose)
        p.block("\(access)init(phase: Phase) {") { p in
            p.line("self.phase = phase")
            var arguments = [
                "motion: Self.motion(for: phase)",
                "timingParameters: Self.timingParameters(for: phase)",
                "reduceMotion: .\(reduceMotion)",
            ]
            if shared.hasSharedElements { arguments.append(shared.playerArgument) }
            if source.hasSource { arguments.append(source.playerArgument) }
            p.block("player = ChoreoTransitionPlayer(", closer: ")") { p in
                p.lines(arguments.joined(separator: ",\n"))
            }
            p.line("super.init()")
        }
        p.line()
        p.doc("""
            The whole phase: its delay, the latest view delay and the motion as UIKit runs it (for a spring whose duration
            UIKit works out, its settling time), so that UIKit's bookkeeping and an interactive completion match the screen.
            """)
        p.lines("""
            \(access)func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
                player.duration
            }

            """)
        p.doc("Runs the transition's one animator from the start.")
        p.lines("""
            \(access)func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                player.animator(using: transitionContext).startAnimation()
            }

            """)
        p.doc("The same animator for the whole transition, as UIKit requires: a percent-driven interaction scrubs it.")
        p.lines("""
            \(access)func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
                player.animator(using: transitionContext)
            }
            """)
    }
}
