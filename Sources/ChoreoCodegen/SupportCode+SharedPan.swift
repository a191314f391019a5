extension SupportCode {
    /// `ChoreoSharedPan`: one pan that drives whichever of two phases its finger sets off toward (a tab bar's).
    static let sharedPan = """
        /// One pan that drives whichever of several phases the finger sets off toward: a tab bar's pan selects the next
        /// tab one way and the previous tab the other. Each phase keeps its own `ChoreoGestureDriver` (its direction and
        /// thresholds); this pan hands every update of a gesture to the driver the gesture began with.
        ///
        /// It is the gesture recognizer's target (a recognizer does not retain its target): whoever owns it must keep it
        /// as long as the gesture, or `detach()` it first.
        @MainActor
        final class ChoreoSharedPan: NSObject {
            private var drivers: [ChoreoGestureDriver] = []
            /// The driver of the gesture under way, from its beginning to its end.
            private var following: ChoreoGestureDriver?
            private var gestureRecognizer: UIPanGestureRecognizer?

            /// Adds the pan to `view`.
            init(attachingTo view: UIView) {
                super.init()
                let recognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                view.addGestureRecognizer(recognizer)
                gestureRecognizer = recognizer
            }

            /// Lets a gesture that sets off `driver`'s way drive `transition`. When it begins, `begin` starts the phase
            /// and says whether it did.
            func add(
                _ driver: ChoreoGestureDriver,
                driving transition: UIPercentDrivenInteractiveTransition,
                begin: @escaping @MainActor () -> Bool
            ) {
                driver.drive(transition, begin: begin)
                drivers.append(driver)
            }

            /// Removes the pan from its view; a recognizer does not retain its target, so it must not outlive this object.
            func detach() {
                if let gestureRecognizer {
                    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
                }
                gestureRecognizer = nil
                following = nil
            }

            @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
                if recognizer.state == .began {
                    // The phase whose way the finger sets off most closely, or, when that one has nothing to switch to
                    // (no tab that way), the next closest; a gesture that goes no phase's way drives nothing.
                    following = nil
                    let leads = drivers.map { (driver: $0, lead: $0.lead(of: recognizer)) }.filter { $0.lead > 0 }
                    for candidate in leads.sorted(by: { $0.lead > $1.lead }) {
                        candidate.driver.follow(recognizer)
                        if candidate.driver.isActive {
                            following = candidate.driver
                            break
                        }
                    }
                    return
                }
                following?.follow(recognizer)
                if recognizer.state == .ended || recognizer.state == .cancelled || recognizer.state == .failed {
                    following = nil
                }
            }
        }
        """
}
