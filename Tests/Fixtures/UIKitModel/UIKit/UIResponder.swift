@MainActor open class UIResponder: NSObject {
    #if !CHOREO_OBJC_INTEROP
    /// The objects associated with this one (`objc_setAssociatedObject`, AssociatedObjects.swift): held
    /// here, so they are released when this object is, as the Objective-C runtime does.
    nonisolated(unsafe) var simulationAssociations: [UnsafeRawPointer: Any] = [:]
    #endif

    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }
}
