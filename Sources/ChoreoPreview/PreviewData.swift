import ChoreoSpec

/// Every frame the page plays, as one JSON value embedded in it: for each transition, each phase,
/// sampled under each setting the page can toggle (left-to-right, right-to-left, Reduce Motion).
///
/// The page only looks frames up; nothing about timing is computed in the browser, so what it
/// shows is what `FrameSampler` computes, which is what the generated code plays.
public struct PreviewData: Sendable {
    public var transitions: [Transition]

    public init(transitions: [Transition]) {
        self.transitions = transitions
    }

    public var json: String {
        let specs = transitions.map(Self.json(of:))
        return "{\"width\":\(CompactNumber.points(FrameSampler.phoneSize.width)),"
            + "\"height\":\(CompactNumber.points(FrameSampler.phoneSize.height)),"
            + "\"specs\":[\n"
            + specs.joined(separator: ",\n") + "\n]}"
    }

    static func json(of transition: Transition) -> String {
        let phases = transition.phases.map { phase -> String in
            func track(_ variant: PreviewVariant) -> String {
                FrameTrack(sampler: FrameSampler(transition: transition, phase: phase, variant: variant)).json
            }
            let standard = track(.standard)
            let rightToLeft = track(.rightToLeft)
            var tracks = ["\"standard\":" + standard, "\"reduced\":" + track(.reducedMotion)]
            // Only motion toward the leading or trailing edge differs; the page falls back to `standard`.
            if rightToLeft != standard { tracks.append("\"rtl\":" + rightToLeft) }
            var fields = ["\"role\":\"\(phase.role.rawValue)\""]
            if let meaning = phase.role.meaning { fields.append("\"meaning\":\"\(meaning)\"") }
            if let interaction = transition.interaction(for: phase.role) {
                fields.append("\"finishAt\":\(CompactNumber.fine(interaction.finishAt))")
                fields.append("\"gesture\":\"\(interaction.gesture.rawValue)\"")
            }
            fields.append("\"tracks\":{" + tracks.joined(separator: ",") + "}")
            return "{" + fields.joined(separator: ",") + "}"
        }
        var fields = [
            "\"name\":\(jsonString(transition.name))", "\"file\":\(jsonString(transition.file))",
            "\"kind\":\"\(transition.kind.rawValue)\"", "\"reduceMotion\":\"\(transition.reduceMotion.rawValue)\"",
        ]
        if let style = transition.presentationStyle { fields.append("\"style\":\"\(style.rawValue)\"") }
        fields.append("\"phases\":[" + phases.joined(separator: ",") + "]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A JSON string literal that is also safe inside an HTML `<script>` element: `<`, `>` and `&`
    /// are escaped, so no spec name or file name can close the element.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar)
            default:
                if scalar.value < 0x20 { out += unicodeEscape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `\u003c`: the scalar (below U+10000) as four lowercase hex digits.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
