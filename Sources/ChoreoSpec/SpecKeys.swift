/// The keys of each mapping of the v1 spec language, in the order the reference lists them.
///
/// One list per mapping so that an unknown key is judged (and a near miss suggested) against what
/// is valid at that exact place; the JSON Schema and `Docs/SpecReference.md` follow the same lists.
public enum SpecKeys {
    public static let root = [
        "transition", "kind", "presentation", "present", "dismiss", "push", "pop", "perform", "interactive",
        "reduceMotion", "lint",
    ]
    public static let presentation = ["style", "delegate"]
    public static let phase = ["effect", "direction", "duration", "delay", "curve", "spring", "order", "to", "from"]
    public static let spring = ["damping", "velocity", "bounce", "response", "dampingRatio", "mass", "stiffness"]
    public static let view = ["start", "end", "delay"]
    public static let state = ["offset", "scale", "rotation", "anchor", "alpha", "cornerRadius", "dim"]
    public static let interaction = ["gesture", "direction", "edge", "finishAt", "finishVelocity"]
    public static let lint = ["disable"]
    public static let phaseNames = PhaseRole.allCases.map(\.rawValue)
}
