/// How much a finding matters. Ordered so that `max()` over findings gives the worst one.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
