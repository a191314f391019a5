/// A view cut into pieces, each a snapshot of its part of the view that plays the view's motion on
/// its own (`slice:`): two halves sliding apart like doors (IBAnimatable's portal), a screen split
/// at the tapped row (TransitionTreasury's OMNI), tiles that fly out or flip (explode, checkerboard).
///
/// Each piece plays the view's states (start, keyframes, end, its window, anchor, perspective),
/// about its own frame, with one change: an offset moves each piece outward, away from the view's
/// centre. Per axis a piece takes the offset's size, toward the side of the view's centre line its
/// own centre is on; a piece centred on that line does not move along that axis. The two halves of
/// a vertical split with `offset: [1, 0]` slide left and right, each just out of the container; the
/// tiles of an odd row's middle column move only up or down. A phase's `stagger` times the pieces
/// one after another, row by row, as it times shared elements.
public struct ViewSlice: Sendable, Equatable {
    public var cut: Cut

    public init(cut: Cut) {
        self.cut = cut
    }

    /// How the view is cut.
    public enum Cut: Sendable, Equatable {
        /// Two pieces. `horizontal` cuts along a horizontal line (a top and a bottom piece), `vertical`
        /// along a vertical one (a left and a right piece); the line lies at `at`.
        case split(SliceSplit, at: SliceCut)
        /// `columns` × `rows` equal tiles, numbered row by row from the top left.
        case tiles(columns: Int, rows: Int)
    }

    /// The most pieces a slice may have (`too_many_tiles`): each is a snapshot view, a mover and,
    /// in an interactive transition, an animation UIKit scrubs every frame.
    public static let maximumPieces = 100

    public var pieceCount: Int {
        switch cut {
        case .split: return 2
        case .tiles(let columns, let rows): return columns * rows
        }
    }

    /// True when the cut lies at the source view (`at: source`), which the generated code then looks up.
    public var cutsAtSource: Bool {
        if case .split(_, .source) = cut { return true }
        return false
    }

    /// The pieces in the view's unit square, in order (top to bottom, left to right): they cover it
    /// exactly, without gaps or overlaps. `line` is where a split's line lies, as a fraction of the
    /// view's height (horizontal) or width (vertical), clamped to the view.
    public func pieces(cutAt line: Double) -> [PreviewRect] {
        switch cut {
        case .split(.horizontal, _):
            let y = min(max(line, 0), 1)
            return [PreviewRect(x: 0, y: 0, width: 1, height: y), PreviewRect(x: 0, y: y, width: 1, height: 1 - y)]
        case .split(.vertical, _):
            let x = min(max(line, 0), 1)
            return [PreviewRect(x: 0, y: 0, width: x, height: 1), PreviewRect(x: x, y: 0, width: 1 - x, height: 1)]
        case .tiles(let columns, let rows):
            let width = 1 / Double(columns), height = 1 / Double(rows)
            return (0..<rows).flatMap { row in
                (0..<columns).map { column in
                    // The last edge is exactly 1, so the tiles meet the view's edges without a sliver.
                    let x = Double(column) * width, y = Double(row) * height
                    let right = column == columns - 1 ? 1 : Double(column + 1) * width
                    let bottom = row == rows - 1 ? 1 : Double(row + 1) * height
                    return PreviewRect(x: x, y: y, width: right - x, height: bottom - y)
                }
            }
        }
    }

    /// The motion of the piece at `piece` (in the view's unit square, `pieces(cutAt:)`), number
    /// `index` of `count`: `motion`'s, its offsets turned outward, and with a `stagger` its window
    /// of the view's window. `run` is the seconds of the phase's run (`Phase.run`). The states must
    /// be physical (mirrored already under right-to-left layout), as the preview's are.
    public static func motion(ofPiece index: Int, count: Int, at piece: PreviewRect, of motion: ViewMotion,
                              stagger: Stagger?, run: Double) -> ViewMotion {
        let sideX = side(piece.x + piece.width / 2), sideY = side(piece.y + piece.height / 2)
        func outward(_ state: ViewState) -> ViewState {
            var state = state
            state.offset = Offset(x: abs(state.offset.x) * sideX, y: abs(state.offset.y) * sideY)
            return state
        }
        var result = motion
        result.slice = nil
        result.start = outward(motion.start)
        result.end = outward(motion.end)
        result.keyframes = motion.keyframes.map { Keyframe(at: $0.at, state: outward($0.state)) }
        guard let stagger, let window = window(ofPiece: index, count: count, in: motion.window, stagger: stagger, run: run) else {
            return result
        }
        let length = motion.window.end - motion.window.start
        result.window = window
        result.keyframes = result.keyframes.map { keyframe in
            let through = length > 0 ? (keyframe.at - motion.window.start) / length : 0
            return Keyframe(at: window.start + through * (window.end - window.start), state: keyframe.state)
        }
        return result
    }

    /// The part of the view's `window` piece `index` of `count` moves in under `stagger`, in
    /// fractions of the phase: each piece moves for the same time, the first from the window's start
    /// and the last until its end; nil (no stagger) when the steps take the whole window or more.
    public static func window(ofPiece index: Int, count: Int, in window: MotionWindow, stagger: Stagger, run: Double) -> MotionWindow? {
        let length = window.end - window.start
        guard count > 1, run > 0 else { return nil }
        let step = stagger.step / run
        let spread = step * Double(count - 1)
        guard spread < length else { return nil }
        let position = stagger.lastFirst ? count - 1 - index : index
        let start = window.start + Double(position) * step
        return MotionWindow(start: start, end: start + length - spread)
    }

    /// -1, 0 or 1: which side of the view's centre line a piece's centre is on.
    static func side(_ centre: Double) -> Double {
        abs(centre - 0.5) < 1e-9 ? 0 : (centre < 0.5 ? -1 : 1)
    }
}

/// The direction of a split's line.
public enum SliceSplit: String, Sendable, CaseIterable {
    /// A horizontal line: a top piece and a bottom piece (OMNI's split at the tapped row).
    case horizontal
    /// A vertical line: a left piece and a right piece (doors).
    case vertical
}

/// Where a split's line lies.
public enum SliceCut: Sendable, Equatable {
    /// A fraction of the view's height (a horizontal split) or width (a vertical one), from its top or left.
    case fraction(Double)
    /// Through the middle of the source view (`source:`), its midY or midX where it rests, else its fallback point.
    case source
}

/// `slice:` as written.
public struct SliceSpec: Sendable {
    public var split: Located<SliceSplit>?
    public var at: Located<SliceCut>?
    public var tiles: Located<(columns: Int, rows: Int)>?

    public init() {}
}
