/// Which UIKit machinery runs the transition, and so which phases it has.
public enum TransitionKind: String, Sendable, CaseIterable {
    /// `present(_:animated:)` / `dismiss(animated:)` through a transitioning delegate.
    case modal
    /// `pushViewController` / `popViewController` through a navigation controller delegate.
    case navigation
    /// A storyboard segue that presents through a transitioning delegate.
    case segue

    /// The spec keys naming the forward and backward phase of this kind.
    public var phaseRoles: (forward: PhaseRole, backward: PhaseRole) {
        switch self {
        case .modal: return (.present, .dismiss)
        case .segue: return (.perform, .dismiss)
        case .navigation: return (.push, .pop)
        }
    }
}

/// A phase of a transition, named as in the spec.
public enum PhaseRole: String, Sendable, CaseIterable {
    case present, dismiss, push, pop, perform

    public var isForward: Bool { self == .present || self == .push || self == .perform }

    /// The role that this one undoes (`present` ↔ `dismiss`, `push` ↔ `pop`; a segue's
    /// `perform` is undone by `dismiss`).
    public var counterpart: PhaseRole {
        switch self {
        case .present, .perform: return .dismiss
        case .dismiss: return .present
        case .push: return .pop
        case .pop: return .push
        }
    }
}
