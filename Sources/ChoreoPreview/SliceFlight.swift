import ChoreoSpec

/// A sliced view's pieces in the preview (`slice:`): where each rests and what it plays, as
/// `ChoreoSlicePieces` and `ChoreoSlice` in the support file cut and move them.
///
/// Each piece is its part of the view's resting frame in the container, cut at the written line
/// or through the mock source view's middle (`MaskReveal.mockSource`, read where it rests, as the
/// generated code reads the real one); it plays the view's motion with its offsets turned outward
/// and, in a staggered phase, in its turn (`ViewSlice.motion(ofPiece:…)`). The view itself is not
/// drawn while its pieces are.
struct SliceFlight: Sendable {
    struct Piece: Sendable {
        /// Where the piece rests in the container.
        var frame: PreviewRect
        var motion: ViewMotion
    }

    let pieces: [Piece]

    /// nil for a view without a slice. `motion` is what the view plays (physical, mirrored already
    /// under right-to-left layout); `resting` where the view rests in the container; `source` the
    /// source view's frame in the container.
    init?(_ motion: ViewMotion, resting: PreviewRect, source: PreviewRect?, stagger: Stagger?, run: Double) {
        guard let slice = motion.slice else { return nil }
        let line: Double
        switch slice.cut {
        case .split(_, .fraction(let fraction)): line = fraction
        case .split(.horizontal, .source):
            line = source.map { resting.height > 0 ? ($0.y + $0.height / 2 - resting.y) / resting.height : 0.5 } ?? 0.5
        case .split(.vertical, .source):
            line = source.map { resting.width > 0 ? ($0.x + $0.width / 2 - resting.x) / resting.width : 0.5 } ?? 0.5
        case .tiles: line = 0.5
        }
        let units = slice.pieces(cutAt: line)
        pieces = units.enumerated().map { index, unit in
            Piece(frame: PreviewRect(x: resting.x + unit.x * resting.width, y: resting.y + unit.y * resting.height,
                                     width: unit.width * resting.width, height: unit.height * resting.height),
                  motion: ViewSlice.motion(ofPiece: index, count: units.count, at: unit, of: motion, stagger: stagger, run: run))
        }
    }
}
