/// Which of the four spring forms (Docs/SpecReference.md) a written spring uses.
///
/// `damping` means two things: the UIKit damping *ratio* (0-1) on its own, and the physical damping
/// *coefficient* once `mass` or `stiffness` is present — the way UIKit's and SwiftUI's initialisers
/// spell them. `velocity` belongs to every form.
public enum SpringSpecForm: String, Sendable, CaseIterable {
    case uikit, bounce, response, physical

    /// The keys that make up the form, for messages.
    public var keys: String {
        switch self {
        case .uikit: return "{ damping, velocity }"
        case .bounce: return "{ bounce, velocity }"
        case .response: return "{ response, dampingRatio, velocity }"
        case .physical: return "{ mass, stiffness, damping, velocity }"
        }
    }

    public var name: String {
        switch self {
        case .uikit: return "UIKit damping-ratio"
        case .bounce: return "duration-and-bounce"
        case .response: return "response-and-damping-ratio"
        case .physical: return "physical"
        }
    }

    /// The form a key belongs to; nil for `velocity`, which every form takes.
    static func of(key: String, isPhysical: Bool) -> SpringSpecForm? {
        SpringKey(rawValue: key)?.form(isPhysical: isPhysical)
    }
}

extension SpringSpec {
    /// The form lowering uses. A mixture is reported by the decoder; lowering then prefers the
    /// most specific form (physical, bounce, response, UIKit).
    public var form: SpringSpecForm? {
        if mass != nil || stiffness != nil { return .physical }
        if bounce != nil { return .bounce }
        if response != nil || dampingRatio != nil { return .response }
        if damping != nil { return .uikit }
        return nil
    }
}
