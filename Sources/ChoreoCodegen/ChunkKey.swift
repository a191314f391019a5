import ChoreoSpec

/// What a cached chunk of generated code depends on, apart from the transition's name: exactly
/// the choices its emitter code reads, so that two transitions with equal keys get the same
/// chunk (`ChunkCache`).
///
/// A value of enums and numbers rather than a `String`: building and hashing a text key for each
/// chunk of each file cost more than copying the chunk.
struct ChunkKey: Hashable {
    enum Part: UInt8 {
        case delegates, interactionHead, interactionTail, animatorHead, animatorBody
    }

    /// The parts of a gesture that shape code, apart from its thresholds.
    struct Gesture: Hashable {
        var role: PhaseRole
        var gesture: Interaction.Gesture
        var direction: Interaction.PanDirection
        var edge: Interaction.Edge

        init?(_ interaction: Interaction?) {
            guard let interaction else { return nil }
            role = interaction.role
            gesture = interaction.gesture
            direction = interaction.direction
            edge = interaction.edge
        }
    }

    var part: Part
    var access: AccessLevel
    var kind: TransitionKind?
    var style: PresentationStyle?
    var forward: PhaseRole?
    var backward: PhaseRole?
    var forwardGesture: Gesture?
    var backwardGesture: Gesture?
    var reduceMotion: ReduceMotion?
    /// The indentation level the chunk is printed at.
    var level = 0
    /// For a layout (`ChunkCache.Layout`): the length of the name in bytes; 0 for a chunk.
    var nameLength = 0

    init(_ part: Part, access: AccessLevel) {
        self.part = part
        self.access = access
    }

    /// A few fields that tell most keys apart; equality still compares them all. Hashing every
    /// field of every key cost more instructions than the rare equal hashes it avoids.
    func hash(into hasher: inout Hasher) {
        hasher.combine(part)
        hasher.combine(access)
        hasher.combine(nameLength)
        hasher.combine(level)
        hasher.combine(kind)
        hasher.combine(style)
        hasher.combine(backwardGesture?.direction)
        hasher.combine(forwardGesture?.direction)
    }
}
