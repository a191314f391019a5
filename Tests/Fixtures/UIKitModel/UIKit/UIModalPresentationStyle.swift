// Presentation and transition styles (Docs/UIKitFacts.md §9.1, §9.2): top-level, raw values from the header.

#if CHOREO_OBJC_INTEROP
@objc
#endif
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    @available(iOS 3.2, *) case pageSheet = 1
    @available(iOS 3.2, *) case formSheet = 2
    @available(iOS 3.2, *) case currentContext = 3
    @available(iOS 7.0, *) case custom = 4
    @available(iOS 8.0, *) case overFullScreen = 5
    @available(iOS 8.0, *) case overCurrentContext = 6
    @available(iOS 8.0, *) case popover = 7
    @available(iOS 7.0, *) case none = -1
    @available(iOS 13.0, *) case automatic = -2
}

#if CHOREO_OBJC_INTEROP
@objc
#endif
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    @available(iOS 3.2, *) case partialCurl = 3
}

extension UIModalPresentationStyle {
    /// Whether UIKit asks the transitioning delegate for an animator under this style. Sheet and
    /// popover styles are animated by UIKit itself (the custom animator is silently ignored).
    var consultsTransitioningDelegate: Bool {
        switch self {
        case .custom, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return true
        case .pageSheet, .formSheet, .popover, .automatic, .none: return false
        }
    }

    var simulationName: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .none: return "none"
        case .automatic: return "automatic"
        }
    }
}
