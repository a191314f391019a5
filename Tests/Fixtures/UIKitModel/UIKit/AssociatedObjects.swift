// Simulation mode only (type-check mode takes them from the Objective-C runtime's header, see
// ObjCRuntimeModel.h): the Objective-C runtime's associated objects, with its signatures. An object
// associated with `RETAIN` policies is held by its owner and released when the owner is freed, as the
// runtime does on dealloc. The model keeps associations only on its own `UIResponder`s (every view
// controller and view), which is all generated code associates with; anything else is a model gap and
// traps, so a test cannot pass by silently losing an association.
#if !CHOREO_OBJC_INTEROP
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = object as? UIResponder else {
        fatalError("the UIKit model keeps associated objects only on UIResponders, not on \(type(of: object))")
    }
    precondition(policy != .OBJC_ASSOCIATION_ASSIGN, "the UIKit model does not model OBJC_ASSOCIATION_ASSIGN")
    owner.simulationAssociations[key] = value
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    (object as? UIResponder)?.simulationAssociations[key] ?? nil
}
#endif
