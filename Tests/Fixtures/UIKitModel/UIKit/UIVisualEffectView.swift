// UIVisualEffectView and UIBlurEffect (Docs/UIKitFacts.md, "Blur"): a view that blurs what is behind it.
// Apple documents the `effect` property as animatable only in WWDC sessions (setting or clearing a blur
// inside a property animator, scrubbed through `fractionComplete`); the model records the change of `effect`
// as the amount of the effect shown, 0 for none and 1 for the full effect, so that a presentation reads how far
// the blur has come (`simulationEffectAmount`). Changing it between two effects is not modelled.

@available(iOS 8.0, *)
@MainActor open class UIVisualEffect: NSObject, NSCopying {
    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

@available(iOS 8.0, *)
@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

@available(iOS 8.0, *)
@MainActor open class UIVisualEffectView: UIView {
    public let contentView = UIView(frame: .zero)
    /// How much of `effect` shows: 1 once an effect is set, 0 without one; in between while an animator
    /// brings the effect in or takes it away (the model's own API).
    public private(set) var simulationEffectAmount: CGFloat = 0
    private var storedEffect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        storedEffect = effect
        simulationEffectAmount = effect == nil ? 0 : 1
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            let old = simulationEffectAmount
            storedEffect = newValue
            simulationEffectAmount = newValue == nil ? 0 : 1
            AnimationRecorder.record(self, "effectAmount", from: .scalar(old), to: .scalar(simulationEffectAmount)) { [unowned self] value in
                if case let .scalar(amount) = value { self.simulationEffectAmount = amount }
            }
        }
    }

    open override var alpha: CGFloat {
        didSet {
            if alpha < 1 { UIKitSimulation.warn("alpha below 1 on a UIVisualEffectView: many effects look incorrect or do not show") }
        }
    }
}
