import ChoreoSpec

/// Emits `<Name>Animator`, the `UIViewControllerAnimatedTransitioning` that plays every phase.
///
/// The phases differ only in data (a `ChoreoMotion` literal and timing parameters); the code that
/// applies it is written once, in the support file, so the UIKit facts it encodes hold for every
/// phase of every transition alike.
struct AnimatorEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }

    /// The animator class. With a `cache`, the code that depends only on the transition's shape
    /// is printed once per shape; the phases' own values (descriptions, motion and timing tables)
    /// are printed for each transition. What every animator does alike lives in
    /// `ChoreoTransitionPlayer` (`SupportCode`), so the class is its phases' data and the four
    /// methods UIKit calls.
    func emit(into p: inout CodePrinter, cache: ChunkCache? = nil) {
        let access = plan.options.accessLevel.rawValue
        let roles = plan.phases.map(\.role.rawValue).joined(separator: ",")
        let shape = "\(plan.transition.reduceMotion.rawValue)|\(plan.hasCompletionHook)"
        // What UIKit's summary of each phase's timing says: the phase's doc comment and the timing
        // table both show it.
        let timingSummaries = plan.phases.map {
            TimingParametersLiteral(allowsPerceptualSprings: plan.allowsPerceptualSprings).summary(of: $0.timing, duration: $0.duration)
        }
        p.cached(cache, "animator.head|\(access)|\(roles)", plan: plan) { p, plan in
            AnimatorEmitter(plan: plan).emitHead(into: &p)
        }
        p.indent()
        p.indent()
        for (phase, summary) in zip(plan.phases, timingSummaries) {
            p.doc(PhaseDescription(phase: phase, kind: plan.kind).sentence(timingSummary: summary))
            p.line("case \(phase.role.rawValue)")
        }
        p.outdent()
        p.line("}")
        p.line()
        p.cached(cache, "animator.body|\(access)|\(shape)", plan: plan) { p, plan in
            AnimatorEmitter(plan: plan).emitBody(into: &p)
        }
        p.line()
        emitMotionTable(into: &p)
        p.line()
        emitTimingTable(into: &p, summaries: timingSummaries)
        p.outdent()
        p.line("}")
    }

    /// The class's doc comment and first line, then the start of its `Phase` enumeration.
    private func emitHead(into p: inout CodePrinter) {
        let phaseList = plan.phases.map { "`\($0.role.rawValue)`" }.joined(separator: " and ")
        p.doc("""
            Plays \(names.transitionName)'s \(phaseList) \(plan.phases.count == 1 ? "phase" : "phases") for UIKit.

            Each run is one `ChoreoTransitionPlayer` (in ChoreoSupport.choreo.swift): one `UIViewPropertyAnimator`,
            which `interruptibleAnimator(using:)` hands out for the whole transition so that a gesture can scrub it, and
            a completion that puts the views back and calls `completeTransition(_:)` exactly once, whatever happened.
            """)
        p.line("@MainActor")
        p.line("\(access)final class \(names.animator): NSObject, UIViewControllerAnimatedTransitioning {")
        p.indent()
        p.doc("The phases of \(names.transitionName), named as in its spec.")
        p.line("\(access)enum Phase: Sendable {")
        // Back to where it started: a chunk leaves the printer at its own level.
        p.outdent()
    }

    /// The stored properties, the initializer and the methods UIKit calls.
    private func emitBody(into p: inout CodePrinter) {
        p.doc("The phase this animator plays.")
        p.line("\(access)let phase: Phase")
        p.line("private let player: ChoreoTransitionPlayer")
        p.line()
        let reduceMotion: String
        switch plan.transition.reduceMotion {
        case .crossfade: reduceMotion = "crossfade"
        case .none: reduceMotion = "stillness"
        case .same: reduceMotion = "ignore"
        }
        let purpose = "Creates the animator for one run of `phase`; UIKit expects a fresh animator for each transition."
        if plan.honoursReduceMotion {
            p.doc(purpose + " Reduce Motion is read here, once per transition.")
        } else {
            p.doc(purpose)
        }
        p.block("\(access)init(phase: Phase) {") { p in
            p.line("self.phase = phase")
            p.line("player = ChoreoTransitionPlayer(")
            p.line("    motion: Self.motion(for: phase), timingParameters: Self.timingParameters(for: phase), reduceMotion: .\(reduceMotion)")
            p.line(")")
            p.line("super.init()")
        }
        if plan.hasCompletionHook {
            p.line()
            p.doc("""
                Called after `completeTransition(_:)` with its argument; the transitioning delegate uses it to let go of
                itself once its view controller is dismissed, or its presentation cancelled.
                """)
            p.block("fileprivate var whenFinished: ((Bool) -> Void)? {") { p in
                p.line("get { player.whenFinished }")
                p.line("set { player.whenFinished = newValue }")
            }
        }
        p.line()
        p.doc("""
            The whole phase: its delay, the latest view delay and the motion itself (for a spring, its settling time
            rather than a nominal duration), so that UIKit's bookkeeping and an interactive completion match the screen.
            """)
        p.block("\(access)func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {") { p in
            p.line("player.duration")
        }
        p.line()
        p.doc("Runs the transition's one animator from the start.")
        p.block("\(access)func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {") { p in
            p.line("player.animator(using: transitionContext).startAnimation()")
        }
        p.line()
        p.doc("The same animator for the whole transition, as UIKit requires: a percent-driven interaction scrubs it.")
        p.block("\(access)func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {") { p in
            p.line("player.animator(using: transitionContext)")
        }
    }

    private func emitMotionTable(into p: inout CodePrinter) {
        let literal = MotionLiteral()
        p.doc("Where each view starts and ends in each phase, as the spec resolves.")
        p.block("private static func motion(for phase: Phase) -> ChoreoMotion {") { p in
            p.block("switch phase {", closer: "}") { p in
                p.outdent()
                for phase in plan.phases {
                    p.line("case .\(phase.role.rawValue):")
                    p.indent()
                    p.line("return ChoreoMotion(")
                    p.indent()
                    let arguments = literal.motion(phase)
                    for (index, argument) in arguments.enumerated() {
                        p.line(argument + (index == arguments.count - 1 ? "" : ","))
                    }
                    p.outdent()
                    p.line(")")
                    p.outdent()
                }
                p.indent()
            }
        }
    }

    private func emitTimingTable(into p: inout CodePrinter, summaries: [String]) {
        let literal = TimingParametersLiteral(allowsPerceptualSprings: plan.allowsPerceptualSprings)
        p.doc("How each phase moves through time.")
        p.block("private static func timingParameters(for phase: Phase) -> any UITimingCurveProvider {") { p in
            p.block("switch phase {") { p in
                p.outdent()
                for (phase, summary) in zip(plan.phases, summaries) {
                    p.line("case .\(phase.role.rawValue):")
                    p.indent()
                    p.comment(summary)
                    p.line("return " + literal.expression(for: phase.timing))
                    p.outdent()
                }
                p.indent()
            }
        }
    }
}
