// Haptic feedback generators (Docs/UIKitFacts.md §31). The model has no Taptic Engine: each call is logged and
// recorded in `UIFeedbackGenerator.simulationEvents`, in order ("prepare impact light", "impact light",
// "prepare selection", "selection"), for a test to read.

@MainActor open class UIFeedbackGenerator: NSObject {
    /// Every call on any generator since the list was last emptied.
    public static var simulationEvents: [String] = []

    var simulationKind: String { "feedback" }

    /// "Prepares the generator to fire" (AD): the Taptic Engine is woken for a few seconds.
    open func prepare() {
        Self.record("prepare \(simulationKind)")
    }

    static func record(_ event: String) {
        simulationEvents.append(event)
        UIKitSimulation.log("haptic", event)
    }
}

@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        @available(iOS 13.0, *) case soft
        @available(iOS 13.0, *) case rigid
    }

    public let simulationStyle: FeedbackStyle

    public init(style: FeedbackStyle) {
        simulationStyle = style
        super.init()
    }

    override var simulationKind: String { "impact \(simulationStyle)" }

    open func impactOccurred() {
        Self.record(simulationKind)
    }

    @available(iOS 13.0, *)
    open func impactOccurred(intensity: CGFloat) {
        Self.record("\(simulationKind) \(intensity)")
    }
}

@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() {
        super.init()
    }

    override var simulationKind: String { "selection" }

    open func selectionChanged() {
        Self.record("selection")
    }
}
