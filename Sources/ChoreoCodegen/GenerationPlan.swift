import ChoreoSpec

/// What one transition becomes in Swift, decided once before any text is printed: the names of
/// the generated types, which phases and gestures exist, and which view properties the motion
/// touches. The emitters only read it, so every decision about the output lives here.
struct GenerationPlan {
    let transition: Transition
    let options: CodegenOptions
    private(set) var names: GeneratedNames
    /// The phases in order: forward (present, push, perform), then backward if the spec has one.
    let phases: [Phase]
    /// Gestures, one per phase at most, only for phases that exist.
    let interactions: [Interaction]
    let features: MotionFeatures

    init(transition: Transition, options: CodegenOptions) {
        self.transition = transition
        self.options = options
        self.names = GeneratedNames(transitionName: transition.name)
        self.phases = transition.phases
        let roles = Set(transition.phases.map(\.role))
        self.interactions = transition.interactions.filter { roles.contains($0.role) }
        self.features = MotionFeatures(phases: transition.phases)
    }

    /// The same plan for a transition called `name`: what `CodePrinter.cached` prints a chunk
    /// for, with a placeholder name.
    func renamed(_ name: String) -> GenerationPlan {
        var plan = self
        plan.names = GeneratedNames(transitionName: name)
        return plan
    }

    /// `public `, `package ` or nothing (internal is Swift's default and reads best unsaid).
    var accessPrefix: String {
        switch options.accessLevel {
        case .public: return "public "
        case .package: return "package "
        case .internal: return ""
        }
    }

    var kind: TransitionKind { transition.kind }

    /// The presentation style the generated code sets. A spec without one does not pass lint;
    /// should it reach the emitter anyway, `.custom` is the style under which an animator is
    /// always consulted.
    var presentationStyle: PresentationStyle { transition.presentationStyle ?? .custom }

    var forward: Phase { transition.forward }

    var backward: Phase? { transition.backward }

    func interaction(for role: PhaseRole) -> Interaction? {
        interactions.first { $0.role == role }
    }

    /// The backward gesture (interactive dismiss or pop), the one the generated API installs.
    var backwardInteraction: Interaction? {
        backward.flatMap { interaction(for: $0.role) }
    }

    /// The forward gesture (interactive present, push or perform), which the generated API lets
    /// the app attach with the view controller to show.
    var forwardInteraction: Interaction? {
        interaction(for: forward.role)
    }

    /// True when the transitioning delegate must hear how a phase ended: to let go of itself after
    /// a dismissal, or after a gesture-driven presentation that was cancelled.
    var hasCompletionHook: Bool {
        kind != .navigation && (backward != nil || forwardInteraction != nil)
    }

    /// True when some phase must check `UIAccessibility.isReduceMotionEnabled` at run time.
    var honoursReduceMotion: Bool { transition.reduceMotion != .same }

    /// iOS 17 brought `UISpringTimingParameters(duration:bounce:initialVelocity:)`; older
    /// targets get the same spring through its physical parameters.
    var allowsPerceptualSprings: Bool { options.deploymentTarget >= DeploymentTarget(major: 17) }
}

/// The Swift names of everything generated for one transition, all prefixed with its name so
/// that several transitions live side by side in one module.
struct GeneratedNames {
    let transitionName: String

    var animator: String { transitionName + "Animator" }
    var transitioningDelegate: String { transitionName + "TransitioningDelegate" }
    var navigationDelegate: String { transitionName + "NavigationDelegate" }
    var segue: String { transitionName + "Segue" }
    var delegateStore: String { transitionName + "DelegateStore" }
    var gestureStore: String { transitionName + "GestureStore" }
    var presentingGestureMethod: String { "add" + transitionName + "PresentingGesture" }
    var presentMethod: String { "present" + transitionName }
    var installMethod: String { "install" + transitionName }

    /// `CardPopDismissInteraction`, `SlidePopInteraction`, …
    func interaction(for role: PhaseRole) -> String {
        transitionName + role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst() + "Interaction"
    }

    var fileName: String { transitionName + ".choreo.swift" }
}

/// The view properties some phase changes. Code for the others is left out, so that a file reads
/// like what a person would write for that one transition.
struct MotionFeatures: Equatable {
    var anchor = false
    var cornerRadius = false
    var dim = false
    var layoutRelative = false

    /// The four flags as one number, for chunk keys (`ChunkCache`).
    var code: Int {
        (anchor ? 1 : 0) | (cornerRadius ? 2 : 0) | (dim ? 4 : 0) | (layoutRelative ? 8 : 0)
    }

    /// True when a view needs setting up before its start state (anchor, overlay, clipping).
    var needsPreparation: Bool { anchor || cornerRadius || dim }

    init(phases: [Phase]) {
        for phase in phases {
            for motion in [phase.incoming, phase.outgoing] {
                if motion.anchor != .center { anchor = true }
                for state in [motion.start, motion.end] {
                    if state.cornerRadius != nil { cornerRadius = true }
                    if state.dim != 0 { dim = true }
                    if state.offset.isLayoutRelative, state.offset.x != 0 { layoutRelative = true }
                }
            }
        }
    }
}
