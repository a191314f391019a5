// How the model runs a keyframe animation's block (Docs/UIKitFacts.md §25, "Keyframes inside a property
// animator"). UIKit runs `addKeyframe` blocks at once, setting model values, and builds one keyframe animation per
// changed property from them. The model runs them at once too, records each keyframe's changes apart, and turns
// them into a KeyframeTrack per property, which it records into the transaction the block runs in: the animator's
// block when the keyframes inherit its duration, the keyframe animation's own otherwise.

/// The keyframes of the keyframe animation whose block is running.
@MainActor final class KeyframeRecording {
    private struct Keyframe {
        let start: CGFloat
        let end: CGFloat
        let changes: AnimationTransaction
    }

    private static var running: [KeyframeRecording] = []

    private let interpolation: KeyframeTrack.Interpolation
    private var keyframes: [Keyframe] = []

    private init(interpolation: KeyframeTrack.Interpolation) {
        self.interpolation = interpolation
    }

    /// Runs a keyframe animation's block and records what it changes into `AnimationRecorder.current`: a
    /// property its keyframes change with its track, one it changes outside any keyframe as a plain change over
    /// the whole animation.
    static func run(options: UIView.KeyframeAnimationOptions, _ animations: () -> Void) {
        let recording = KeyframeRecording(interpolation: interpolation(of: options))
        running.append(recording)
        let outsideKeyframes = AnimationRecorder.recording(animations)
        running.removeLast()
        guard let transaction = AnimationRecorder.current else { return }
        transaction.absorb(outsideKeyframes)
        recording.recordTracks(into: transaction)
    }

    /// Runs a keyframe's block and keeps what it changed; false outside a keyframe animation's block (UIKit
    /// documents no other use; the caller runs the block as a plain change).
    static func addKeyframe(start: Double, duration: Double, _ animations: () -> Void) -> Bool {
        guard let recording = running.last else { return false }
        let start = min(max(CGFloat(start), 0), 1)
        let end = min(max(start + CGFloat(duration), start), 1)
        recording.keyframes.append(Keyframe(start: start, end: end, changes: AnimationRecorder.recording(animations)))
        return true
    }

    /// The model interpolates linearly or holds; paced and cubic modes (which Core Animation computes over the
    /// whole path) are approximated by linear, with a warning.
    private static func interpolation(of options: UIView.KeyframeAnimationOptions) -> KeyframeTrack.Interpolation {
        switch (options.rawValue >> 10) & 7 {
        case 0: return .linear
        case 1: return .discrete
        case let mode:
            let name = mode == 2 ? "calculationModePaced" : mode == 3 ? "calculationModeCubic" : mode == 4 ? "calculationModeCubicPaced" : "calculation mode \(mode)"
            UIKitSimulation.warn("keyframes with \(name): the model interpolates them linearly")
            return .linear
        }
    }

    /// One track per changed property, from the keyframes that change it in time order (in call order where
    /// two start together). It starts from the value before the first keyframe called; its end, like the model
    /// value, is what the last keyframe called set.
    private func recordTracks(into transaction: AnimationTransaction) {
        var seen: [(object: ObjectIdentifier, key: String)] = []
        for keyframe in keyframes {
            for change in keyframe.changes.changes where !seen.contains(where: { $0 == (change.object, change.key) }) {
                seen.append((change.object, change.key))
            }
        }
        for property in seen {
            let touching = keyframes.compactMap { keyframe in
                keyframe.changes.changes
                    .first { $0.object == property.object && $0.key == property.key }
                    .map { (keyframe, $0) }
            }
            guard let (_, firstCalled) = touching.first, let (_, lastCalled) = touching.last else { continue }
            let inTime = touching.enumerated()
                .sorted { ($0.element.0.start, $0.offset) < ($1.element.0.start, $1.offset) }
                .map(\.element)
            var before = firstCalled.from
            var points: [KeyframeTrack.Point] = []
            for (keyframe, change) in inTime {
                points.append(KeyframeTrack.Point(time: keyframe.start, value: before))
                points.append(KeyframeTrack.Point(time: keyframe.end, value: change.to))
                before = change.to
            }
            let track = KeyframeTrack(first: points[0], rest: Array(points.dropFirst()), interpolation: interpolation)
            transaction.record(object: property.object, key: property.key, from: firstCalled.from, to: lastCalled.to,
                               track: track, apply: lastCalled.apply)
        }
    }
}
