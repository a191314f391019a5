// Colours: enough for backgrounds and dimming views.

open class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.red = white
        self.green = white
        self.blue = white
        self.alpha = alpha
        super.init()
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    open var cgColor: CGColor { CGColor(components: [red, green, blue, alpha]) }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    @available(iOS 13.0, *) open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    @available(iOS 13.0, *) open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var tertiaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3) }
}
