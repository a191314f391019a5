extension SpecDecoder {
    /// The ranges a number may have to lie in, with the words a message uses for them.
    enum NumberRange {
        case finite, positive, nonNegative, unit, bounce
        /// A part of a whole: more than nothing, at most all of it.
        case fraction

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
            }
        }
    }
}
