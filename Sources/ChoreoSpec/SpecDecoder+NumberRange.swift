extension SpecDecoder {
    /// The ranges a number may have to lie in, with the words a message uses for them.
    enum NumberRange {
        case finite, positive, nonNegative, unit, bounce
        /// A part of a whole: more than nothing, at most all of it.
        case fraction
        /// A length of time in a transition, in seconds: more than 0, at most `longestSeconds`.
        case duration
        /// A wait in a transition, in seconds: 0 or more, at most `longestSeconds`.
        case delay

        /// The longest duration or delay a spec may give. UIKit's own transitions take about a third
        /// of a second and lint already warns past 0.8 s; a number past a few seconds is a mistake,
        /// most often milliseconds (`duration: 300`), and the generated code must not ship it.
        static let longestSeconds = 5.0

        /// The largest magnitude any number in a spec may have (a million seconds, points, degrees
        /// or units of stiffness is far beyond any real transition). Beyond it arithmetic in lint
        /// and code generation would leave the range where every value is exact and formattable.
        static let maximumMagnitude = 1_000_000.0

        func contains(_ value: Double) -> Bool {
            switch self {
            case .finite: return true
            case .positive: return value > 0
            case .nonNegative: return value >= 0
            case .unit: return (0...1).contains(value)
            case .bounce: return value > -1 && value < 1
            case .fraction: return value > 0 && value <= 1
            case .duration: return value > 0 && value <= Self.longestSeconds
            case .delay: return value >= 0 && value <= Self.longestSeconds
            }
        }

        var requirement: String {
            switch self {
            case .finite: return "be a finite number"
            case .positive: return "be greater than 0"
            case .nonNegative: return "be 0 or more"
            case .unit: return "be between 0 and 1"
            case .bounce: return "be greater than -1 and less than 1 (1 never settles, -1 never arrives)"
            case .fraction: return "be a fraction greater than 0 and at most 1"
            case .duration: return "be greater than 0 and at most 5 (seconds)"
            case .delay: return "be 0 or more and at most 5 (seconds)"
            }
        }

        /// Whether `value` is a time past the longest a transition may take (rather than below 0).
        func isTooLong(_ value: Double) -> Bool {
            (self == .duration || self == .delay) && value > Self.longestSeconds
        }

        /// `value` read as milliseconds, in seconds, when that reading is a time a transition
        /// plausibly takes (20 ms to the longest): `300` → `0.3`.
        static func secondsIfMilliseconds(_ value: Double) -> Double? {
            let seconds = value / 1000
            return (0.02...longestSeconds).contains(seconds) ? seconds : nil
        }
    }
}
