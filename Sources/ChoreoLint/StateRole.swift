import ChoreoSpec

/// The two ends of a view's motion.
enum StateRole: CaseIterable {
    case start, end

    var specKey: String { self == .start ? "start" : "end" }
}

extension ViewMotion {
    func state(_ which: StateRole) -> ViewState {
        which == .start ? start : end
    }

    /// How far the view travels during the phase, in fractions of the container.
    var displacement: Vector {
        let start = start.offset, end = end.offset
        return Vector(x: end.x - start.x, y: end.y - start.y)
    }
}
