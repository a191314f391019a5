// The Reduce Motion setting (AD:uikit/uiaccessibility/isreducemotionenabled: `@MainActor static var`).
// Simulation drivers set it through `UIKitSimulation.isReduceMotionEnabled`.

public enum UIAccessibility {
    @MainActor public static var isReduceMotionEnabled: Bool {
        UIKitSimulation.isReduceMotionEnabled
    }
}
