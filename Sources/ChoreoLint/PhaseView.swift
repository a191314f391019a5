import ChoreoSpec

/// The two views of a phase, named as the lowered `Phase` names them (the preview's `PhaseView`
/// names every view it draws, these two among them).
enum PhaseView: CaseIterable {
    case incoming, outgoing

    var specKey: String { self == .incoming ? "to" : "from" }
    var noun: String { self == .incoming ? "incoming view" : "outgoing view" }
}

extension Phase {
    func motion(_ which: PhaseView) -> ViewMotion {
        which == .incoming ? incoming : outgoing
    }

    /// The view that belongs to the presented (or pushed) view controller: it comes in during
    /// the forward phase and leaves during the backward one.
    var presentedView: PhaseView { role.isForward ? .incoming : .outgoing }
}
