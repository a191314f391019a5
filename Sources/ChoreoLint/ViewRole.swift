import ChoreoSpec

/// The two views of a phase, named as the lowered `Phase` names them.
enum ViewRole: CaseIterable {
    case incoming, outgoing

    var specKey: String { self == .incoming ? "to" : "from" }
    var noun: String { self == .incoming ? "incoming view" : "outgoing view" }
}

extension Phase {
    func motion(_ which: ViewRole) -> ViewMotion {
        which == .incoming ? incoming : outgoing
    }

    /// The view that belongs to the presented (or pushed) view controller: it comes in during
    /// the forward phase and leaves during the backward one.
    var presentedView: ViewRole { role.isForward ? .incoming : .outgoing }
}
