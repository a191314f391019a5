import ChoreoSpec

/// Emits `<Name>Animator`, the `UIViewControllerAnimatedTransitioning` that plays every phase.
///
/// The phases differ only in data (a `Motion` literal and timing parameters); the code that
/// applies it is written once, so the UIKit facts it encodes hold for every phase alike.
struct AnimatorEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }
    private var features: MotionFeatures { plan.features }

    /// The animator class. With a `cache`, the code that depends only on the transition's shape
    /// is printed once per shape; the phases' own values (descriptions, motion and timing tables)
    /// are printed for each transition.
    func emit(into p: inout CodePrinter, cache: ChunkCache? = nil) {
        let access = plan.options.accessLevel.rawValue
        let roles = plan.phases.map(\.role.rawValue).joined(separator: ",")
        let shape = "\(plan.transition.reduceMotion.rawValue)|\(plan.hasCompletionHook)|\(features.code)"
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
            let emitter = AnimatorEmitter(plan: plan)
            emitter.emitStoredProperties(into: &p)
            p.line()
            emitter.emitInitializer(into: &p)
            p.line()
            emitter.emitTransitioningMethods(into: &p)
            p.line()
            emitter.emitMakeAnimator(into: &p)
            p.line()
            emitter.emitInsert(into: &p)
        }
        p.line()
        emitMotionTable(into: &p)
        p.line()
        emitTimingTable(into: &p, summaries: timingSummaries)
        p.cached(cache, "animator.tail|\(shape)", plan: plan) { p, plan in
            let emitter = AnimatorEmitter(plan: plan)
            if plan.transition.reduceMotion != .same {
                p.line()
                emitter.emitReducedMotion(into: &p)
            }
            p.line()
            emitter.emitMotionTypes(into: &p)
            p.line()
            emitter.emitMover(into: &p)
            p.line()
            emitter.emitCompletion(into: &p)
        }
        p.outdent()
        p.line("}")
    }

    /// The class's doc comment and first line, then the start of its `Phase` enumeration.
    private func emitHead(into p: inout CodePrinter) {
        let phaseList = plan.phases.map { "`\($0.role.rawValue)`" }.joined(separator: " and ")
        p.doc("""
            Plays \(names.transitionName)'s \(phaseList) \(plan.phases.count == 1 ? "phase" : "phases") for UIKit.

            Each run uses one `UIViewPropertyAnimator`, which `interruptibleAnimator(using:)` hands out for the whole
            transition, so a gesture can scrub it and UIKit can finish or reverse the same motion. Its completion puts
            back everything the animator changed and calls `completeTransition(_:)` exactly once, whatever happened.
            """)
        p.line("@MainActor")
        p.line("\(access)final class \(names.animator): NSObject, UIViewControllerAnimatedTransitioning {")
        p.indent()
        p.doc("The phases of \(names.transitionName), named as in its spec.")
        p.line("\(access)enum Phase: Sendable {")
        // Back to where it started: a chunk leaves the printer at its own level.
        p.outdent()
    }

    private func emitStoredProperties(into p: inout CodePrinter) {
        p.doc("The phase this animator plays.")
        p.line("\(access)let phase: Phase")
        p.line("private let motion: Motion")
        if plan.honoursReduceMotion {
            p.line("private let reducesMotion: Bool")
        }
        p.line("private var propertyAnimator: UIViewPropertyAnimator?")
        if plan.hasCompletionHook {
            p.doc("""
                Called after `completeTransition(_:)` with its argument; the transitioning delegate uses it to let go of
                itself once its view controller is dismissed, or its presentation cancelled.
                """)
            p.line("fileprivate var whenFinished: ((Bool) -> Void)?")
        }
    }

    private func emitInitializer(into p: inout CodePrinter) {
        let purpose = "Creates the animator for one run of `phase`; UIKit expects a fresh animator for each transition."
        switch plan.transition.reduceMotion {
        case .same:
            p.doc(purpose)
            p.block("\(access)init(phase: Phase) {") { p in
                p.line("self.phase = phase")
                p.line("motion = Self.motion(for: phase)")
                p.line("super.init()")
            }
        case .crossfade, .none:
            p.doc(purpose + "\n\n" + """
                Reduce Motion is read here, once per transition, so that `transitionDuration(using:)` and the animation
                agree even if the setting changes midway.
                """)
            let replacement = plan.transition.reduceMotion == .crossfade ? "crossfade" : "stillness"
            p.block("\(access)init(phase: Phase) {") { p in
                p.line("self.phase = phase")
                p.line("reducesMotion = UIAccessibility.isReduceMotionEnabled")
                p.line("motion = reducesMotion ? Self.\(replacement)(replacing: Self.motion(for: phase)) : Self.motion(for: phase)")
                p.line("super.init()")
            }
        }
    }

    private func emitTransitioningMethods(into p: inout CodePrinter) {
        p.doc("""
            The whole phase: its delay, the latest view delay and the motion itself (for a spring, its settling time
            rather than a nominal duration), so that UIKit's bookkeeping and an interactive completion match the screen.
            """)
        p.block("\(access)func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {") { p in
            p.line("motion.duration")
        }
        p.line()
        p.doc("Runs the transition's one animator from the start.")
        p.block("\(access)func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {") { p in
            p.line("interruptibleAnimator(using: transitionContext).startAnimation()")
        }
        p.line()
        p.doc("""
            The animator of this transition, made on the first request. UIKit requires the same instance for the whole
            transition: a percent-driven interaction scrubs it, then finishes or reverses it.
            """)
        p.block("\(access)func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {") { p in
            p.block("if let propertyAnimator {") { p in
                p.line("return propertyAnimator")
            }
            p.line("let animator = makeAnimator(using: transitionContext)")
            p.line("propertyAnimator = animator")
            p.line("return animator")
        }
    }

    private func emitMakeAnimator(into p: inout CodePrinter) {
        let hasHook = plan.hasCompletionHook
        let timing = plan.honoursReduceMotion
            ? "reducesMotion ? UICubicTimingParameters(animationCurve: .easeInOut) : Self.timingParameters(for: phase)"
            : "Self.timingParameters(for: phase)"
        p.doc("""
            Sets the start states, adds the end states as animations and a completion that restores the views.

            When the transition is not animated (UIKit still calls a `.custom` animator then), the views go straight
            to their places.
            """)
        p.block("private func makeAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {") { p in
            p.lines("""
                let containerView = transitionContext.containerView
                let isAnimated = transitionContext.isAnimated
                let duration = isAnimated ? motion.duration : 0
                let animator = UIViewPropertyAnimator(
                    duration: duration,
                    timingParameters: \(timing)
                )

                // UIKit hands over only the views an animator may touch: when the presenting view stays in the window
                // (`.custom`, `.overFullScreen`, …) `view(forKey:)` is nil for it, and it is left alone.
                let incomingView = transitionContext.view(forKey: .to)
                let outgoingView = transitionContext.view(forKey: .from)
                if let incomingView {
                    if let incomingController = transitionContext.viewController(forKey: .to) {
                        incomingView.frame = transitionContext.finalFrame(for: incomingController)
                    }
                    Self.insert(incomingView, into: containerView, onTop: motion.incomingOnTop, outgoingView: outgoingView)
                }

                var movers: [Mover] = []
                if let incomingView {
                    movers.append(Mover(view: incomingView, motion: motion.incoming))
                }
                if let outgoingView {
                    movers.append(Mover(view: outgoingView, motion: motion.outgoing))
                }
                let size = containerView.bounds.size
                """)
            let layoutArgument: String
            if features.layoutRelative {
                p.line("let isRightToLeft = containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft")
                layoutArgument = ", isRightToLeft: isRightToLeft"
            } else {
                layoutArgument = ""
            }
            let preparation = features.needsPreparation ? "\n    mover.prepare()" : ""
            p.lines("""
                for mover in movers {\(preparation)
                    if isAnimated {
                        mover.apply(mover.motion.start, in: size\(layoutArgument))
                    }
                    let end = mover.motion.end
                    let delayFactor = duration > 0 ? CGFloat(mover.motion.delay / duration) : 0
                    if delayFactor > 0 {
                        animator.addAnimations({ mover.apply(end, in: size\(layoutArgument)) }, delayFactor: delayFactor)
                    } else {
                        animator.addAnimations { mover.apply(end, in: size\(layoutArgument)) }
                    }
                }

                """)
            let finishedArgument = hasHook ? ", whenFinished: whenFinished" : ""
            p.lines("""
                let completion = Completion(
                    transitionContext: transitionContext, movers: movers, incomingView: incomingView\(finishedArgument)
                )
                animator.addCompletion { _ in
                    // UIKit runs completions on the main thread. Newer SDKs import this block as `@Sendable`
                    // (SE-0463), which takes away the main-actor isolation it would otherwise be inferred to have.
                    MainActor.assumeIsolated {
                        completion.run()
                    }
                }
                """)
            p.line("return animator")
        }
    }

    private func emitInsert(into p: inout CodePrinter) {
        p.doc("""
            Puts the incoming view into the container above or below the outgoing one. The outgoing view is a reference
            only while it is in the container: a presenting view that stays in the window must not be moved, or it
            would be left behind in the container when the transition ends.
            """)
        p.lines("""
            private static func insert(_ view: UIView, into containerView: UIView, onTop: Bool, outgoingView: UIView?) {
                if let outgoingView, outgoingView.superview === containerView {
                    if onTop {
                        containerView.insertSubview(view, aboveSubview: outgoingView)
                    } else {
                        containerView.insertSubview(view, belowSubview: outgoingView)
                    }
                } else if onTop {
                    containerView.addSubview(view)
                } else {
                    containerView.insertSubview(view, at: 0)
                }
            }
            """)
    }

    private func emitMotionTable(into p: inout CodePrinter) {
        let literal = MotionLiteral(features: features)
        p.doc("Where each view starts and ends in each phase, as the spec resolves.")
        p.block("private static func motion(for phase: Phase) -> Motion {") { p in
            p.block("switch phase {", closer: "}") { p in
                p.outdent()
                for phase in plan.phases {
                    p.line("case .\(phase.role.rawValue):")
                    p.indent()
                    p.line("return Motion(")
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

    private func emitReducedMotion(into p: inout CodePrinter) {
        let keepsCorners = features.cornerRadius
        switch plan.transition.reduceMotion {
        case .crossfade:
            p.doc("""
                Reduce Motion (`reduceMotion: crossfade`): the view on top fades over the same time instead of moving,
                as UIKit's own transitions do.\(keepsCorners ? " Corner radii are how the views look, not motion: each view keeps the one it has at its end of the phase." : "")
                """)
            p.block("private static func crossfade(replacing motion: Motion) -> Motion {") { p in
                p.line("var crossfade = Motion(duration: motion.duration, incomingOnTop: motion.incomingOnTop)")
                if keepsCorners {
                    p.lines("""
                        crossfade.incoming.start.cornerRadius = motion.incoming.end.cornerRadius
                        crossfade.incoming.end.cornerRadius = motion.incoming.end.cornerRadius
                        crossfade.outgoing.start.cornerRadius = motion.outgoing.start.cornerRadius
                        crossfade.outgoing.end.cornerRadius = motion.outgoing.start.cornerRadius
                        """)
                }
                p.lines("""
                    if motion.incomingOnTop {
                        crossfade.incoming.start.alpha = 0
                    } else {
                        crossfade.outgoing.end.alpha = 0
                    }
                    return crossfade
                    """)
            }
        case .none:
            p.doc("""
                Reduce Motion (`reduceMotion: none`): the views take their places at once.\(keepsCorners ? " The incoming view still gets the corner radius it ends with." : "")
                """)
            p.block("private static func stillness(replacing motion: Motion) -> Motion {") { p in
                if keepsCorners {
                    p.line("var stillness = Motion(duration: 0, incomingOnTop: motion.incomingOnTop)")
                    p.line("stillness.incoming.end.cornerRadius = motion.incoming.end.cornerRadius")
                    p.line("return stillness")
                } else {
                    p.line("Motion(duration: 0, incomingOnTop: motion.incomingOnTop)")
                }
            }
        case .same:
            break
        }
    }

    private func emitMotionTypes(into p: inout CodePrinter) {
        p.doc("A phase: how long it takes, which view is on top, and how each view moves.")
        p.block("private struct Motion {") { p in
            p.doc("What `transitionDuration(using:)` reports and the animator runs for.")
            p.line("var duration: TimeInterval")
            p.line("var incomingOnTop: Bool")
            p.line("var incoming = ViewMotion()")
            p.line("var outgoing = ViewMotion()")
        }
        p.line()
        p.doc("One view's motion through a phase.")
        p.block("private struct ViewMotion {") { p in
            p.line("var start = ViewState()")
            p.line("var end = ViewState()")
            if features.anchor {
                p.doc("The unit point that scale and rotation happen about.")
                p.line("var anchor = CGPoint(x: 0.5, y: 0.5)")
            }
            p.doc("Seconds from the start of the phase until this view starts moving.")
            p.line("var delay: TimeInterval = 0")
        }
        p.line()
        p.doc("One end of a view's motion, relative to where it rests: its final frame, identity transform, alpha 1.")
        p.block("private struct ViewState {") { p in
            p.doc("Fractions of the container's size; +x right, +y down.")
            p.line("var offset = CGPoint.zero")
            if features.layoutRelative {
                p.doc("When true, +x points to the trailing edge, so the offset flips under right-to-left layout.")
                p.line("var followsLayoutDirection = false")
            }
            p.line("var scaleX: CGFloat = 1")
            p.line("var scaleY: CGFloat = 1")
            p.doc("Degrees, clockwise.")
            p.line("var rotation: CGFloat = 0")
            p.line("var alpha: CGFloat = 1")
            if features.cornerRadius {
                p.doc("Points; nil keeps the view's own corner radius.")
                p.line("var cornerRadius: CGFloat?")
            }
            if features.dim {
                p.doc("Opacity of a black overlay over the view, as UIKit's own push dims the view it covers.")
                p.line("var dim: CGFloat = 0")
            }
            p.line()
            let signature = features.layoutRelative
                ? "func transform(in size: CGSize, isRightToLeft: Bool) -> CGAffineTransform {"
                : "func transform(in size: CGSize) -> CGAffineTransform {"
            p.doc("Scale, then rotation, then the offset: the view turns about its anchor and then moves.")
            p.block(signature) { p in
                if features.layoutRelative {
                    p.line("let x = offset.x * size.width * (followsLayoutDirection && isRightToLeft ? -1 : 1)")
                } else {
                    p.line("let x = offset.x * size.width")
                }
                p.lines("""
                    return CGAffineTransform(scaleX: scaleX, y: scaleY)
                        .concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
                        .concatenating(CGAffineTransform(translationX: x, y: offset.y * size.height))
                    """)
            }
        }
    }

    private func emitMover(into p: inout CodePrinter) {
        p.doc("""
            A view the animator moves, with what it was like before, so that the completion can hand it back to UIKit
            exactly as it came: views that stay must not keep a transform (their frame would be wrong afterwards).
            """)
        p.line("@MainActor")
        p.block("private final class Mover {") { p in
            p.line("let view: UIView")
            p.line("let motion: ViewMotion")
            p.line("private let transform: CGAffineTransform")
            p.line("private let alpha: CGFloat")
            if features.anchor {
                p.line("private let anchorPoint: CGPoint")
                p.line("private let position: CGPoint")
            }
            if features.cornerRadius {
                p.line("private let cornerRadius: CGFloat")
                p.line("private let clipsToBounds: Bool")
            }
            if features.dim {
                p.line("private var dimmingView: UIView?")
            }
            p.line()
            p.block("init(view: UIView, motion: ViewMotion) {") { p in
                p.line("self.view = view")
                p.line("self.motion = motion")
                p.line("transform = view.transform")
                p.line("alpha = view.alpha")
                if features.anchor {
                    p.line("anchorPoint = view.layer.anchorPoint")
                    p.line("position = view.layer.position")
                }
                if features.cornerRadius {
                    p.line("cornerRadius = view.layer.cornerRadius")
                    p.line("clipsToBounds = view.clipsToBounds")
                }
            }
            p.line()
            if features.needsPreparation {
                emitPrepare(into: &p)
                p.line()
            }
            let signature = features.layoutRelative
                ? "func apply(_ state: ViewState, in size: CGSize, isRightToLeft: Bool) {"
                : "func apply(_ state: ViewState, in size: CGSize) {"
            p.block(signature) { p in
                p.line(features.layoutRelative
                    ? "view.transform = state.transform(in: size, isRightToLeft: isRightToLeft)"
                    : "view.transform = state.transform(in: size)")
                p.line("view.alpha = state.alpha")
                if features.cornerRadius {
                    p.line("view.layer.cornerRadius = state.cornerRadius ?? cornerRadius")
                }
                if features.dim {
                    p.line("dimmingView?.alpha = state.dim")
                }
            }
            p.line()
            if features.cornerRadius {
                p.doc("""
                    Puts back everything the animator changed on the view, except that the view that stays on screen keeps
                    the corner radius its end state asks for: that is how it is meant to look once there.
                    """)
            } else {
                p.doc("Puts back everything the animator changed on the view.")
            }
            p.block(features.cornerRadius ? "func restore(keepingEndCornerRadius: Bool) {" : "func restore() {") { p in
                p.line("view.transform = transform")
                p.line("view.alpha = alpha")
                if features.anchor {
                    p.line("view.layer.anchorPoint = anchorPoint")
                    p.line("view.layer.position = position")
                }
                if features.cornerRadius {
                    p.lines("""
                        if keepingEndCornerRadius, let endRadius = motion.end.cornerRadius {
                            view.layer.cornerRadius = endRadius
                        } else {
                            view.layer.cornerRadius = cornerRadius
                            view.clipsToBounds = clipsToBounds
                        }
                        """)
                }
                if features.dim {
                    p.line("dimmingView?.removeFromSuperview()")
                    p.line("dimmingView = nil")
                }
            }
        }
    }

    private func emitCompletion(into p: inout CodePrinter) {
        let hasHook = plan.hasCompletionHook
        let restoreArgument = features.cornerRadius ? "keepingEndCornerRadius: completed && mover.view === incomingView" : ""
        p.doc("""
            The end of one transition: hands every view back and tells UIKit how it went. It is the only code that calls
            `completeTransition(_:)`, and it lets go of the context as it does, so the call happens exactly once.

            A main-actor object of its own, so that the completion block captures nothing that is not `Sendable`.
            """)
        p.line("@MainActor")
        p.block("private final class Completion {") { p in
            p.line("private var transitionContext: (any UIViewControllerContextTransitioning)?")
            p.line("private let movers: [Mover]")
            p.line("private let incomingView: UIView?")
            if hasHook {
                p.line("private let whenFinished: ((Bool) -> Void)?")
            }
            p.line()
            let hookParameter = hasHook ? ", whenFinished: ((Bool) -> Void)?" : ""
            p.block("init(transitionContext: any UIViewControllerContextTransitioning, movers: [Mover], incomingView: UIView?\(hookParameter)) {") { p in
                p.line("self.transitionContext = transitionContext")
                p.line("self.movers = movers")
                p.line("self.incomingView = incomingView")
                if hasHook {
                    p.line("self.whenFinished = whenFinished")
                }
            }
            p.line()
            p.block("func run() {") { p in
                p.lines("""
                    guard let transitionContext else {
                        return
                    }
                    self.transitionContext = nil
                    // UIKit reports the outcome here, whether the phase ran to its end or an interaction reversed it.
                    let completed = !transitionContext.transitionWasCancelled
                    for mover in movers {
                        mover.restore(\(restoreArgument))
                    }
                    if !completed {
                        incomingView?.removeFromSuperview()
                    }
                    transitionContext.completeTransition(completed)
                    """)
                if hasHook {
                    p.line("whenFinished?(completed)")
                }
            }
        }
    }

    private func emitPrepare(into p: inout CodePrinter) {
        var docs: [String] = []
        if features.anchor {
            docs.append("""
                Moves the anchor point and shifts `layer.position` by the same amount, since the frame depends on both:
                the view turns about its new anchor without jumping.
                """)
        }
        if features.dim {
            docs.append("Adds the dimming overlay when the motion dims the view.")
        }
        if features.cornerRadius {
            docs.append("Clips the view when the motion rounds its corners, or the rounding would not show.")
        }
        p.doc(docs.joined(separator: "\n\n"))
        p.block("func prepare() {") { p in
            if features.anchor {
                p.lines("""
                    let anchor = motion.anchor
                    if anchor != anchorPoint {
                        let size = view.bounds.size
                        view.layer.anchorPoint = anchor
                        view.layer.position = CGPoint(
                            x: position.x + (anchor.x - anchorPoint.x) * size.width,
                            y: position.y + (anchor.y - anchorPoint.y) * size.height
                        )
                    }
                    """)
            }
            if features.dim {
                p.lines("""
                    if motion.start.dim > 0 || motion.end.dim > 0 {
                        let dimmingView = UIView(frame: view.bounds)
                        dimmingView.backgroundColor = .black
                        dimmingView.isUserInteractionEnabled = false
                        view.addSubview(dimmingView)
                        self.dimmingView = dimmingView
                    }
                    """)
            }
            if features.cornerRadius {
                p.lines("""
                    if motion.start.cornerRadius != nil || motion.end.cornerRadius != nil {
                        view.clipsToBounds = true
                    }
                    """)
            }
        }
    }
}
