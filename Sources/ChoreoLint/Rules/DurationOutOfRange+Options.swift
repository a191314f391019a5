import ChoreoSpec
import ChoreoYAML

/// `duration_out_of_range: { navigation: [0.25, 0.4] }`: the accepted range per kind.
extension DurationOutOfRange {
    static let options: [RuleOption] = TransitionKind.allCases.map { kind in
        RuleOption(
            name: kind.rawValue, valueDescription: "[min, max] seconds",
            defaultValue: LintConfiguration.defaultDurationRanges[kind].map { "[\(Format.number($0.lowerBound)), \(Format.number($0.upperBound))]" } ?? "none",
            summary: "accepted length of a \(kind.rawValue) phase, delays and spring settling included"
        ) { node, configuration in
            switch range(node, kind: kind) {
            case .success(let range): configuration.durationRanges[kind] = range; return nil
            case .failure(let problem): return problem
            }
        }
    }

    static func range(_ node: Node, kind: TransitionKind) -> Result<ClosedRange<Double>, RuleOption.Problem> {
        let expected = "a list of two durations in seconds, [minimum, maximum]"
        let hint = "write it as \(kind.rawValue): [0.25, 0.4]"
        guard let items = node.sequence else {
            return .failure(.init("expected \(expected), found \(node.kindDescription)", at: node.range, hint: hint))
        }
        guard items.count == 2, let first = items.first, let last = items.last else {
            return .failure(.init("expected \(expected), found a list of \(items.count)", at: node.range, hint: hint))
        }
        let low: Double, high: Double
        switch (seconds(first), seconds(last)) {
        case (.success(let a), .success(let b)): (low, high) = (a, b)
        case (.failure(let problem), _), (_, .failure(let problem)): return .failure(problem)
        }
        guard low <= high else {
            return .failure(.init("the minimum \(exact(low)) s is above the maximum \(exact(high)) s", at: node.range,
                                  hint: "write the shorter duration first"))
        }
        return .success(low...high)
    }

    /// The longest duration a range may name: the same bound as numbers in a spec (Docs/Security.md).
    static let maximumSeconds = 1_000_000.0

    static func seconds(_ node: Node) -> Result<Double, RuleOption.Problem> {
        guard let scalar = node.scalar, let value = scalar.resolved.number, scalar.isPlain else {
            return .failure(.init("expected a duration in seconds, found \(node.kindDescription)", at: node.range))
        }
        guard value.isFinite, value >= 0 else {
            return .failure(.init("a duration must be a finite number of seconds, 0 or more", at: node.range))
        }
        guard value <= maximumSeconds else {
            return .failure(.init("duration \(Excerpt.of(scalar.text)) s is out of range", at: node.range,
                                  hint: "a duration is at most \(exact(maximumSeconds)) s"))
        }
        return .success(value)
    }

    /// The number as the user wrote it (not rounded as in findings): `0.255`, `1`.
    private static func exact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
