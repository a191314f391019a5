// How the model keeps model values and presentation apart. UIKit sets a view's model values as soon
// as an animation block runs and animates only what is on screen; the model does the same, and while
// a block runs it records every animatable property it changes (its value before and after), so that
// a property animator ending at `.start` or `.current` can put the values where UIKit would. A property
// a keyframe animation changes also keeps its keyframe track (KeyframeTrack.swift); every reader of a
// value on the way goes through `PropertyChange.value(atFraction:)`, so the track is never bypassed.

/// A value the model can interpolate between a start and an end.
enum AnimatableValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)

    func interpolated(to end: AnimatableValue, fraction: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        switch (self, end) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(
                x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)
            ))
        case let (.transform(a), .transform(b)):
            return .transform(a.simulationInterpolated(to: b, fraction: fraction))
        default:
            return fraction < 1 ? self : end
        }
    }
}

/// One animatable property changed inside an animation block.
final class PropertyChange {
    let object: ObjectIdentifier
    let key: String
    let from: AnimatableValue
    var to: AnimatableValue
    /// Set when keyframes changed the property: the way from `from` to `to` is then the track, not a straight line.
    var track: KeyframeTrack?
    let apply: (AnimatableValue) -> Void

    init(object: ObjectIdentifier, key: String, from: AnimatableValue, to: AnimatableValue, track: KeyframeTrack?,
         apply: @escaping (AnimatableValue) -> Void) {
        self.object = object
        self.key = key
        self.from = from
        self.to = to
        self.track = track
        self.apply = apply
    }

    /// The value `fraction` of the way through the animation: on the keyframe track if there is one (which
    /// clamps `fraction` to 0…1, so a spring's overshoot holds at the last keyframe), else between `from` and `to`.
    func value(atFraction fraction: CGFloat) -> AnimatableValue {
        track?.value(atFraction: fraction) ?? from.interpolated(to: to, fraction: fraction)
    }

    /// Sets the model value without recording it again.
    func set(_ value: AnimatableValue) {
        AnimationRecorder.withoutRecording { apply(value) }
    }
}

/// The changes made by the animation blocks of one animation (a `UIView.animate` call or one
/// property animator).
final class AnimationTransaction {
    private(set) var changes: [PropertyChange] = []
    /// Completions of animations nested in this one that inherit its duration (a keyframe animation of
    /// duration 0 in an animator's block): they run when this animation ends, with whether it finished.
    private(set) var inheritedCompletions: [(Bool) -> Void] = []

    /// A later change of the same property moves its end value and replaces its track: a plain change after
    /// keyframes makes the way a straight line again.
    func record(object: ObjectIdentifier, key: String, from: AnimatableValue, to: AnimatableValue,
                track: KeyframeTrack? = nil, apply: @escaping (AnimatableValue) -> Void) {
        if let existing = changes.first(where: { $0.object == object && $0.key == key }) {
            existing.to = to
            existing.track = track
        } else {
            changes.append(PropertyChange(object: object, key: key, from: from, to: to, track: track, apply: apply))
        }
    }

    func addInheritedCompletion(_ completion: @escaping (Bool) -> Void) {
        inheritedCompletions.append(completion)
    }

    /// Runs the inherited completions at most once.
    func completeInherited(finished: Bool) {
        let handlers = inheritedCompletions
        inheritedCompletions = []
        for handler in handlers { handler(finished) }
    }

    /// Takes over the changes (and inherited completions) of `part` (one block of the same animation),
    /// keeping the earliest start value.
    func absorb(_ part: AnimationTransaction) {
        for change in part.changes {
            record(object: change.object, key: change.key, from: change.from, to: change.to, track: change.track,
                   apply: change.apply)
        }
        inheritedCompletions += part.inheritedCompletions
    }

    /// The value of one changed property at `fraction` of the way, without setting it.
    func value(of object: AnyObject, key: String, atFraction fraction: CGFloat) -> AnimatableValue? {
        changes.first { $0.object == ObjectIdentifier(object) && $0.key == key }?.value(atFraction: fraction)
    }

    /// Puts every changed property at `fraction` of the way from its start to its end value.
    func setValues(atFraction fraction: CGFloat) {
        for change in changes {
            change.set(change.value(atFraction: fraction))
        }
    }
}

/// The transactions animation blocks are running in. The simulation is single-threaded (everything
/// runs on the main thread), and `CALayer` is not main-actor isolated, hence the unchecked storage.
enum AnimationRecorder {
    nonisolated(unsafe) private static var transactions: [AnimationTransaction] = []
    nonisolated(unsafe) private static var suppressed = 0

    /// Runs `body` and returns what it changed.
    static func recording(into transaction: AnimationTransaction = AnimationTransaction(),
                          _ body: () -> Void) -> AnimationTransaction {
        transactions.append(transaction)
        body()
        transactions.removeLast()
        return transaction
    }

    /// The transaction a change made now lands in; nil outside animation blocks and inside
    /// `performWithoutAnimation`.
    static var current: AnimationTransaction? {
        suppressed == 0 ? transactions.last : nil
    }

    static func withoutRecording(_ body: () -> Void) {
        suppressed += 1
        body()
        suppressed -= 1
    }

    static func record(_ object: AnyObject, _ key: String, from: AnimatableValue, to: AnimatableValue,
                       apply: @escaping (AnimatableValue) -> Void) {
        guard suppressed == 0, let transaction = transactions.last else { return }
        transaction.record(object: ObjectIdentifier(object), key: key, from: from, to: to, apply: apply)
    }
}
