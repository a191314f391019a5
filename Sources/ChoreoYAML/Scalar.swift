/// A scalar's text and how it was written. The style matters: `"no"` is a string, `no` is a
/// YAML 1.1 boolean that YAML 1.2 reads as a string, and the decoder warns about the difference.
public struct Scalar: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style

    public init(text: String, style: Style) {
        self.text = text
        self.style = style
    }

    public var isPlain: Bool { style == .plain }

    /// The YAML 1.2 core-schema reading of the scalar (quoted scalars are always strings).
    public var resolved: ResolvedScalar { isPlain ? ResolvedScalar.classify(text) : .string(text) }

    var kindDescription: String {
        switch resolved {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .float: return "a number"
        case .string(let text): return "the string '\(Excerpt.of(text))'"
        }
    }
}
