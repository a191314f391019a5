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
    func view(_ which: PhaseView) -> ViewSpec? {
        which == .incoming ? to : from
    }
}

extension ViewSpec {
    func state(_ which: StateRole) -> ViewStateSpec? {
        which == .start ? start : end
    }
}
