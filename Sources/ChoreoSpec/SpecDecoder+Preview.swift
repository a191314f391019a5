import ChoreoYAML

/// `preview:`, what `choreo preview` draws: mock frames for the shared elements (`frames:`).
extension SpecDecoder {
    mutating func previewFrames(_ entry: EntryView) -> [Located<PreviewFrames>] {
        guard let fields = entries(of: entry.value, in: "preview", allowed: SpecKeys.previewKeywords) else { return [] }
        var result: [Located<PreviewFrames>] = []
        for (key, field) in fields {
            switch key {
            case .frames: result = frameList(field)
            }
        }
        return result
    }

    private mutating func frameList(_ field: EntryView) -> [Located<PreviewFrames>] {
        guard let list = field.value.sequence else {
            typeMismatch(field.value, expected: "a list such as [{ id: photo, from: [16, 120, 171, 171] }]", what: "frames")
            return []
        }
        var result: [Located<PreviewFrames>] = []
        for item in list {
            guard let fields = entries(of: item, in: "a preview frame", allowed: SpecKeys.previewFrameKeywords,
                                       expecting: "a mapping such as { id: photo, from: [16, 120, 171, 171] }") else { continue }
            var id: Located<String>?
            var from: PreviewRect?, to: PreviewRect?
            var valid = true
            for (key, field) in fields {
                switch key {
                case .id: id = sharedElementID(field)
                case .from:
                    from = rect(field, what: "from")
                    valid = valid && from != nil
                case .to:
                    to = rect(field, what: "to")
                    valid = valid && to != nil
                }
            }
            guard let id else {
                if !fields.contains(where: { $0.key == .id }) {
                    error(.missingKey, "a preview frame needs the 'id' of a shared element", SourceRange(item.range.start),
                          hint: "add 'id: photo', as in 'shared:'")
                }
                continue
            }
            if valid { result.append(Located(PreviewFrames(id: id.value, from: from, to: to), range: id.range)) }
        }
        return result
    }

    /// `[x, y, width, height]` in points: a finite origin and a size greater than 0.
    private mutating func rect(_ field: EntryView, what: String) -> PreviewRect? {
        let value = field.value
        guard let list = value.sequence, list.count == 4 else {
            let found = value.sequence.map { "a list of \($0.count)" } ?? value.kindDescription
            error(.invalidValue, "\(what) is a frame [x, y, width, height] in points, found \(found)", value.range,
                  hint: "write it as \(what): [16, 120, 171, 171]")
            return nil
        }
        let items = Array(list)
        let x = number(items[0], what: "\(what) x", .finite)
        let y = number(items[1], what: "\(what) y", .finite)
        let width = number(items[2], what: "\(what) width", .positive)
        let height = number(items[3], what: "\(what) height", .positive)
        guard let x, let y, let width, let height else { return nil }
        return PreviewRect(x: x, y: y, width: width, height: height)
    }

    /// The frames whose id names a shared element, each id once; each other one is an error at
    /// its id, with the nearest shared id as the hint.
    mutating func previewFramesOfSharedElements(_ frames: [Located<PreviewFrames>], shared: [Located<SharedElementSpec>],
                                                source: Located<SourceViewSpec>?) -> [Located<PreviewFrames>] {
        let sourceID = source?.value.id?.value
        let ids = shared.compactMap { $0.value.id?.value } + (sourceID.map { [$0] } ?? [])
        var seen: Set<String> = []
        return frames.filter { frame in
            if ids.contains(frame.value.id) {
                guard seen.insert(frame.value.id).inserted else {
                    error(.invalidValue, "the frames of '\(Excerpt.of(frame.value.id))' are given twice", frame.range,
                          hint: "keep one entry for it, with both 'from' and 'to'")
                    return false
                }
                if frame.value.id == sourceID, frame.value.to != nil {
                    error(.invalidValue, "the source view '\(Excerpt.of(frame.value.id))' is in one screen only: it takes 'from', not 'to'",
                          frame.range, hint: "remove 'to': the source is in the forward phase's 'from' screen")
                    return false
                }
                return true
            }
            let hint = Suggestion.didYouMean(frame.value.id, in: ids)
                ?? (ids.isEmpty ? "add the element to 'shared:' (or the view to 'source:') first" : "the named views are \(ids.joined(separator: ", "))")
            error(.invalidValue, "'\(Excerpt.of(frame.value.id))' is not a shared element or the source view of this spec", frame.range, hint: hint)
            return false
        }
    }
}
