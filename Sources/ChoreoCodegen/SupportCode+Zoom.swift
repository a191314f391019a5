extension SupportCode {
    /// `ChoreoZoom`: a view that grows out of the tapped view (or a point) to where it rests, or shrinks
    /// into it (`zoom:`).
    ///
    /// The zoomed end is an ordinary state, worked out when the phase starts from the source view's
    /// frame: a scale and an offset, so the property animator moves, scrubs and reverses it like any
    /// other state, and the rest of the state (an alpha, a corner radius, a turn) plays as written.
    static let zoom = """
        /// How a view's frame is put on the tapped view's (or a point's) at one end of its motion.
        struct ChoreoZoom {
            enum Aspect {
                /// One scale, the largest that keeps the whole view inside the origin's frame, centred on it.
                case fit
                /// One scale, the smallest that covers the origin's frame, centred on it.
                case fill
                /// A scale for each axis: the view's frame is exactly the origin's.
                case stretch
            }

            /// A unit point of the container (0,0 top-left) the view grows out of, of no size; nil for the transition's
            /// source view (`ChoreoSource`).
            var origin: CGPoint?
            var aspect = Aspect.fit
            /// True when the view starts at the origin and grows to its end state, false when it shrinks from its start
            /// state into the origin.
            var grows = true

            /// A scale of 0 cannot be inverted, and Core Animation cannot take such a transform apart to animate it: a view
            /// that grows out of a point (or a source view of no size) starts at a hundredth of its size.
            static let smallestScale: CGFloat = 0.01

            /// `state` with the scale and the offset that put a view resting at `frame` (turning about `anchor`, a unit
            /// point of its own) on `origin`, all in the container's `bounds`; the rest of the state as it is.
            func state(
                _ state: ChoreoViewState,
                resting frame: CGRect,
                anchor: CGPoint,
                onto origin: CGRect,
                in bounds: CGRect,
                isRightToLeft: Bool
            ) -> ChoreoViewState {
                guard frame.width > 0, frame.height > 0 else {
                    return state
                }
                var scaleX = origin.width / frame.width
                var scaleY = origin.height / frame.height
                switch aspect {
                case .fit:
                    scaleX = min(scaleX, scaleY)
                    scaleY = scaleX
                case .fill:
                    scaleX = max(scaleX, scaleY)
                    scaleY = scaleX
                case .stretch:
                    break
                }
                scaleX = max(scaleX, Self.smallestScale)
                scaleY = max(scaleY, Self.smallestScale)
                // The scaled frame, centred on the origin; the anchor goes where it sits in that frame.
                let width = frame.width * scaleX, height = frame.height * scaleY
                let moveX = origin.midX - width / 2 + anchor.x * width - (frame.minX + anchor.x * frame.width)
                let moveY = origin.midY - height / 2 + anchor.y * height - (frame.minY + anchor.y * frame.height)
                let travel = ChoreoViewState.travel(of: frame, in: bounds)
                var zoomed = state
                zoomed.scaleX = scaleX
                zoomed.scaleY = scaleY
                let offsetX = moveX > 0 ? moveX / max(travel.right, 1) : moveX / max(travel.left, 1)
                zoomed.offset = CGPoint(
                    x: state.followsLayoutDirection && isRightToLeft ? -offsetX : offsetX,
                    y: moveY > 0 ? moveY / max(travel.down, 1) : moveY / max(travel.up, 1)
                )
                return zoomed
            }
        }
        """
}
