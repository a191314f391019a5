/// `UIModalPresentationStyle` cases a spec may name.
public enum PresentationStyle: String, Sendable, CaseIterable {
    case custom, fullScreen, overFullScreen, currentContext, overCurrentContext, automatic, pageSheet, formSheet

    /// Sheet styles are animated by UIKit's own presentation controller; a custom animator set
    /// through the transitioning delegate is not consulted for them.
    public var ignoresCustomAnimator: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet: return true
        case .custom, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return false
        }
    }

    /// UIKit removes the presenting view from the window after these styles present
    /// (Docs/UIKitFacts.md B2, B3); the others leave it in place under the presented view.
    public var removesPresentingView: Bool {
        switch self {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }
}

/// Who keeps the transitioning delegate alive. UIKit holds it weakly (Docs/UIKitFacts.md B1).
public enum DelegateRetention: String, Sendable, CaseIterable {
    /// The generated presenting API stores the delegate on the presented controller.
    case retained
    /// The user creates it locally; it is freed before the animation and UIKit falls back.
    case local
}
