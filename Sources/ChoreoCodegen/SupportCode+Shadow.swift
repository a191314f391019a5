extension SupportCode {
    /// `ChoreoShadow` and `ChoreoShadowDriver`: a view state's layer shadow, and what moves it in step
    /// with the animator, since UIKit's view animations do not.
    static let shadow = """
        /// A layer shadow at one end of a view's motion: `CALayer`'s `shadowOpacity`, `shadowRadius`, `shadowOffset` and
        /// `shadowColor` (sRGB components).
        struct ChoreoShadow {
            var opacity: CGFloat
            var radius: CGFloat = 3
            var offsetX: CGFloat = 0
            var offsetY: CGFloat = 0
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0

            /// `fraction` of the way to `end`. A spring carries the fraction past 1 and back; opacity and radius stay
            /// where a layer can draw them.
            func interpolated(to end: ChoreoShadow, fraction: CGFloat) -> ChoreoShadow {
                func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
                return ChoreoShadow(
                    opacity: min(max(mix(opacity, end.opacity), 0), 1),
                    radius: max(mix(radius, end.radius), 0),
                    offsetX: mix(offsetX, end.offsetX),
                    offsetY: mix(offsetY, end.offsetY),
                    red: min(max(mix(red, end.red), 0), 1),
                    green: min(max(mix(green, end.green), 0), 1),
                    blue: min(max(mix(blue, end.blue), 0), 1)
                )
            }

            /// Sets the shadow on `layer` with `path` as its outline: without a path Core Animation renders the shadow
            /// offscreen from the layer's alpha every frame. Implicit animations are off, since the driver sets a new
            /// value each frame.
            func apply(to layer: CALayer, path: CGPath) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.shadowOpacity = Float(opacity)
                layer.shadowRadius = radius
                layer.shadowOffset = CGSize(width: offsetX, height: offsetY)
                layer.shadowColor = UIColor(red: red, green: green, blue: blue, alpha: 1).cgColor
                layer.shadowPath = path
                CATransaction.commit()
            }
        }

        extension ChoreoViewMotion {
            /// The shadow at fraction `position` of the phase: on the line between the two stops around it, and past the first
            /// or last stop (a spring's overshoot) on the line through the nearest two. nil when no stop has a shadow.
            func shadow(at position: Double) -> ChoreoShadow? {
                let stops = self.stops
                let next = stops.indices.dropFirst().first { stops[$0].at >= position } ?? stops.count - 1
                let from = stops[next - 1], to = stops[next]
                guard let start = from.state.shadow ?? to.state.shadow, let end = to.state.shadow ?? from.state.shadow else {
                    return nil
                }
                let span = to.at - from.at
                return start.interpolated(to: end, fraction: span > 0 ? CGFloat((position - from.at) / span) : 1)
            }
        }

        /// Moves the shadows of one transition's views in step with its animator, a display frame at a time.
        ///
        /// UIKit's view animations do not animate layer shadows (only `shadowOpacity`, and only from iOS 13, and nobody
        /// documents whether a property animator scrubs it), and an explicit `CABasicAnimation` would run on its own
        /// clock while a gesture scrubs, reverses or cancels the animator. So each view with a shadow gets a probe: an
        /// empty, zero-size view beside it whose `center.x` the animator moves along the view's stops (0 to 1, or from
        /// keyframe to keyframe) in the same animation as the view (`ChoreoMover.moveToEnd(in:isRightToLeft:)`). The
        /// probe's presentation layer says how far along the view's motion the screen is, on the animator's curve or
        /// spring and wherever the animator has been taken, and the shadow is set to that point of its way. The display
        /// link holds this driver until `stop()`.
        @MainActor
        final class ChoreoShadowDriver: NSObject {
            private let movers: [ChoreoMover]
            private var displayLink: CADisplayLink?

            init(movers: [ChoreoMover]) {
                self.movers = movers.filter(\\.hasShadow)
                super.init()
            }

            /// Starts following the animator; nothing when no view has a shadow.
            func start() {
                guard !movers.isEmpty, displayLink == nil else {
                    return
                }
                let displayLink = CADisplayLink(target: self, selector: #selector(step))
                displayLink.add(to: .main, forMode: .common)
                self.displayLink = displayLink
            }

            /// Stops following and lets go of the display link, which held this driver.
            func stop() {
                displayLink?.invalidate()
                displayLink = nil
            }

            @objc private func step() {
                for mover in movers {
                    mover.showShadowAsPresented()
                }
            }
        }
        """
}
