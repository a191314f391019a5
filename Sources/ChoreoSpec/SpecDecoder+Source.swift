import ChoreoYAML

/// `source:` (the view the user tapped) and a view's `mask:` (the shape it is seen through). The
/// id is kept as written, as a shared element's is (lint judges it); what the decoder reports is
/// the shape of each, and a mask that starts at a source the spec does not name.
extension SpecDecoder {
    mutating func source(_ entry: EntryView) -> Located<SourceViewSpec>? {
        guard let fields = entries(of: entry.value, in: "source", allowed: SpecKeys.sourceKeywords,
                                   expecting: "a mapping such as { id: button }") else { return nil }
        var source = SourceViewSpec()
        for (key, field) in fields {
            switch key {
            case .id:
                source.id = sharedElementID(field)
                if let id = source.id, !SharedElement.isValidID(id.value) {
                    error(.invalidIdentifier, "'\(Excerpt.of(id.value))' is not a Swift identifier: the generated requirement would be '\(Excerpt.of(id.value))View'",
                          id.range, hint: "use a name such as 'button' or 'cell': letters, digits and '_', not starting with a digit")
                    source.id = nil
                }
            case .fallback: source.fallback = enumValue(field, what: "fallback", as: SourceFallback.self)
            }
        }
        if !fields.contains(where: { $0.key == .id }) {
            error(.missingKey, "a source view needs an 'id'", SourceRange(entry.value.range.start),
                  hint: "add 'id: button': the generated protocol then asks the screen for 'buttonView'")
        }
        return Located(source, range: entry.value.range, keyRange: entry.key.range)
    }

    mutating func mask(_ entry: EntryView, name: String) -> Located<MaskSpec>? {
        guard let fields = entries(of: entry.value, in: "'\(name)'", allowed: SpecKeys.maskKeywords,
                                   expecting: "a mapping such as { shape: circle, from: source }") else { return nil }
        var mask = MaskSpec()
        for (key, field) in fields {
            switch key {
            case .shape: mask.shape = enumValue(field, what: "mask shape", as: MaskShape.self)
            case .from: mask.from = origin(field, of: "mask")
            case .to: mask.to = enumValue(field, what: "mask end", as: MaskEnd.self)
            }
        }
        if !fields.contains(where: { $0.key == .shape }) {
            error(.missingKey, "a mask needs a 'shape'", SourceRange(entry.value.range.start),
                  hint: "add 'shape: circle' (or roundedRect, capsule)")
        }
        return Located(mask, range: entry.value.range, keyRange: entry.key.range)
    }

    mutating func zoom(_ entry: EntryView, name: String) -> Located<ZoomSpec>? {
        guard let fields = entries(of: entry.value, in: "'\(name)'", allowed: SpecKeys.zoomKeywords,
                                   expecting: "a mapping such as { from: source }") else { return nil }
        var zoom = ZoomSpec()
        for (key, field) in fields {
            switch key {
            case .from: zoom.from = origin(field, of: "zoom")
            case .aspect: zoom.aspect = enumValue(field, what: "zoom aspect", as: ZoomAspect.self)
            }
        }
        return Located(zoom, range: entry.value.range, keyRange: entry.key.range)
    }

    /// `source`, `center`, or `[x, y]` in the container's unit square: where a mask or a zoom starts.
    mutating func origin(_ field: EntryView, of effect: String) -> Located<EffectOrigin>? {
        let value = field.value
        if let scalar = value.scalar {
            switch scalar.text {
            case "source": return Located(.source, range: value.range, keyRange: field.key.range)
            case "center": return Located(.point(.center), range: value.range, keyRange: field.key.range)
            default:
                error(.invalidValue, "unknown \(effect) origin '\(Excerpt.of(scalar.text))'; expected source, center or [x, y]", value.range,
                      hint: Suggestion.didYouMean(scalar.text, in: ["source", "center"])
                          ?? "write [x, y] for a point of the container in its unit square, such as [0.9, 0.9] near the bottom right")
                return nil
            }
        }
        guard let (x, y) = pair(field, what: "\(effect) from", names: ("x", "y"), .finite,
                                expected: "source, center or [x, y] in the container's unit square") else { return nil }
        return Located(.point(UnitPoint(x: x, y: y)), range: value.range, keyRange: field.key.range)
    }

    /// A mask or a zoom `from: source` needs a `source:` to start at: without one the generated code
    /// would have no view to ask for. Reported at each such `from`. A zoom also refuses what it would
    /// overwrite or could not follow: an `offset` or `scale` in its zoomed state (the zoom sets both),
    /// keyframes (the stops between would be relative to a rest the view never has) and a slice (the
    /// pieces play about their own frames).
    mutating func checkEffectOrigins(_ spec: Spec) {
        // Views without a mask or a zoom (nearly all) are passed over before anything is named.
        for phase in spec.phases {
            if let view = phase.value.to, view.mask != nil || view.zoom != nil {
                checkEffectOrigins(of: view, named: "to", in: phase.value, spec: spec)
            }
            if let view = phase.value.from, view.mask != nil || view.zoom != nil {
                checkEffectOrigins(of: view, named: "from", in: phase.value, spec: spec)
            }
        }
    }

    private mutating func checkEffectOrigins(of view: ViewSpec, named name: String, in phase: PhaseSpec, spec: Spec) {
        if spec.source == nil {
            for (effect, from) in [("mask", view.mask?.value.from), ("zoom", view.zoom?.value.from)] {
                guard let from, from.value == .source else { continue }
                error(.invalidValue, "the \(effect) starts at the source view, but the spec names none", from.range,
                      hint: "add 'source: { id: button }' at the top level (the generated protocol then asks the screen for 'buttonView'), or start the \(effect) at 'center' or [x, y]")
            }
        }
        if let zoom = view.zoom { checkZoom(zoom, of: view, named: "\(phase.role.rawValue).\(name)", zoomsAtStart: name == "to") }
    }

    private mutating func checkZoom(_ zoom: Located<ZoomSpec>, of view: ViewSpec, named name: String, zoomsAtStart: Bool) {
        let zoomKey = zoom.keyRange ?? zoom.range
        let related = [RelatedLocation(file: file, location: zoomKey.start, message: "'zoom' is here")]
        let end = zoomsAtStart ? "start" : "end"
        for property in [ViewProperty.offset, .scale] {
            guard let written = (zoomsAtStart ? view.start : view.end)?[property] else { continue }
            error(.invalidValue, "'\(name).\(end)' sets '\(property.key.name)', but the zoom puts the view on its origin there", written.keyRange ?? written.range,
                  hint: "the zoom works out the \(end)'s offset and scale from the source view's frame; remove '\(property.key.name)', or move it to the other end", related: related)
        }
        if let keyframes = view.keyframesRange, !view.keyframes.isEmpty {
            error(.invalidValue, "'\(name)' has both 'keyframes' and a 'zoom'", keyframes,
                  hint: "a zoom goes straight from the source view's frame to the view's own; time it with 'during', or put the keyframes on the other view", related: related)
        }
        if let slice = view.slice {
            error(.invalidValue, "a view takes a 'zoom' or a 'slice', not both", slice.keyRange ?? slice.range,
                  hint: "zoom the view, or slice it; each piece plays the motion about its own frame, not the tapped view's", related: related)
        }
    }
}
