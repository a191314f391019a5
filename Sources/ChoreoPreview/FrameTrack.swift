import ChoreoSpec

/// A phase under one variant sampled at a fixed frame rate: what the page plays.
///
/// Stored by channel (each view's translation, scale, rotation, alpha, corner radius, dim and
/// resting frame), and a
/// channel that never changes is one number instead of a list, so a screen that rests through
/// the phase costs almost nothing.
public struct FrameTrack: Sendable {
    public static let framesPerSecond = 60.0
    /// Ten seconds at 60 frames a second, over ten times the longest transition lint accepts
    /// without a warning. A longer phase (lint warns about it, but may be told not to) is sampled
    /// less often, so that no spec can make the page, or the time to write it, grow without bound.
    public static let maximumFrames = 600

    public struct ViewChannels: Sendable {
        public var role: ViewRole
        public var anchor: UnitPoint
        /// `CACornerMask` bits of the corners the radius rounds; a view's own, so the same in every frame.
        public var maskedCorners: Int
        /// A shared element's id.
        public var label: String?
        /// Channel name to its value in every frame.
        public var channels: [(name: String, values: [Double])]
    }

    public var duration: Double
    public var frameCount: Int
    /// Samples per second of the phase: `framesPerSecond`, or fewer for a phase over ten seconds.
    public var framesPerSecond: Double
    /// Bottom to top.
    public var views: [ViewChannels]

    /// Channel names in the order the page reads them, with how finely each is written.
    static let channelNames: [(name: String, format: @Sendable (Double) -> String)] = [
        ("x", CompactNumber.points), ("y", CompactNumber.points), ("sx", CompactNumber.fine), ("sy", CompactNumber.fine),
        ("r", { CompactNumber.format($0, places: 2) }), ("a", CompactNumber.fine), ("cr", CompactNumber.points),
        ("dim", CompactNumber.fine), ("fx", CompactNumber.points), ("fy", CompactNumber.points),
        ("fw", CompactNumber.points), ("fh", CompactNumber.points),
    ]

    public init(sampler: FrameSampler) {
        duration = sampler.duration
        // One frame past the end, so the last frame is the end state itself.
        framesPerSecond = duration * Self.framesPerSecond > Double(Self.maximumFrames)
            ? Double(Self.maximumFrames) / duration : Self.framesPerSecond
        frameCount = max(1, Int((duration * framesPerSecond).rounded(.up)) + 1)
        let rate = framesPerSecond
        let frames = (0..<frameCount).map { index in
            sampler.views(at: min(Double(index) / rate, sampler.duration))
        }
        views = frames[0].indices.map { index in
            let column = frames.map { $0[index] }
            let values: [[Double]] = [
                column.map(\.translationX), column.map(\.translationY), column.map(\.scaleX), column.map(\.scaleY),
                column.map(\.rotation), column.map(\.alpha), column.map(\.cornerRadius), column.map(\.dim),
                column.map(\.frame.x), column.map(\.frame.y), column.map(\.frame.width), column.map(\.frame.height),
            ]
            return ViewChannels(
                role: column[0].role, anchor: column[0].anchor, maskedCorners: column[0].maskedCorners, label: column[0].label,
                channels: zip(Self.channelNames, values).map { ($0.name, $1) })
        }
    }

    /// `{"duration":0.35,"fps":60,"frames":23,"views":[{"role":"from","anchor":[0.5,0.5],"x":0,…,"a":[1,0.98,…],"fx":0,…}]}`;
    /// a view rounding only some corners has `"mask"`, a shared element's snapshot `"label"`.
    var json: String {
        let formats = Dictionary(uniqueKeysWithValues: Self.channelNames.map { ($0.name, $0.format) })
        let viewTexts = views.map { view -> String in
            var fields = ["\"role\":\"\(view.role.rawValue)\"",
                          "\"anchor\":[\(CompactNumber.fine(view.anchor.x)),\(CompactNumber.fine(view.anchor.y))]"]
            if view.maskedCorners != ContainerLayout.allCorners { fields.append("\"mask\":\(view.maskedCorners)") }
            if let label = view.label { fields.append("\"label\":" + PreviewData.jsonString(label)) }
            for channel in view.channels {
                let format = formats[channel.name]!
                let texts = channel.values.map(format)
                let constant = texts.allSatisfy { $0 == texts[0] }
                fields.append("\"\(channel.name)\":" + (constant ? texts[0] : "[" + texts.joined(separator: ",") + "]"))
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"duration\":\(CompactNumber.fine(duration)),\"fps\":\(CompactNumber.fine(framesPerSecond)),\"frames\":\(frameCount),\"views\":[\(viewTexts.joined(separator: ","))]}"
    }
}
