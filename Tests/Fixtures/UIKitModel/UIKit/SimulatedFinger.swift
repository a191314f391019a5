// One finger dragged across the screen (Docs/UIKitFacts.md §32.2): UIKit delivers its touches to the gesture
// recognizers of the view it lands on and of that view's superviews (the event-handling guide), asking each
// delegate `gestureRecognizer(_:shouldReceive:)` first. When two recognizers would recognize
// the same touches, only one does unless a delegate of either answers true to
// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` (AD). Which one wins without that is not documented; the
// model lets the one nearest the touched view recognize first (a scroll view's pan before a pan on a screen around
// it), and sends each update to the recognizers in that order.

@MainActor public final class SimulatedFinger {
    private let touch: UITouch
    private var candidates: [UIPanGestureRecognizer]
    private var recognizing: [UIPanGestureRecognizer] = []
    private var hasMoved = false

    init(on view: UIView, at point: CGPoint) {
        touch = UITouch(view: view, at: point)
        var found: [UIPanGestureRecognizer] = []
        var current: UIView? = view
        while let each = current {
            for recognizer in each.gestureRecognizers ?? [] {
                guard let pan = recognizer as? UIPanGestureRecognizer, !(pan is UIScreenEdgePanGestureRecognizer),
                      pan.isEnabled else { continue }
                pan.simulatedLocation = point
                if pan.shouldReceive(touch) { found.append(pan) }
            }
            current = each.superview
        }
        candidates = found
    }

    /// The recognizers this finger drives, nearest the touched view first.
    public var recognizers: [UIPanGestureRecognizer] { recognizing }

    /// Moves the finger to `translation` from where it landed. The first move begins every recognizer that may
    /// recognize alongside those already recognizing; later ones change them.
    public func move(to translation: CGPoint, velocity: CGPoint = .zero) {
        guard hasMoved else {
            hasMoved = true
            for candidate in candidates {
                let together = recognizing.allSatisfy {
                    $0.allowsSimultaneousRecognition(with: candidate) || candidate.allowsSimultaneousRecognition(with: $0)
                }
                guard together else {
                    UIKitSimulation.log("gesture", "\(simulationTypeName(candidate)) not simultaneous: not recognized")
                    continue
                }
                candidate.simulate(.began, translation: translation, velocity: velocity)
                if candidate.state == .began { recognizing.append(candidate) }
            }
            return
        }
        for recognizer in recognizing {
            recognizer.simulate(.changed, translation: translation, velocity: velocity)
        }
    }

    /// Lifts the finger at `translation` with `velocity` (points per second): every recognizer still recognizing ends.
    public func lift(at translation: CGPoint, velocity: CGPoint = .zero) {
        for recognizer in recognizing {
            recognizer.simulate(.ended, translation: translation, velocity: velocity)
        }
        recognizing = []
    }
}

extension UIKitSimulation {
    /// A finger landing on `view` at `point` (in `view`'s coordinates); it moves with `move(to:velocity:)`.
    public static func touch(_ view: UIView, at point: CGPoint = .zero) -> SimulatedFinger {
        SimulatedFinger(on: view, at: point)
    }
}
