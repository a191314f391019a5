import ChoreoSpec

/// What one transition becomes in Swift, decided once before any text is printed: the names of
/// the generated types and which phases and gestures exist. The emitters only read it, so every
/// decision about the output lives here.
struct GenerationPlan {
    let transition: Transition
    let options: CodegenOptions
    let names: GeneratedNames
    /// The phases in order: forward (present, push, perform, next), then backward if the spec has one.
    let phases: [Phase]
    /// Gestures, one per phase at most, only for phases that exist.
    let interactions: [Interaction]

    init(transition: Transition, options: CodegenOptions) {
        self.transition = transition
        self.options = options
        self.names = GeneratedNames(transitionName: transition.name)
        // One array for the phases (`Transition.phases` builds three), and the transition's own
        // gestures when all of them belong to a phase, as they do once lint has passed.
        var phases: [Phase] = []
        phases.reserveCapacity(2)
        phases.append(transition.forward)
        if let backward = transition.backward {
            phases.append(backward)
        }
        self.phases = phases
        let belongs = { (interaction: Interaction) in phases.contains { $0.role == interaction.role } }
        self.interactions = transition.interactions.allSatisfy(belongs)
            ? transition.interactions
            : transition.interactions.filter(belongs)
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

    /// The container of a modal or segue presentation, for which a presentation controller is generated.
    var container: Container? { kind.presents ? transition.container : nil }

    var backward: Phase? { transition.backward }

    /// UIKit's own sheet of a modal spec with `presentation: sheet:`, configured instead of animated.
    var nativeSheet: NativeSheet? { kind == .modal ? transition.nativeSheet : nil }

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
    var tabBarDelegate: String { transitionName + "TabBarDelegate" }
    var presentationController: String { transitionName + "PresentationController" }
    /// `NativeSheetConfiguration`, not `NativeSheetSheetConfiguration`, for a transition already named after what it is.
    var sheetConfiguration: String { transitionName + (transitionName.hasSuffix("Sheet") ? "Configuration" : "SheetConfiguration") }
    /// `FadeSegue`, not `FadeSegueSegue`, for a transition already named after what it is.
    var segue: String { transitionName.hasSuffix("Segue") ? transitionName : transitionName + "Segue" }
    var presentingGestureMethod: String { "add" + transitionName + "PresentingGesture" }
    var presentMethod: String { "present" + transitionName }
    var installMethod: String { "install" + transitionName }
    var uninstallMethod: String { "uninstall" + transitionName }

    /// `CardPopDismissInteraction`, `SlidePopInteraction`, …
    func interaction(for role: PhaseRole) -> String {
        transitionName + role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst() + "Interaction"
    }

    var fileName: String { transitionName + ".choreo.swift" }
}
