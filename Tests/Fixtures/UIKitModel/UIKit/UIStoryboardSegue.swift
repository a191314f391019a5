// Segues (Docs/UIKitFacts.md §11). There are no storyboards in the model: a driver builds the segue and calls
// `UIKitSimulation.perform(_:sender:)`, which calls the source's `prepare(for:sender:)` first (B12).

@MainActor open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    @available(iOS 6.0, *)
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Subclasses override this to run their transition; the base class runs the perform handler, if any.
    open func perform() {
        if let performHandler {
            performHandler()
        } else {
            UIKitSimulation.log("segueBasePerform", "\(identifier ?? "segue") does nothing")
        }
    }
}

extension UIKitSimulation {
    /// What UIKit does when a storyboard segue fires: prepare, then perform.
    public static func perform(_ segue: UIStoryboardSegue, sender: Any? = nil) {
        log("segue", "\(segue.identifier ?? "unnamed") \(simulationTypeName(segue)) \(segue.source.simulationName) -> \(segue.destination.simulationName)")
        segue.source.prepare(for: segue, sender: sender)
        segue.perform()
    }
}
