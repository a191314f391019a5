// The Reduce Motion setting (AD:uikit/uiaccessibility/isreducemotionenabled: `@MainActor static var`).
// Simulation drivers set it through `UIKitSimulation.isReduceMotionEnabled`.

public enum UIAccessibility {
    @MainActor public static var isReduceMotionEnabled: Bool {
        UIKitSimulation.isReduceMotionEnabled
    }
}

/// What an accessibility element is and does (AD:uikit/uiaccessibilitytraits): the traits the generated code sets.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}
