// `UIContentContainer` (Docs/UIKitFacts.md §23): adopted by UIViewController and UIPresentationController. A
// presented controller's `preferredContentSize` change is reported to its presentation controller through
// `preferredContentSizeDidChange(forChildContentContainer:)`.

#if CHOREO_OBJC_INTEROP
@MainActor @objc public protocol UIContentContainer: NSObjectProtocol {
    @available(iOS 8.0, *) var preferredContentSize: CGSize { get }
    @available(iOS 8.0, *) func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}
#else
@MainActor public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}
#endif
