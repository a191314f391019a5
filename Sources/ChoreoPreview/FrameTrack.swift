import ChoreoSpec

/// A phase under one variant sampled at a fixed frame rate: what the page plays.
///
/// Stored by channel (`channels`: each number of each catalogue property, then the view's resting
/// frame), and a channel that never changes is one number instead of a list, so a screen that
/// rests through the phase costs almost nothing.
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
        /// `SampledView.perspective`: a view's own, so the same in every frame.
        public var perspective: Double?
        /// Each channel's value in every frame, in the order of `FrameTrack.channels`.
        public var values: [[Double]]
        /// For a masked view, the mask's frame and corner radius in every frame, in the order of
        /// `FrameTrack.clipChannels`, and whether it is a circle.
        public var clip: [[Double]]? = nil
        public var clipIsCircle = false
        /// A piece of a sliced view: drawn in its screen's colour, without the screen's label.
        public var isPiece = false
    }

    public var duration: Double
    public var frameCount: Int
    /// Samples per second of the phase: `framesPerSecond`, or fewer for a phase over ten seconds.
    public var framesPerSecond: Double
    /// Bottom to top.
    public var views: [ViewChannels]
    /// The top of a sheet at each of its detents, marked across the phone over the views (`FrameSampler.detentTops`).
    public var detentTops: [Double] = []

    /// One number of a view that the page reads in every frame: its name in the page's data, how
    /// finely it is written, and where a sample has it.
    struct Channel: Sendable {
        var name: String
        var format: @Sendable (Double) -> String
        var value: @Sendable (SampledView) -> Double
    }

    /// The catalogue's channels (`ViewProperty.channels`), in its order, then the resting frame's.
    static let channels: [Channel] = ViewProperty.catalogue.flatMap { property in
        zip(property.components, property.channels).map { index, channel in
            Channel(name: channel.name, format: format(channel.precision), value: { $0.values[index] })
        }
    } + [
        Channel(name: "fx", format: CompactNumber.points, value: \.frame.x),
        Channel(name: "fy", format: CompactNumber.points, value: \.frame.y),
        Channel(name: "fw", format: CompactNumber.points, value: \.frame.width),
        Channel(name: "fh", format: CompactNumber.points, value: \.frame.height),
    ]

    /// A mask's numbers (`SampledView.clip`), written only for a masked view.
    static let clipChannels: [Channel] = [
        Channel(name: "kx", format: CompactNumber.points, value: { $0.clip?.frame.x ?? 0 }),
        Channel(name: "ky", format: CompactNumber.points, value: { $0.clip?.frame.y ?? 0 }),
        Channel(name: "kw", format: CompactNumber.points, value: { $0.clip?.frame.width ?? 0 }),
        Channel(name: "kh", format: CompactNumber.points, value: { $0.clip?.frame.height ?? 0 }),
        Channel(name: "kr", format: CompactNumber.points, value: { $0.clip?.cornerRadius ?? 0 }),
    ]

    static func format(_ precision: ViewProperty.Channel.Precision) -> @Sendable (Double) -> String {
        switch precision {
        case .points: return CompactNumber.points
        case .fine: return CompactNumber.fine
        case .degrees: return { CompactNumber.format($0, places: 2) }
        }
    }

    public init(sampler: FrameSampler) {
        duration = sampler.duration
        detentTops = sampler.detentTops
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
            var channels = ViewChannels(
                role: column[0].role, anchor: column[0].anchor, maskedCorners: column[0].maskedCorners, label: column[0].label,
                perspective: column[0].perspective, values: Self.channels.map { column.map($0.value) })
            channels.isPiece = column[0].isPiece
            if let clip = column[0].clip {
                channels.clip = Self.clipChannels.map { column.map($0.value) }
                channels.clipIsCircle = clip.isCircle
            }
            return channels
        }
    }

    /// `{"duration":0.35,"fps":60,"frames":23,"views":[{"role":"from","anchor":[0.5,0.5],"x":0,…,"a":[1,0.98,…],"fx":0,…}]}`;
    /// a view rounding only some corners has `"mask"`, a shared element's snapshot `"label"`, a view
    /// drawn in 3D `"perspective"` (0 for none), a view seen through a `mask:` its shape's `"kx"`, `"ky"`,
    /// `"kw"`, `"kh"`, `"kr"` (and `"circle"` for a circle), a piece of a sliced view `"piece"`.
    var json: String {
        let viewTexts = views.map { view -> String in
            var fields = ["\"role\":\"\(view.role.rawValue)\"",
                          "\"anchor\":[\(CompactNumber.fine(view.anchor.x)),\(CompactNumber.fine(view.anchor.y))]"]
            if view.maskedCorners != ContainerLayout.allCorners { fields.append("\"mask\":\(view.maskedCorners)") }
            if let label = view.label { fields.append("\"label\":" + PreviewData.jsonString(label)) }
            if let perspective = view.perspective { fields.append("\"perspective\":\(CompactNumber.points(perspective))") }
            for (channel, values) in Array(zip(Self.channels, view.values)) + Array(zip(Self.clipChannels, view.clip ?? [])) {
                let texts = values.map(channel.format)
                let constant = texts.allSatisfy { $0 == texts[0] }
                fields.append("\"\(channel.name)\":" + (constant ? texts[0] : "[" + texts.joined(separator: ",") + "]"))
            }
            if view.clipIsCircle { fields.append("\"circle\":1") }
            if view.isPiece { fields.append("\"piece\":1") }
            return "{" + fields.joined(separator: ",") + "}"
        }
        let detents = detentTops.isEmpty ? "" : ",\"detents\":[" + detentTops.map(CompactNumber.points).joined(separator: ",") + "]"
        return "{\"duration\":\(CompactNumber.fine(duration)),\"fps\":\(CompactNumber.fine(framesPerSecond)),\"frames\":\(frameCount),\"views\":[\(viewTexts.joined(separator: ","))]\(detents)}"
    }
}
