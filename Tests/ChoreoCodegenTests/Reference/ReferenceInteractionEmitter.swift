// A frozen copy of the emitter as it was before it was rewritten for speed (commit 4435b6f), kept
// only as the reference that EmitterEquivalenceTests compares the fast emitter against, byte for
// byte. Do not change it to make a test pass: the generated code must not change.

import ChoreoSpec

/// Emits `<Name><Phase>Interaction`, a `UIPercentDrivenInteractiveTransition` driven by the
/// spec's gesture.
///
/// The class is written for its one gesture (which way, which edge, which thresholds) rather
/// than configured at run time, so it reads like the hand-written version.
struct ReferenceInteractionEmitter {
    let plan: ReferenceGenerationPlan
    let interaction: Interaction

    /// The way the finger moves to advance the phase. An edge pan moves away from its edge.
    var direction: Interaction.PanDirection {
        switch interaction.gesture {
        case .pan:
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
        }
    }

    private var usesLayoutDirection: Bool { direction == .leading || direction == .trailing }

    func emit(into p: inout ReferenceCodePrinter) {
        let names = plan.names
        let access = plan.accessPrefix
        let role = interaction.role.rawValue
        let finishAt = ReferenceSwiftLiteral.number(interaction.finishAt)
        let finishVelocity = ReferenceSwiftLiteral.number(interaction.finishVelocity)
        let percent = ReferenceSwiftLiteral.number(interaction.finishAt * 100)
        let layoutNote = usesLayoutDirection ? " (leading and trailing follow the view's layout direction)" : ""
        p.doc("""
            Drives \(names.transitionName)'s `\(role)` phase with \(Self.gestureDescription(interaction))\(layoutNote).

            Progress is the finger's travel \(direction.rawValue) over the view's \(isVertical ? "height" : "width"). Letting go past \(percent)% of the
            way, or faster than \(finishVelocity) points per second \(direction.rawValue), finishes the phase; anything else cancels it
            and the views go back. The delegate hands this object to UIKit only while its gesture is active.
            """)
        let className = names.interaction(for: interaction.role)
        p.block("\(access)final class \(className): UIPercentDrivenInteractiveTransition {") { p in
            p.doc("True from the moment the gesture starts the phase until it finishes or cancels it.")
            p.line("\(access)private(set) var isActive = false")
            p.line("private let begin: @MainActor (\(className)) -> Bool")
            p.line("private var gestureRecognizer: UIPanGestureRecognizer?")
            p.line()
            p.doc("Adds the gesture to `view`. When it begins, `begin` starts the phase and says whether it did.")
            p.block("fileprivate init(attachingTo view: UIView, begin: @escaping @MainActor (\(className)) -> Bool) {") { p in
                p.line("self.begin = begin")
                p.line("super.init()")
                switch interaction.gesture {
                case .pan:
                    p.line("let recognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))")
                case .edgePan:
                    p.line("let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))")
                    switch interaction.edge {
                    case .leading:
                        p.line("recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left")
                    case .trailing:
                        p.line("recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right")
                    case .left, .right, .top, .bottom:
                        p.line("recognizer.edges = .\(interaction.edge.rawValue)")
                    }
                }
                p.line("view.addGestureRecognizer(recognizer)")
                p.line("gestureRecognizer = recognizer")
            }
            p.line()
            p.doc("Removes the gesture from its view; a recognizer does not retain its target, so it must not outlive this object.")
            p.block("fileprivate func detach() {") { p in
                p.block("if let gestureRecognizer {") { p in
                    p.line("gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)")
                }
                p.line("gestureRecognizer = nil")
            }
            p.line()
            p.lines("""
                @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
                    if recognizer.state == .began {
                        // UIKit asks the delegate for this interaction while `begin` runs, so it must be active already.
                        isActive = true
                        if !begin(self) {
                            isActive = false
                        }
                        return
                    }
                    guard isActive, let view = recognizer.view else {
                        return
                    }
                    let travel = travel(of: recognizer, in: view)
                    if recognizer.state == .changed {
                        update(travel.progress)
                    } else if recognizer.state == .ended {
                        isActive = false
                        if travel.progress >= \(finishAt) || travel.speed >= \(finishVelocity) {
                            finish()
                        } else {
                            cancel()
                        }
                    } else if recognizer.state == .cancelled || recognizer.state == .failed {
                        isActive = false
                        cancel()
                    }
                }

                """)
            p.doc("""
                How far along the finger is (0 to 1) and how fast it moves \(direction.rawValue), in points per second. Both are
                measured in the superview: the view itself moves with the finger, which would cancel out its translation.
                """)
            p.block("private func travel(of recognizer: UIPanGestureRecognizer, in view: UIView) -> (progress: CGFloat, speed: CGFloat) {") { p in
                p.line("let translation = recognizer.translation(in: view.superview)")
                p.line("let velocity = recognizer.velocity(in: view.superview)")
                let axis = isVertical ? "y" : "x"
                switch direction {
                case .down, .right:
                    p.line("let distance = translation.\(axis)")
                    p.line("let speed = velocity.\(axis)")
                case .up, .left:
                    p.line("let distance = -translation.\(axis)")
                    p.line("let speed = -velocity.\(axis)")
                case .trailing, .leading:
                    let sign = direction == .trailing ? "-1 : 1" : "1 : -1"
                    p.line("let sign: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? \(sign)")
                    p.line("let distance = translation.x * sign")
                    p.line("let speed = velocity.x * sign")
                }
                p.line("let length = view.bounds.\(isVertical ? "height" : "width")")
                p.block("guard length > 0 else {") { p in
                    p.line("return (0, speed)")
                }
                p.line("return (min(max(distance / length, 0), 1), speed)")
            }
        }
    }

    private var isVertical: Bool { direction == .up || direction == .down }
}
