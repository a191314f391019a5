/// An event a view's hit-testing is asked about. The model sends no events; `hitTest(_:with:)` is called with nil.
@MainActor open class UIEvent: NSObject {}
