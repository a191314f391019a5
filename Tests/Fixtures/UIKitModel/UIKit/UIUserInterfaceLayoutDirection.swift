// Layout direction, for specs that say leading/trailing.

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

@MainActor open class UITraitCollection: NSObject {
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.layoutDirection = layoutDirection
        super.init()
    }
}

/// The app object, for its layout direction.
@MainActor open class UIApplication: NSObject {
    public static let shared = UIApplication()

    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIKitSimulation.applicationLayoutDirection
    }
}
