/// Which UIKit machinery runs the transition, and so which phases it has.
public enum TransitionKind: String, Sendable, CaseIterable {
    /// `present(_:animated:)` / `dismiss(animated:)` through a transitioning delegate.
    case modal
    /// `pushViewController` / `popViewController` through a navigation controller delegate.
    case navigation
    /// A storyboard segue that presents through a transitioning delegate.
    case segue
    /// A tab bar controller switching tabs (`selectedIndex`, a tap on the bar) through its delegate.
    case tabBar

    /// The spec keys naming the forward and backward phase of this kind.
    public var phaseRoles: (forward: PhaseRole, backward: PhaseRole) {
        switch self {
        case .modal: return (.present, .dismiss)
        case .segue: return (.perform, .dismiss)
        case .navigation: return (.push, .pop)
        case .tabBar: return (.next, .previous)
        }
    }

    /// Whether the transition presents a view controller (modal, segue): only a presentation has a
    /// presentation style, a container and a transitioning delegate; a navigation or tab bar
    /// controller shows its children in its own view.
    public var presents: Bool {
        switch self {
        case .modal, .segue: return true
        case .navigation, .tabBar: return false
        }
    }
}

/// A phase of a transition, named as in the spec.
public enum PhaseRole: String, Sendable, CaseIterable {
    case present, dismiss, push, pop, perform, next, previous

    public var isForward: Bool { self == .present || self == .push || self == .perform || self == .next }

    /// What the phase does where its name alone does not say it: a tab bar's phases are named for
    /// the way through the tabs, and the preview shows which switch each one is.
    public var meaning: String? {
        switch self {
        case .next: return "to a later tab"
        case .previous: return "to an earlier tab"
        case .present, .dismiss, .push, .pop, .perform: return nil
        }
    }

    /// The role that this one undoes (`present` ↔ `dismiss`, `push` ↔ `pop`, `next` ↔ `previous`;
    /// a segue's `perform` is undone by `dismiss`).
    public var counterpart: PhaseRole {
        switch self {
        case .present, .perform: return .dismiss
        case .dismiss: return .present
        case .push: return .pop
        case .pop: return .push
        case .next: return .previous
        case .previous: return .next
        }
    }
}
