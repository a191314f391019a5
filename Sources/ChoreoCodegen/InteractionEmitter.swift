import ChoreoSpec

/// Emits `<Name><Phase>Interaction`, a `UIPercentDrivenInteractiveTransition` driven by the
/// spec's gesture.
///
/// The class names its one gesture (which way, which edge, which thresholds); the gesture
/// handling itself is `ChoreoGestureDriver` in the support file, the same for every phase.
struct InteractionEmitter {
    let plan: GenerationPlan
    let interaction: Interaction

    /// The way the finger moves to advance the phase. An edge pan moves away from its edge.
    var direction: Interaction.PanDirection {
        switch interaction.gesture {
        case .pan, .drag:
            return interaction.direction
        case .edgePan:
            switch interaction.edge {
            case .leading: return .trailing
            case .trailing: return .leading
            case .left: return .right
            case .right: return .left
            case .top: return .down
            case .bottom: return .up
            }
        }
    }

    /// "a pan down", "an edge pan from the leading edge", for doc comments.
    static func gestureDescription(_ interaction: Interaction) -> String {
        switch interaction.gesture {
        case .pan: return "a pan \(interaction.direction.rawValue)"
        case .edgePan: return "an edge pan from the \(interaction.edge.rawValue) edge"
        case .drag: return "a drag that moves the presented view with the finger"
        }
    }

    /// A pan (not a tab bar's shared one) over a table or collection view that waits for the content's edge.
    private var handsOff: Bool {
        interaction.scrollView == .handoff && interaction.gesture == .pan && plan.kind != .tabBar
    }

    private var handOffArgument: String { handsOff ? ", handsOffToScrollView: true" : "" }

    private var handOffNote: String {
        guard handsOff else { return "" }
        return """


            Over a table or collection view the content scrolls first: the phase starts only once it rests at the edge the
            finger pulls away from, counting the finger's way from there, and the content then stays at that edge.
            """
    }

    private var usesLayoutDirection: Bool { direction == .leading || direction == .trailing }

    /// The whole way of the gesture: the view's height or width when it fills the container; for a phase into or out
    /// of a presentation controller's container, the distance between the presented view's frame and just outside
    /// the container, as its offsets count.
    private var wayDescription: String {
        let side = isVertical ? "height" : "width"
        guard plan.container != nil else { return "the view's \(side)" }
        if interaction.role.isForward {
            return "the distance the presented view travels from just outside the container to its frame (its own \(side) from the edge it rests on)"
        }
        return "the distance that takes the presented view just out of the container that way (its own \(side) from the edge it rests on)"
    }

