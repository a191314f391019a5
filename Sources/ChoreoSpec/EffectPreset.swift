/// The states a preset stands for, exactly as Docs/SpecReference.md's table of effects gives them. A spec's own
/// `to` / `from` states are laid over these field by field.
public struct EffectPreset: Sendable, Equatable {
    public var incoming: ViewMotion
    public var outgoing: ViewMotion
    public var order: ViewOrder

    /// How far the outgoing view of a `push` drifts, as a fraction of the incoming view's travel
    /// (UIKit's own navigation push moves the old view about a third of the way).
    public static let pushParallax = 0.3
    /// The angle (degrees, clockwise) a `rotate` preset starts the incoming view at.
    public static let rotateAngle = -90.0
    public static let rotateAnchor = UnitPoint(x: 0, y: 0)

    public init(incoming: ViewMotion = .still, outgoing: ViewMotion = .still, order: ViewOrder = .toAbove) {
        self.incoming = incoming
        self.outgoing = outgoing
        self.order = order
    }

    /// The preset for `effect` coming from `direction` (ignored by the non-directional effects).
    public init(_ effect: Effect, direction: Direction) {
        let d = direction.unitOffset
        self.init()
        switch effect {
        case .slide:
            incoming.start.offset = d
        case .push:
            incoming.start.offset = d
            outgoing.end.offset = -d * Self.pushParallax
        case .cover:
            incoming.start.offset = d
            outgoing.end.alpha = 0.9
        case .uncover:
            outgoing.end.offset = -d
            order = .fromAbove
        case .fade:
            incoming.start.alpha = 0
        case .zoom:
            incoming.start.scale = Scale(uniform: 0.1)
            incoming.start.alpha = 0
        case .pop:
            incoming.start.scale = Scale(uniform: 0.1)
            outgoing.end.scale = Scale(uniform: 0.95)
            outgoing.end.alpha = 0.7
        case .rotate:
            incoming.start.rotation = Self.rotateAngle
            incoming.anchor = Self.rotateAnchor
        }
    }

    /// The edge a directional preset comes from when the spec does not say: the bottom for modal
    /// and segue presentations (UIKit's cover-vertical), the trailing edge for navigation (UIKit's
    /// push) and for a switch to a later tab (the tabs run from leading to trailing along the bar);
    /// a backward phase defaults to the opposite edge, so its motion undoes the forward one.
    public static func defaultDirection(kind: TransitionKind, role: PhaseRole) -> Direction {
        let forward: Direction = kind.presents ? .fromBottom : .fromTrailing
        return role.isForward ? forward : forward.opposite
    }
}
