extension SupportCode {
    /// `ChoreoSharedElements`, `ChoreoSharedElement` and `ChoreoSharedElementTraveller`: the
    /// elements that fly between the two screens (`shared:`), found through the transition's
    /// generated `<Name>SharedViews` protocol.
    static let sharedElements = """
        /// One shared element of a phase: its corner radius at each end, nil for the view's own `layer.cornerRadius`, and
        /// the fractions of the phase, after its delay, during which it flies (a staggered phase's elements take turns).
        struct ChoreoSharedElement {
            var startCornerRadius: CGFloat?
            var endCornerRadius: CGFloat?
            var window: ClosedRange<Double> = 0...1
        }

        /// A phase's shared elements, and how their views are found: `views` returns the views a view controller shows
        /// for them, in the elements' order, or nil when it shows none (it adopts no `<Name>SharedViews`).
        @MainActor
        struct ChoreoSharedElements {
            var elements: [ChoreoSharedElement]
            /// Seconds from the start of the phase until the elements start moving: the phase's own delay.
            var delay: TimeInterval = 0
            var views: @MainActor (UIViewController) -> [UIView?]?

            /// The view controller that adopts `Adopter` for `controller`: the controller itself, else the one a container
            /// shows (a navigation controller's top view controller, a tab bar controller's selected one, in turn). A
            /// presentation from a screen inside a navigation controller has the navigation controller as its `.from`.
            static func adopter<Adopter>(of controller: UIViewController, as type: Adopter.Type) -> Adopter? {
                var current: UIViewController? = controller
                while let candidate = current {
                    if let adopter = candidate as? Adopter {
                        return adopter
                    }
                    if let navigationController = candidate as? UINavigationController {
                        current = navigationController.topViewController
                    } else if let tabBarController = candidate as? UITabBarController {
                        current = tabBarController.selectedViewController
                    } else {
                        current = nil
                    }
                }
                return nil
            }

            /// A traveller for each element whose view both screens show: not nil, not hidden, in a window. The others are
            /// left out; the rest of the transition runs as it would. Called once the incoming view is in the container at
            /// its final frame and before any view is moved to its start, so both frames are where the views rest.
            func travellers(
                using transitionContext: any UIViewControllerContextTransitioning,
                inPlace: Bool
            ) -> [ChoreoSharedElementTraveller] {
                guard let source = transitionContext.viewController(forKey: .from),
                      let destination = transitionContext.viewController(forKey: .to),
                      let sourceViews = views(source),
                      let destinationViews = views(destination) else {
                    return []
                }
                // The destination's subviews get their frames from its layout, which has not run at its final frame yet.
                destination.view.layoutIfNeeded()
                var travellers: [ChoreoSharedElementTraveller] = []
                for (index, element) in elements.enumerated() {
                    guard index < sourceViews.count, index < destinationViews.count,
                          let sourceView = sourceViews[index], let destinationView = destinationViews[index],
                          Self.isShowing(sourceView), Self.isShowing(destinationView),
                          let traveller = ChoreoSharedElementTraveller(
                              element: element,
                              from: sourceView,
                              to: destinationView,
                              in: transitionContext.containerView,
                              inPlace: inPlace
                          ) else {
                        continue
                    }
                    travellers.append(traveller)
                }
                return travellers
            }

            private static func isShowing(_ view: UIView) -> Bool {
                !view.isHidden && view.window != nil
            }
        }

        /// One element in flight: two snapshots in the container, the source's look fading out and the destination's fading
        /// in, travelling together from the element's frame in the source to its frame in the destination with the corner
        /// radius going from one end's to the other's. The real views are hidden meanwhile; `restore()` shows them again.
        @MainActor
        final class ChoreoSharedElementTraveller {
            private let sourceView: UIView
            private let destinationView: UIView
            private let sourceSnapshot: UIView
            private let destinationSnapshot: UIView
            private let startFrame: CGRect
            private let endFrame: CGRect
            private let startCornerRadius: CGFloat
            private let endCornerRadius: CGFloat
            private let window: ClosedRange<Double>
            private let inPlace: Bool

            /// nil when UIKit makes no snapshot of either view. The source is on screen, so its snapshot is what is
            /// showing; the destination has not been drawn yet, so its snapshot is taken after the screen updates. With
            /// `inPlace` (Reduce Motion) each snapshot stays at its own view's frame and the two only cross-fade.
            init?(element: ChoreoSharedElement, from sourceView: UIView, to destinationView: UIView, in containerView: UIView, inPlace: Bool) {
                guard let sourceSnapshot = sourceView.snapshotView(afterScreenUpdates: false),
                      let destinationSnapshot = destinationView.snapshotView(afterScreenUpdates: true) else {
                    return nil
                }
                self.sourceView = sourceView
                self.destinationView = destinationView
                self.sourceSnapshot = sourceSnapshot
                self.destinationSnapshot = destinationSnapshot
                startFrame = sourceView.convert(sourceView.bounds, to: containerView)
                endFrame = destinationView.convert(destinationView.bounds, to: containerView)
                startCornerRadius = element.startCornerRadius ?? sourceView.layer.cornerRadius
                endCornerRadius = element.endCornerRadius ?? destinationView.layer.cornerRadius
                window = element.window
                self.inPlace = inPlace
                for snapshot in [sourceSnapshot, destinationSnapshot] {
                    snapshot.clipsToBounds = true
                    snapshot.isUserInteractionEnabled = false
                    containerView.addSubview(snapshot)
                }
                sourceView.isHidden = true
                destinationView.isHidden = true
                applyStart()
            }

            func applyStart() {
                sourceSnapshot.frame = startFrame
                destinationSnapshot.frame = inPlace ? endFrame : startFrame
                sourceSnapshot.alpha = 1
                destinationSnapshot.alpha = 0
                sourceSnapshot.layer.cornerRadius = startCornerRadius
                destinationSnapshot.layer.cornerRadius = inPlace ? endCornerRadius : startCornerRadius
            }

            func applyEnd() {
                sourceSnapshot.frame = inPlace ? startFrame : endFrame
                destinationSnapshot.frame = endFrame
                sourceSnapshot.alpha = 0
                destinationSnapshot.alpha = 1
                sourceSnapshot.layer.cornerRadius = inPlace ? startCornerRadius : endCornerRadius
                destinationSnapshot.layer.cornerRadius = endCornerRadius
            }

            /// Inside the animator's animation block: takes the snapshots to the end. An element with a window of its own (a
            /// staggered phase) flies through a keyframe animation during it, which inherits the animator's duration and
            /// timing; in place (Reduce Motion) the snapshots cross-fade over the whole phase.
            func moveToEnd() {
                guard window != 0...1, !inPlace else {
                    applyEnd()
                    return
                }
                let window = self.window
                UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear], animations: {
                    UIView.addKeyframe(withRelativeStartTime: window.lowerBound, relativeDuration: window.upperBound - window.lowerBound) {
                        self.applyEnd()
                    }
                })
            }

            /// Removes the snapshots and shows the real views again, whether the transition completed or was cancelled.
            func restore() {
                sourceSnapshot.removeFromSuperview()
                destinationSnapshot.removeFromSuperview()
                sourceView.isHidden = false
                destinationView.isHidden = false
            }
        }
        """
}
