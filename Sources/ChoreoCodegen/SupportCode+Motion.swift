import ChoreoSpec

extension SupportCode {
    /// The motion types: where a view starts and ends (`ChoreoViewState`), one view's motion through
    /// a phase (`ChoreoViewMotion`), a whole phase (`ChoreoMotion`) and what Reduce Motion does
    /// (`ChoreoReduceMotion`). A transition's animator is a table of these values.
    static let motionTypes = """
        /// One end of a view's motion, relative to where it rests: its final frame, identity transform, alpha 1.
        struct ChoreoViewState {
            \(stateFields)

            /// Scale, then rotation, then the offset: the view turns about its anchor and then moves. `frame` is where the
            /// view rests in the container's `bounds`. A state that follows the layout direction is mirrored right to left:
            /// its x offset and its turns change sign.
            func transform(resting frame: CGRect, in bounds: CGRect, isRightToLeft: Bool) -> CGAffineTransform {
                let move = translation(resting: frame, in: bounds, isRightToLeft: isRightToLeft)
                let mirror: CGFloat = followsLayoutDirection && isRightToLeft ? -1 : 1
                return CGAffineTransform(scaleX: scaleX, y: scaleY)
                    .concatenating(CGAffineTransform(rotationAngle: rotation * mirror * .pi / 180))
                    .concatenating(CGAffineTransform(translationX: move.x, y: move.y))
            }

            /// The same in 3D, for a view that turns about x or y or moves in depth: scale, the turns about z, x and y,
            /// the offset and the depth, then the perspective (`perspective` points from the viewer to the screen,
            /// looking at the view's resting anchor; 0 for none). This is the order of the preview's CSS transform, read
            /// backwards, and the order Core Animation takes a matrix apart in to animate it (scale, rotation,
            /// translation, perspective), so the turn between two states is animated as a turn.
            func transform3D(resting frame: CGRect, in bounds: CGRect, isRightToLeft: Bool, perspective: CGFloat) -> CATransform3D {
                let move = translation(resting: frame, in: bounds, isRightToLeft: isRightToLeft)
                let mirror: CGFloat = followsLayoutDirection && isRightToLeft ? -1 : 1
                let radians = CGFloat.pi / 180
                var transform = CATransform3DMakeScale(scaleX, scaleY, 1)
                transform = CATransform3DConcat(transform, CATransform3DMakeRotation(rotation * mirror * radians, 0, 0, 1))
                transform = CATransform3DConcat(transform, CATransform3DMakeRotation(rotationX * radians, 1, 0, 0))
                transform = CATransform3DConcat(transform, CATransform3DMakeRotation(rotationY * mirror * radians, 0, 1, 0))
                transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(move.x, move.y, -depth))
                if perspective > 0 {
                    var projection = CATransform3DIdentity
                    projection.m34 = -1 / perspective
                    transform = CATransform3DConcat(transform, projection)
                }
                return transform
            }

            /// Where the offset moves a view resting at `frame`, in points.
            private func translation(resting frame: CGRect, in bounds: CGRect, isRightToLeft: Bool) -> CGPoint {
                let offsetX = offset.x * (followsLayoutDirection && isRightToLeft ? -1 : 1)
                let travel = Self.travel(of: frame, in: bounds)
                return CGPoint(
                    x: offsetX * (offsetX > 0 ? travel.right : travel.left),
                    y: offset.y * (offset.y > 0 ? travel.down : travel.up)
                )
            }

            /// How far an offset of 1 moves a view resting at `frame` in the container's `bounds` each way: just out of
            /// the container on that side. For a view that fills the container these are its width and height, so a
            /// full-screen slide of 1 is one screen; a bottom sheet slides down by its own height and a leading side menu
            /// left by its own width, and neither wastes part of its motion off screen.
            static func travel(of frame: CGRect, in bounds: CGRect) -> (left: CGFloat, right: CGFloat, up: CGFloat, down: CGFloat) {
                (frame.maxX - bounds.minX, bounds.maxX - frame.minX, frame.maxY - bounds.minY, bounds.maxY - frame.minY)
            }
        }

        /// A state a view passes through on its way from its start to its end state.
        struct ChoreoKeyframe {
            /// The fraction (0-1) of the phase, after its delay, at which the view is in `state`.
            var at: Double
            var state: ChoreoViewState
        }

        /// One view's motion through a phase.
        struct ChoreoViewMotion {
            var start = ChoreoViewState()
            /// The states the view passes through between `start` and `end`, in order, inside `window`.
            var keyframes: [ChoreoKeyframe] = []
            var end = ChoreoViewState()
            /// The fractions of the phase, after its delay, during which the view moves: before the window it waits at its
            /// start, after it it rests at its end.
            var window: ClosedRange<Double> = 0...1
            /// The unit point that scale and rotation happen about; nil leaves the view's own anchor point alone.
            var anchor: CGPoint?
            /// When true, the anchor's x counts from the leading edge (a leading or trailing hinge): under right-to-left
            /// layout the view turns about the mirrored point, `1 - x`.
            var anchorFollowsLayoutDirection = false
            /// Seconds from the start of the phase until this view starts moving.
            var delay: TimeInterval = 0
            /// Points from the viewer to the view's plane, for its 3D turns and depth (the phase's `perspective`); 0 for
            /// none, when a turn only narrows the view.
            var perspective: CGFloat = 0
            /// The shape the view is seen through, growing or shrinking during `window`; nil for none. Reduce Motion's
            /// cross-fade and stillness have none.
            var mask: ChoreoMask?
            /// Where the view grows out of or shrinks into (`ChoreoZoom`): its start (growing) or end (shrinking) state
            /// then gets the scale and offset that put it on the tapped view when the phase starts. nil for none; Reduce
            /// Motion's cross-fade and stillness have none.
            var zoom: ChoreoZoom?
            /// The pieces the view is cut into, each a snapshot playing this motion (`ChoreoSlice`); nil for none. Reduce
            /// Motion's cross-fade and stillness have none.
            var slice: ChoreoSlice?

            /// Every state the view is in, each with the fraction of the phase it is in it at: the start at the window's
            /// start, the keyframes, the end at the window's end. Between two stops the view moves in a straight line.
            var stops: [ChoreoKeyframe] {
                [ChoreoKeyframe(at: window.lowerBound, state: start)] + keyframes + [ChoreoKeyframe(at: window.upperBound, state: end)]
            }

            /// True when the view moves along keyframes or during part of the phase only: it is then played as a keyframe
            /// animation inside the phase's animator.
            var isKeyframed: Bool {
                !keyframes.isEmpty || window != 0...1
            }

            /// True when the view turns about x or y or moves in depth in any of its states: it is then drawn with a 3D
            /// transform.
            var isThreeDimensional: Bool {
                stops.contains { stop in
                    \(threeDimensionalTest)
                }
            }
        }

        /// A phase: how long it takes, which view is on top, and how each view moves.
        struct ChoreoMotion {
            /// What `transitionDuration(using:)` reports and the animator runs for: the phase's delay, the latest view
            /// delay and the motion as UIKit runs it (for a spring whose duration UIKit works out, its settling time), so
            /// that UIKit's bookkeeping and an interactive completion match the screen.
            var duration: TimeInterval
            var incomingOnTop: Bool
            var incoming = ChoreoViewMotion()
            var outgoing = ChoreoViewMotion()

            /// True when a view's mask or zoom starts at the transition's source view, or its slice is cut there: the player
            /// then looks the view up.
            var needsSource: Bool {
                [incoming.mask, outgoing.mask].contains { $0 != nil && $0?.origin == nil }
                    || [incoming.zoom, outgoing.zoom].contains { $0 != nil && $0?.origin == nil }
                    || [incoming.slice, outgoing.slice].contains { $0?.cutsAtSource == true }
            }

            /// Reduce Motion (`reduceMotion: crossfade`): the view on top fades over the same time instead of moving, as
            /// UIKit's own transitions do. Corner radii are how the views look, not motion: each view keeps the one it
            /// has at its end of the phase.
            func crossfade() -> ChoreoMotion {
                var crossfade = ChoreoMotion(duration: duration, incomingOnTop: incomingOnTop)
                \(crossfadeAppearance)
                if incomingOnTop {
                    crossfade.incoming.start.alpha = 0
                } else {
                    crossfade.outgoing.end.alpha = 0
                }
                return crossfade
            }

            /// Reduce Motion (`reduceMotion: none`): the views take their places at once. The incoming view still gets
            /// the corner radius it ends with.
            func stillness() -> ChoreoMotion {
                var stillness = ChoreoMotion(duration: 0, incomingOnTop: incomingOnTop)
                \(stillnessAppearance)
                return stillness
            }
        }

        /// What a transition does while Reduce Motion is on: the spec's `reduceMotion`.
        enum ChoreoReduceMotion {
            /// `crossfade`: a fade of the view on top over the same time.
            case crossfade
            /// `none`: the views take their places at once.
            case stillness
            /// `same`: the setting is not consulted.
            case ignore
        }
        """

