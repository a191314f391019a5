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
        let phases = plan.phases
        // What each phase's timing amounts to: the phase's doc comment and the timing table both
        // say it. One buffer holds the summaries, then each phase's sentence in turn.
        let timing = TimingParametersLiteral(allowsPerceptualSprings: plan.allowsPerceptualSprings)
        let text = cache?.summaryBuffer ?? OutputBytes(capacity: 512)
        text.removeAll()
        // A transition has one or two phases: where the first summary ends, and the second.
        var summaryEnds = (0, 0)
        for (index, phase) in phases.enumerated() {
            timing.appendSummary(of: phase.timing, duration: phase.duration, to: text)
            if index == 0 {
                summaryEnds.0 = text.count
            } else {
                summaryEnds.1 = text.count
            }
        }
        // Valid while nothing more is appended to `text`.
        func summary(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            let range = index == 0 ? 0..<summaryEnds.0 : summaryEnds.0..<summaryEnds.1
            return UnsafeBufferPointer(rebasing: text.buffer[range])
        }
        var head = ChunkKey(.animatorHead, access: plan.options.accessLevel)
        head.forward = plan.forward.role
        head.backward = plan.backward?.role
        p.cached(cache, head, plan: plan) { p, plan in
            AnimatorEmitter(plan: plan).emitHead(into: &p)
        }
        p.indent()
        p.indent()
        let sentence = cache?.sentenceBuffer ?? OutputBytes(capacity: 256)
        for (index, phase) in phases.enumerated() {
            sentence.removeAll()
            PhaseDescription(phase: phase, kind: plan.kind).appendSentence(timingSummary: summary(index), to: sentence)
            p.doc(utf8: sentence.buffer)
            p.line { bytes in
                bytes.append("case ")
                bytes.append(utf8: phase.role.rawValue)
            }
        }
        p.outdent()
        p.line(static: "}")
        p.line()
        var body = ChunkKey(.animatorBody, access: plan.options.accessLevel)
        body.reduceMotion = plan.transition.reduceMotion
        p.cached(cache, body, plan: plan) { p, plan in
            AnimatorEmitter(plan: plan).emitBody(into: &p)
        }
        p.line()
        emitMotionTable(phases, into: &p)
        p.line()
        p.line(static: "/// How each phase moves through time.")
        p.line(static: "private static func timingParameters(for phase: Phase) -> any UITimingCurveProvider {")
        p.indent()
        p.line(static: "switch phase {")
        for (index, phase) in phases.enumerated() {
            p.line { bytes in
                bytes.append("case .")
                bytes.append(utf8: phase.role.rawValue)
                bytes.append(":")
            }
            p.indent()
            p.line { bytes in
                bytes.append("// ")
                bytes.append(summary(index))
            }
            p.line { bytes in
                bytes.append("return ")
                timing.appendExpression(for: phase.timing, to: bytes)
            }
            p.outdent()
        }
        p.line(static: "}")
        p.outdent()
        p.line(static: "}")
        p.outdent()
        p.line(static: "}")
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
        p.line()
        p.doc("""
            The whole phase: its delay, the latest view delay and the motion as UIKit runs it (for a spring whose duration
            UIKit works out, its settling time), so that UIKit's bookkeeping and an interactive completion match the screen.
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

    private func emitMotionTable(_ phases: [Phase], into p: inout CodePrinter) {
        p.line(static: "/// Where each view starts and ends in each phase, as the spec resolves.")
        p.line(static: "private static func motion(for phase: Phase) -> ChoreoMotion {")
        p.indent()
        p.line(static: "switch phase {")
        for phase in phases {
            p.line { bytes in
                bytes.append("case .")
                bytes.append(utf8: phase.role.rawValue)
                bytes.append(":")
            }
            p.indent()
            MotionLiteral.emitReturn(phase, into: &p)
            p.outdent()
        }
        p.line(static: "}")
        p.outdent()
        p.line(static: "}")
    }
}
