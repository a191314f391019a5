import ChoreoSpec
import ChoreoYAML

/// Where a finding points when the thing it is about was written in a different place, or not
/// written at all. A finding always points at something the user can see in the file.
extension Located {
    /// The key when there was one (`present:`), otherwise the value.
    var anchor: SourceRange { keyRange ?? range }
}

extension Spec {
    /// For something the document lacks as a whole: its `kind` (what makes the missing thing
    /// necessary), else its name, else the start of the document.
    var documentAnchor: SourceRange {
        kind?.range ?? transition?.range ?? SourceRange(range.start)
    }

    /// The key of the phase the user wrote for `role` (`dismiss:` also for `dismiss: reverse`).
    func phaseAnchor(_ role: PhaseRole) -> SourceRange? {
        phase(role)?.anchor
    }

    /// True when a finding at `location` in `file` lies inside this document.
    func contains(_ location: SourceLocation, in file: String) -> Bool {
        file == self.file && range.start <= location && location <= range.end
    }
}

extension PhaseSpec {
    /// The view spec for one of the two views of the phase.
    func view(_ which: ViewRole) -> ViewSpec? {
        which == .incoming ? to : from
    }
}

extension ViewSpec {
    func state(_ which: StateRole) -> ViewStateSpec? {
        which == .start ? start : end
    }
}

/// The two views of a phase, named as the lowered `Phase` names them.
enum ViewRole: CaseIterable {
    case incoming, outgoing

    var specKey: String { self == .incoming ? "to" : "from" }
    var noun: String { self == .incoming ? "incoming view" : "outgoing view" }
}

/// The two ends of a view's motion.
enum StateRole: CaseIterable {
    case start, end

    var specKey: String { self == .start ? "start" : "end" }
}

extension Phase {
    func motion(_ which: ViewRole) -> ViewMotion {
        which == .incoming ? incoming : outgoing
    }

    /// The view that belongs to the presented (or pushed) view controller: it comes in during
    /// the forward phase and leaves during the backward one.
    var presentedView: ViewRole { role.isForward ? .incoming : .outgoing }
}

extension ViewMotion {
    func state(_ which: StateRole) -> ViewState {
        which == .start ? start : end
    }

    /// How far the view travels during the phase, in fractions of the container.
    var displacement: Vector {
        Vector(x: end.offset.x - start.offset.x, y: end.offset.y - start.offset.y)
    }
}
