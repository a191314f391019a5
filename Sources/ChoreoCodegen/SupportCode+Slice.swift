extension SupportCode {
    /// `ChoreoSlice` and `ChoreoSlicePieces`: a view cut into snapshot pieces that each play the
    /// view's motion (`slice:`), while the real view is hidden.
    ///
    /// Each piece is one `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` of its part
    /// of the view, a plain view in the container that a `ChoreoMover` moves like any other: the
    /// phase's one property animator plays it, so a gesture scrubs it, a cancel runs it back, and
    /// the completion takes the pieces away and shows the real view again. A snapshot inside a
    /// clipping container per piece would need two views a piece and a clip that turns with it; a
    /// resizable snapshot is the piece itself.
    static let slice = """
        /// How a view is cut into pieces, and what each piece plays: the view's motion about its own frame, its offsets
        /// turned outward (away from the view's centre, per axis; a piece centred on the centre line stays put along
        /// that axis), in its turn of a staggered phase.
        struct ChoreoSlice {
            enum Cut {
                /// Along a horizontal line at a fraction of the view's height from its top (nil: through the source view's
                /// middle): a top piece and a bottom piece.
                case horizontal(at: CGFloat?)
                /// Along a vertical line at a fraction of the view's width from its left (nil: through the source view's
                /// middle): a left piece and a right piece.
                case vertical(at: CGFloat?)
                /// Equal tiles, numbered row by row from the top left.
                case tiles(columns: Int, rows: Int)
            }

            var cut: Cut
            /// The fraction of the phase between one piece's start and the next's (a staggered phase); 0 for together.
            var step: Double = 0
            /// True when the last piece goes first, as in the mirror of a staggered phase.
            var lastFirst = false

            /// True when the line lies at the transition's source view, which the player then looks up.
            var cutsAtSource: Bool {
                switch cut {
                case .horizontal(let at), .vertical(let at):
                    return at == nil
                case .tiles:
                    return false
                }
            }

            /// The pieces of `bounds`, top to bottom and left to right: together they cover it exactly, without gaps or
            /// overlaps. `source` is the source view's frame in the same coordinates, for a line through its middle (the
            /// middle of `bounds` without one); a line is kept inside `bounds`.
            func pieces(of bounds: CGRect, source: CGRect?) -> [CGRect] {
                switch cut {
                case .horizontal(let at):
                    let line = at.map { bounds.minY + $0 * bounds.height } ?? source?.midY ?? bounds.midY
                    let y = min(max(line, bounds.minY), bounds.maxY)
                    return [
                        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: y - bounds.minY),
                        CGRect(x: bounds.minX, y: y, width: bounds.width, height: bounds.maxY - y),
                    ]
                case .vertical(let at):
                    let line = at.map { bounds.minX + $0 * bounds.width } ?? source?.midX ?? bounds.midX
                    let x = min(max(line, bounds.minX), bounds.maxX)
                    return [
                        CGRect(x: bounds.minX, y: bounds.minY, width: x - bounds.minX, height: bounds.height),
                        CGRect(x: x, y: bounds.minY, width: bounds.maxX - x, height: bounds.height),
                    ]
                case .tiles(let columns, let rows):
                    // Each edge is computed once and shared by the tiles on either side of it; the last is the view's own.
                    let xs = (0...columns).map { $0 == columns ? bounds.maxX : bounds.minX + bounds.width * CGFloat($0) / CGFloat(columns) }
                    let ys = (0...rows).map { $0 == rows ? bounds.maxY : bounds.minY + bounds.height * CGFloat($0) / CGFloat(rows) }
                    var pieces: [CGRect] = []
                    for row in 0..<rows {
                        for column in 0..<columns {
                            pieces.append(CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row]))
                        }
                    }
                    return pieces
                }
            }

            /// What piece `index` of `count`, at `piece` of the view's `bounds`, plays: `motion` with each offset turned
            /// outward and, in a staggered phase, squeezed into the piece's turn of the view's window (its keyframes with
            /// it). An offset that follows the layout direction is mirrored as it is applied, so it is mirrored here first:
            /// the pieces move outward in both directions.
            func motion(
                ofPiece index: Int,
                count: Int,
                at piece: CGRect,
                in bounds: CGRect,
                of motion: ChoreoViewMotion,
                isRightToLeft: Bool
            ) -> ChoreoViewMotion {
                let sideX = Self.side(of: piece.midX, from: bounds.midX)
                let sideY = Self.side(of: piece.midY, from: bounds.midY)
                func outward(_ state: ChoreoViewState) -> ChoreoViewState {
                    var state = state
                    let mirror: CGFloat = state.followsLayoutDirection && isRightToLeft ? -1 : 1
                    state.offset = CGPoint(x: abs(state.offset.x) * sideX * mirror, y: abs(state.offset.y) * sideY)
                    return state
                }
                var result = motion
                result.slice = nil
                result.start = outward(motion.start)
                result.end = outward(motion.end)
                result.keyframes = motion.keyframes.map { ChoreoKeyframe(at: $0.at, state: outward($0.state)) }
                let window = motion.window
                let length = window.upperBound - window.lowerBound
                let spread = step * Double(count - 1)
                guard count > 1, step > 0, spread < length else {
                    return result
                }
                let start = window.lowerBound + Double(lastFirst ? count - 1 - index : index) * step
                let turn = start...(start + length - spread)
                result.window = turn
                result.keyframes = result.keyframes.map { keyframe in
                    let through = (keyframe.at - window.lowerBound) / length
                    return ChoreoKeyframe(at: turn.lowerBound + through * (turn.upperBound - turn.lowerBound), state: keyframe.state)
                }
                return result
            }

            /// -1, 0 or 1: which side of the view's centre line `middle` a piece's centre is on.
            private static func side(of centre: CGFloat, from middle: CGFloat) -> CGFloat {
                abs(centre - middle) < 0.001 ? 0 : (centre < middle ? -1 : 1)
            }
        }

        /// One sliced view in flight: its pieces in the container right above it, each a snapshot of its part moved by a
        /// mover of its own, while the view itself is hidden. `restore()` takes the pieces away and shows the view again,
        /// whether the transition completed or was cancelled.
        @MainActor
        final class ChoreoSlicePieces {
            private let view: UIView
            private let wasHidden: Bool
            private var pieces: [UIView]
            /// A mover for each piece, which the player animates with the rest; let go of by `restore()`.
            private(set) var movers: [ChoreoMover]

            /// nil when UIKit makes no snapshot of a piece: the view then moves whole. Called once the incoming view is in the
            /// container at its final frame. The outgoing view is on screen, so its pieces are what is showing
            /// (`afterScreenUpdates` false); the incoming one has not been drawn yet, so its pieces are taken after the
            /// screen updates. `source` is the source view's frame in the container, for a line through its middle.
            init?(
                view: UIView,
                motion: ChoreoViewMotion,
                slice: ChoreoSlice,
                afterScreenUpdates: Bool,
                source: CGRect?,
                in containerView: UIView,
                isRightToLeft: Bool
            ) {
                // Where the view rests in the container: its own coordinates are moved by that much.
                let resting = ChoreoMover.restingFrame(of: view)
                let corner = view.superview?.convert(resting.origin, to: containerView) ?? resting.origin
                let bounds = view.bounds
                let dx = corner.x - bounds.minX, dy = corner.y - bounds.minY
                let rects = slice.pieces(of: bounds, source: source?.offsetBy(dx: -dx, dy: -dy))
                if afterScreenUpdates {
                    // A screen just put at its final frame has not laid out its subviews there yet.
                    view.layoutIfNeeded()
                }
                var pieces: [UIView] = []
                for rect in rects {
                    guard let piece = view.resizableSnapshotView(
                        from: rect,
                        afterScreenUpdates: afterScreenUpdates,
                        withCapInsets: .zero
                    ) else {
                        return nil
                    }
                    piece.frame = rect.offsetBy(dx: dx, dy: dy)
                    piece.isUserInteractionEnabled = false
                    pieces.append(piece)
                }
                var below = view
                for piece in pieces {
                    if below.superview === containerView {
                        containerView.insertSubview(piece, aboveSubview: below)
                    } else {
                        containerView.addSubview(piece)
                    }
                    below = piece
                }
                movers = pieces.indices.map { index in
                    let pieceMotion = slice.motion(
                        ofPiece: index,
                        count: pieces.count,
                        at: rects[index],
                        in: bounds,
                        of: motion,
                        isRightToLeft: isRightToLeft
                    )
                    return ChoreoMover(view: pieces[index], motion: pieceMotion)
                }
                self.view = view
                self.pieces = pieces
                wasHidden = view.isHidden
                view.isHidden = true
            }

            /// Removes the pieces, lets go of them and shows the real view again.
            func restore() {
                for piece in pieces {
                    piece.removeFromSuperview()
                }
                pieces = []
                movers = []
                view.isHidden = wasHidden
            }
        }
        """
}