    func emit(into p: inout CodePrinter) {
        if interaction.gesture == .drag {
            emitDrag(into: &p)
            return
        }
        let names = plan.names
        let access = plan.accessPrefix
        let layoutNote = usesLayoutDirection ? " (leading and trailing follow the view's layout direction)" : ""
        // A container's haptics tick when the dismissing finger crosses the threshold (Docs/SpecReference.md, "Detents").
        let ticksAtThreshold = plan.container?.haptics == true && !interaction.role.isForward
        let tickNote = ticksAtThreshold ? " A selection tick marks each crossing of `finishAt`." : ""
        p.doc("""
            Drives \(names.transitionName)'s `\(interaction.role.rawValue)` phase with \(Self.gestureDescription(interaction))\(layoutNote).

            Progress is the finger's travel \(direction.rawValue) over \(wayDescription). Letting go past the
            `finishAt` fraction of the way, or faster than `finishVelocity` points per second \(direction.rawValue) (both set in
            the initializer), finishes the phase; anything else cancels it and the views go back. The delegate hands this
            object to UIKit only while its gesture is active.\(handOffNote)\(tickNote)
            """)
        let className = names.interaction(for: interaction.role)
        let edge: String
        switch interaction.gesture {
        case .pan, .drag: edge = "nil"
        case .edgePan: edge = "." + interaction.edge.rawValue
        }
        let finishAt = SwiftLiteral.number(interaction.finishAt)
        let finishVelocity = SwiftLiteral.number(interaction.finishVelocity)
        let ticks = ticksAtThreshold ? ", ticksAtThreshold: true" : ""
        p.block("\(access)final class \(className): UIPercentDrivenInteractiveTransition {") { p in
            p.line("private let driver: ChoreoGestureDriver")
            p.line()
            p.doc("True from the moment the gesture starts the phase until it finishes or cancels it.")
            p.lines("""
                \(access)var isActive: Bool {
                    driver.isActive
                }

                """)
            if plan.kind == .tabBar {
                p.doc("""
                    Lets `pan`, the tab bar's one pan, drive this phase when the finger sets off \(direction.rawValue). When it begins, `begin`
                    starts the phase and says whether it did.
                    """)
                p.lines("""
                    fileprivate init(sharing pan: ChoreoSharedPan, begin: @escaping @MainActor (\(className)) -> Bool) {
                        driver = ChoreoGestureDriver(direction: .\(direction.rawValue), finishAt: \(finishAt), finishVelocity: \(finishVelocity))
                        super.init()
                        pan.add(driver, driving: self) { [unowned self] in begin(self) }
                    }

                    """)
            } else {
                p.doc("Adds the gesture to `view`. When it begins, `begin` starts the phase and says whether it did.")
                p.lines("""
                    fileprivate init(attachingTo view: UIView, begin: @escaping @MainActor (\(className)) -> Bool) {
                        driver = ChoreoGestureDriver(direction: .\(direction.rawValue), finishAt: \(finishAt), finishVelocity: \(finishVelocity)\(handOffArgument)\(ticks))
                        super.init()
                        driver.attach(to: view, edge: \(edge), driving: self) { [unowned self] in begin(self) }
                    }

                    """)
            }
            p.doc("""
                Reads the finger's whole way from the frame UIKit gives the view this phase \(interaction.role.isForward ? "brings in" : "takes away"), before any
                animation starts: the gesture's own view is not always the one that moves.
                """)
            p.lines("""
                \(access)override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
                    driver.measureWay(in: transitionContext, arriving: \(interaction.role.isForward))
                    super.startInteractiveTransition(transitionContext)
                }
                """)
            // A tab bar's pan belongs to its delegate (`ChoreoSharedPan`), which removes it.
            if plan.kind != .tabBar {
                p.line()
                p.doc("Removes the gesture from its view; a recognizer does not retain its target, so it must not outlive this object.")
                p.lines("""
                    fileprivate func detach() {
                        driver.detach()
                    }
                    """)
            }
        }
    }

    /// `gesture: drag`: the same class shape around `ChoreoDragDriver`, which moves the presented view with the finger
    /// and scrubs the dismissal by the finger's distance.
    private func emitDrag(into p: inout CodePrinter) {
        let names = plan.names
        let access = plan.accessPrefix
        p.doc("""
            Drives \(names.transitionName)'s `\(interaction.role.rawValue)` phase with a drag: the presented view follows the finger both ways.

            The dismissal is scrubbed by the finger's distance over half the container's shorter side. Letting go past the
            `finishAt` fraction, or faster than `finishVelocity` points per second in any direction (both set in the
            initializer), finishes it where the view is; anything else cancels it, and the view springs back carrying the
            finger's velocity. The delegate hands this object to UIKit only while its gesture is active.
            """)
        let className = names.interaction(for: interaction.role)
        let finishAt = SwiftLiteral.number(interaction.finishAt)
        let finishVelocity = SwiftLiteral.number(interaction.finishVelocity)
        p.block("\(access)final class \(className): UIPercentDrivenInteractiveTransition {") { p in
            p.line("private let driver: ChoreoDragDriver")
            p.line()
            p.doc("True from the moment the gesture starts the phase until it finishes or cancels it.")
            p.lines("""
                \(access)var isActive: Bool {
                    driver.isActive
                }

                """)
            p.doc("Adds the drag to `view`. When it begins, `begin` starts the dismissal and says whether it did.")
            p.lines("""
                fileprivate init(attachingTo view: UIView, begin: @escaping @MainActor (\(className)) -> Bool) {
                    driver = ChoreoDragDriver(finishAt: \(finishAt), finishVelocity: \(finishVelocity))
                    super.init()
                    driver.attach(to: view, driving: self) { [unowned self] in begin(self) }
                }

                """)
            p.doc("Lets the driver put the dragged view back in its place once the dismissal has finished.")
            p.lines("""
                \(access)override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
                    super.startInteractiveTransition(transitionContext)
                    driver.started(in: transitionContext)
                }

                """)
            p.doc("Removes the gesture from its view; a recognizer does not retain its target, so it must not outlive this object.")
            p.lines("""
                fileprivate func detach() {
                    driver.detach()
                }
                """)
        }
    }

    private var isVertical: Bool { direction == .up || direction == .down }
}
