extension SupportCode {
    /// `ChoreoMask` and `ChoreoSource`: a view seen through a shape that grows from the tapped view
    /// (or a point) until it covers the container, or shrinks back into it (`mask:`, `source:`).
    ///
    /// The shape is a plain view set as the moving view's `mask`, whose `frame` and
    /// `layer.cornerRadius` the phase's property animator animates like any other view's: a
    /// gesture scrubs it, a cancel runs it back, and the completion takes it away. A
    /// `CAShapeLayer`'s path would not follow the animator (Docs/Pitfalls.md).
    static let mask = """
        /// The shape a view is seen through in a phase: small at the origin, large enough to cover the container.
        struct ChoreoMask {
            enum Shape {
                /// A circle about the origin's centre: the round button's own circle (radius half its larger side) at the
                /// small end, reaching the container's farthest corner at the large end.
                case circle
                /// The origin's frame with the source view's corner radius, then the container's bounds.
                case roundedRect
                /// The origin's frame with fully rounded ends, then the container's bounds.
                case capsule
            }

            /// A frame and a corner radius: the shape at one end.
            struct Outline {
                var frame: CGRect
                var cornerRadius: CGFloat
            }

            var shape: Shape
            /// A unit point of the container (0,0 top-left) the shape starts from, of no size; nil for the transition's
            /// source view (`ChoreoSource`).
            var origin: CGPoint?
            /// True when the shape grows from the origin until it covers the container (the view is revealed), false
            /// when it shrinks from covering the container into the origin (the view is hidden).
            var grows = true

            /// The shape at its small and its large end, in the container's coordinates. `origin` is where the shape is small:
            /// a source view's frame with its own corner radius, or a point of no size.
            func ends(from origin: Outline, in bounds: CGRect) -> (small: Outline, large: Outline) {
                let originFrame = origin.frame
                let shortSide = min(originFrame.width, originFrame.height)
                switch shape {
                case .circle:
                    let center = CGPoint(x: originFrame.midX, y: originFrame.midY)
                    let corners = [
                        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                        CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
                    ]
                    let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
                    let radius = max(originFrame.width, originFrame.height) / 2
                    return (Self.circle(about: center, radius: radius), Self.circle(about: center, radius: reach))
                case .roundedRect:
                    let radius = min(origin.cornerRadius, shortSide / 2)
                    return (Outline(frame: originFrame, cornerRadius: radius), Outline(frame: bounds, cornerRadius: 0))
                case .capsule:
                    return (Outline(frame: originFrame, cornerRadius: shortSide / 2), Outline(frame: bounds, cornerRadius: 0))
                }
            }

            /// A square about `center` whose corner radius makes it a circle.
            private static func circle(about center: CGPoint, radius: CGFloat) -> Outline {
                let frame = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
                return Outline(frame: frame, cornerRadius: radius)
            }
        }

        /// The view the user tapped, which masks start at (the spec's `source:`), and how a phase finds it: on the screen
        /// that has it, the forward phase's `.from` controller and the backward phase's `.to` controller.
        @MainActor
        struct ChoreoSource {
            /// Whether the screen that has the view is the one this phase shows (`.to`, the way back) rather than the
            /// one it leaves (`.from`).
            var isOnArrivingScreen: Bool
            /// A unit point of the container the mask starts at, of no size, when the screen shows no view (nil, hidden,
            /// not in a window).
            var fallback: CGPoint
            var view: @MainActor (UIViewController) -> UIView?

            /// The source view's frame in the container's coordinates and its corner radius, read once the incoming view is
            /// in the container at its final frame and before any view moves; the fallback point (no size, no radius)
            /// when the screen shows no view.
            func origin(using transitionContext: any UIViewControllerContextTransitioning) -> ChoreoMask.Outline {
                let containerView = transitionContext.containerView
                let key: UITransitionContextViewControllerKey = isOnArrivingScreen ? .to : .from
                if let controller = transitionContext.viewController(forKey: key), let sourceView = view(controller),
                   !sourceView.isHidden, sourceView.window != nil {
                    // A screen just put at its final frame has not laid out its subviews there yet.
                    controller.view.layoutIfNeeded()
                    let frame = sourceView.convert(sourceView.bounds, to: containerView)
                    return ChoreoMask.Outline(frame: frame, cornerRadius: sourceView.layer.cornerRadius)
                }
                let bounds = containerView.bounds
                let point = CGPoint(x: bounds.minX + fallback.x * bounds.width, y: bounds.minY + fallback.y * bounds.height)
                return ChoreoMask.Outline(frame: CGRect(origin: point, size: .zero), cornerRadius: 0)
            }
        }
        """
}
