// Type-check mode only: the Swift side of the `ObjectiveC` module. The compiler resolves the type of
// a `#selector(...)` expression by looking up `ObjectiveC.Selector`; declaring it here is all that
// `#selector` needs to type-check on Linux. Whether the named method exists and is `@objc` is checked
// by the compiler itself, exactly as on iOS.
@_exported import ObjCRuntimeModel

/// An Objective-C selector. Only its type matters: nothing in type-check mode ever runs.
public struct Selector: Hashable, Sendable {
    public init(_ name: String) {}
}

/// `NSZone *` is an opaque pointer in Swift, as in Foundation on Apple platforms.
public typealias NSZone = OpaquePointer

/// The Swift type of Objective-C's `BOOL`. The compiler looks it up here whenever a `Bool` crosses an
/// `@objc` signature.
@frozen
public struct ObjCBool: Sendable {
    private var value: Bool

    public init(_ value: Bool) {
        self.value = value
    }

    public var boolValue: Bool { value }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool {
    ObjCBool(x)
}

public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool {
    x.boolValue
}