    /// `stop.state.rotationX != 0 || … || stop.state.depth != 0`, over the catalogue's depth properties.
    private static let threeDimensionalTest = ViewProperty.depthProperties.flatMap { property -> [String] in
        guard case .numbers(let labels) = property.swift.labels else { return [] }
        return labels.map { "stop.state.\($0) != 0" }
    }.joined(separator: " || ")

    /// `ChoreoViewState`'s stored properties: each catalogue property's declaration, in order.
    private static let stateFields = continuing(ViewProperty.catalogue.map(\.swift.declaration), indent: 4)

    /// What the cross-fade keeps of each view: every appearance property (`ViewProperty.isAppearance`)
    /// the incoming view ends with and the outgoing one starts with, at both ends.
    private static let crossfadeAppearance = continuing(appearanceFields.map { field in
        """
        crossfade.incoming.start.\(field) = incoming.end.\(field)
        crossfade.incoming.end.\(field) = incoming.end.\(field)
        crossfade.outgoing.start.\(field) = outgoing.start.\(field)
        crossfade.outgoing.end.\(field) = outgoing.start.\(field)
        """
    }, indent: 8)

    /// What stillness keeps: the appearance the incoming view ends with.
    private static let stillnessAppearance = continuing(
        appearanceFields.map { "stillness.incoming.end.\($0) = incoming.end.\($0)" }, indent: 8)

    private static let appearanceFields: [String] = ViewProperty.catalogue.filter(\.isAppearance).flatMap { property -> [String] in
        switch property.swift.labels {
        case .point(let label): return [label]
        case .numbers(let labels): return labels
        case .structure(let label, _, _, _): return [label]
        }
    }

    /// `pieces` one after another, every line after the first indented by `indent` spaces: text to
    /// interpolate at that indentation of a template, whose first line the template indents.
    private static func continuing(_ pieces: [String], indent: Int) -> String {
        pieces.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
