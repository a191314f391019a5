// QuartzCore's display link: calls its target once per screen refresh until invalidated, and retains
// the target meanwhile (CADisplayLink.h). In the simulation the screen refreshes when the driver lets
// time pass: after every task the run loop runs and at the end of `advance(by:)`, every link added to
// the run loop fires once (`UIKitSimulation.refreshDisplay()`).

#if CHOREO_OBJC_INTEROP
/// Foundation's run loop, only as the type `CADisplayLink.add(to:forMode:)` takes (type-check mode
/// takes value types from Foundation one by one; see Exports.swift).
public final class RunLoop: NSObject, @unchecked Sendable {
    public static let main = RunLoop()

    public struct Mode: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let common = Mode("kCFRunLoopCommonModes")
        public static let `default` = Mode("kCFRunLoopDefaultMode")
    }
}
#endif

@MainActor open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    open var isPaused = false

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        UIKitSimulation.addDisplayLink(self)
    }

    /// Removes the link from every run loop and lets go of the target.
    open func invalidate() {
        target = nil
        UIKitSimulation.removeDisplayLink(self)
    }

    func simulationFire() {
        #if !CHOREO_OBJC_INTEROP
        guard !isPaused, let target else { return }
        _ = selector.invoke(target, UIGestureRecognizer())
        #endif
    }
}

/// UIKit's Bézier path, only for the rounded rectangle a shadow path outlines.
open class UIBezierPath: NSObject {
    public let cgPath: CGPath

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(rect: rect, cornerRadius: cornerRadius)
        super.init()
    }

    public init(rect: CGRect) {
        cgPath = CGPath(rect: rect, cornerRadius: 0)
        super.init()
    }
}
