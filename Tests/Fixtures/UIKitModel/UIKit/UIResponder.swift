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

    /// Declared on `NSObject` in the SDK (`UIAccessibility.h`, iOS 5); here on the responders, which are all the
    /// model sends it to. The default does nothing and returns false.
    @available(iOS 5.0, *)
    nonisolated open func accessibilityPerformEscape() -> Bool { false }
}

extension UIKitSimulation {
    /// VoiceOver's escape gesture with the focus on `element`: sent to it and then up the responder chain until a
    /// responder returns true (VCPG-A11Y: "It searches for the method using the responder chain, starting with the
    /// element that has the VoiceOver focus"). Returns the name of the responder that handled it, or nil.
    public static func performAccessibilityEscape(focusedOn element: UIResponder) -> String? {
        var responder: UIResponder? = element
        while let current = responder {
            if current.accessibilityPerformEscape() {
                return (current as? UIView)?.simulationName ?? (current as? UIViewController)?.simulationName ?? "\(type(of: current))"
            }
            responder = current.next
        }
        return nil
    }
}
