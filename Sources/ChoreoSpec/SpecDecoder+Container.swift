import ChoreoYAML

/// `presentation: container:`, the frame of a custom presentation (Container.swift).
extension SpecDecoder {
    /// The one key of a length in points, `{ points: 320 }`.
    enum PointsKey: String, SpecMappingKey {
        case points
    }

    static let pointsKeywords = SpecKeys.keywords(["points"], as: PointsKey.self)

    mutating func container(_ entry: EntryView) -> ContainerSpec? {
        guard let entries = entries(of: entry.value, in: "container", allowed: SpecKeys.containerKeywords) else { return nil }
        var container = ContainerSpec(range: entry.value.range)
        for (key, item) in entries {
            switch key {
            case .height:
                if item.value.sequence != nil {
                    container.detents = detents(item)
                    container.height = container.detents.first
                } else {
                    container.height = length(item, what: "height")
                }
            case .width: container.width = length(item, what: "width")
            case .alignment: container.alignment = enumValue(item, what: "alignment", as: Container.Alignment.self)
            case .insets: container.insets = insets(item)
            case .cornerRadius: container.cornerRadius = number(item, what: "cornerRadius", .nonNegative)
            case .cornerCurve: container.cornerCurve = enumValue(item, what: "cornerCurve", as: Container.CornerCurve.self)
            case .dimming: container.dimming = number(item, what: "dimming", .unit)
            case .blur: container.blur = enumValue(item, what: "blur", as: Container.Blur.self)
            case .dismissOnTapOutside: container.dismissOnTapOutside = bool(item, what: "dismissOnTapOutside")
            case .behind: container.behind = behind(item)
            case .statusBar: container.statusBar = enumValue(item, what: "statusBar", as: Container.StatusBar.self)
            case .grabber: container.grabber = bool(item, what: "grabber")
            case .haptics: container.haptics = bool(item, what: "haptics")
            }
        }
        if container.detents.count > 1, let alignment = container.alignment, alignment.value != .bottom {
            error(.invalidValue, "a sheet with several heights rests along the bottom edge; alignment '\(alignment.value.rawValue)' has no detents",
                  alignment.range, hint: "leave 'alignment' out (a sheet with detents sits at the bottom), or give one height")
        }
        return container
    }

    /// `behind:`, a view state of the presenting screen, read as any view state. A `shadow` is refused: the
    /// screen behind has nothing under it but the window's background, and the support code moves shadows
    /// only with an animator's views (`ChoreoShadowDriver`), which the presenting view under `.custom` is not.
    mutating func behind(_ entry: EntryView) -> ViewStateSpec? {
        guard var state = state(entry, name: "container.behind") else { return nil }
        if let shadow = state[.shadow] {
            error(.invalidValue, "'container.behind' cannot give the screen behind a shadow", shadow.keyRange ?? shadow.range,
                  hint: "nothing lies under the screen behind but the window's background; give the presented view its shadow instead, or 'dim' the screen behind")
            state[.shadow] = nil
        }
        return state
    }

    /// `height: [0.4, 1]`: the heights a bottom sheet rests at, each in the forms `height` takes, the first the one it
    /// comes to rest at when presented. Order and duplicates are lint's (`detents_out_of_order`), which can say what
    /// the sorted list is; an empty list or one longer than `Container.maximumDetents` is refused here.
    mutating func detents(_ entry: EntryView) -> [Located<Container.Length>] {
        guard let list = entry.value.sequence else { return [] }
        guard list.count > 0 else {
            error(.invalidValue, "height: expected at least one height, found an empty list", entry.value.range,
                  hint: "write one height such as 'height: 0.5', or the detents a sheet rests at such as 'height: [0.4, 1]'")
            return []
        }
        guard list.count <= Container.maximumDetents else {
            error(.invalidValue, "height: at most \(Container.maximumDetents) detents, found \(list.count)", entry.value.range,
                  hint: "keep the heights a person can tell apart, such as 'height: [0.4, 1]'")
            return []
        }
        var detents: [Located<Container.Length>] = []
        for item in list {
            guard let detent = length(EntryView(key: entry.key, value: item), what: "height") else { return [] }
            detents.append(detent)
        }
        return detents
    }

    /// `insets: 16` (every side) or `insets: { top: 44, leading: 16 }` (each side written, the others 0).
    mutating func insets(_ entry: EntryView) -> Located<Container.Insets>? {
        let value = entry.value
        guard value.mapping != nil else {
            return number(entry, what: "insets", .nonNegative, expected: "points or { top, leading, bottom, trailing }").map {
                Located(.all($0.value), range: $0.range, keyRange: $0.keyRange)
            }
        }
        // The physical words are the usual slip: the sides follow the layout direction, as `alignment` does.
        for field in value.mapping! {
            guard let word = field.key.scalar?.text, word == "left" || word == "right" else { continue }
            let side = word == "left" ? "leading" : "trailing"
            error(.unknownKey, "insets: '\(word)' is not a side; the sides are top, leading, bottom and trailing", field.key.range,
                  hint: "write '\(side)' (the \(word) in left-to-right layouts, the other side in right-to-left ones)")
            return nil
        }
        guard let sides = entries(of: value, in: "insets", allowed: SpecKeys.containerInsetsKeywords) else { return nil }
        var insets = Container.Insets()
        for (side, item) in sides {
            guard let points = number(item, what: "insets \(side.rawValue)", .nonNegative)?.value else { continue }
            switch side {
            case .top: insets.top = points
            case .leading: insets.leading = points
            case .bottom: insets.bottom = points
            case .trailing: insets.trailing = points
            }
        }
        return Located(insets, range: value.range, keyRange: entry.key.range)
    }

    /// A fraction in (0, 1], `{ points: n }` or `fit`. A number outside (0, 1] is the usual slip of
    /// writing points where a fraction goes (`height: 320`), so the hint offers the points form, and
    /// for a number up to 100 the percentage too (`height: 40` → 0.4).
    mutating func length(_ entry: EntryView, what: String) -> Located<Container.Length>? {
        let value = entry.value
        if value.sequence != nil {
            // Only `height` takes a list (its detents), and only at its top.
            error(.invalidValue, "\(what): expected a fraction, { points: n } or fit, found a list", value.range,
                  hint: what == "height" ? "a detent is one height; write 'height: [0.4, 1]'" : "only height takes a list: the detents a bottom sheet rests at")
            return nil
        }
        let located = { (length: Container.Length) in Located(length, range: value.range, keyRange: entry.key.range) }
        if value.mapping != nil {
            guard let fields = entries(of: value, in: what, allowed: Self.pointsKeywords) else { return nil }
            guard let points = fields.first?.entry else {
                error(.invalidValue, "\(what): expected '{ points: n }', found an empty mapping", value.range,
                      hint: "write '\(what): { points: 320 }' for a fixed size")
                return nil
            }
            return number(points.value, what: "\(what) points", .positive).map { located(.points($0)) }
        }
        if let scalar = value.scalar, case .string(let word) = resolved(value) {
            if word == "fit" { return located(.fit) }
            error(.invalidValue, "invalid \(what) '\(Excerpt.of(scalar.text))'; expected a fraction, { points: n } or fit", value.range,
                  hint: Suggestion.didYouMean(word, in: ["fit"]) ?? "write a fraction of the container such as 0.5, '{ points: 320 }' or 'fit'")
            return nil
        }
        guard let number = number(value, what: what, .finite, expected: "a fraction, { points: n } or fit") else { return nil }
        guard NumberRange.fraction.contains(number) else {
            let written = Excerpt.of(value.scalar?.text ?? "")
            // 40 may be points or a percentage: up to 100, offer both readings.
            let percent = number > 1 && number <= 100 ? ", or '\(what): \(TransitionDump.number(number / 100))' for \(written) % of the container" : ""
            let hint = number > 1
                ? "a fraction of the container goes up to 1 (the whole of it); for a size in points write '\(what): { points: \(written) }'\(percent)"
                : "a view of no size shows nothing; write a fraction of the container such as 0.5"
            error(.invalidValue, "\(what) \(written) is not a fraction of the container in (0, 1]", value.range, hint: hint)
            return nil
        }
        return located(.fraction(number))
    }

    mutating func bool(_ entry: EntryView, what: String) -> Located<Bool>? {
        guard case .bool(let flag) = resolved(entry.value) else {
            typeMismatch(entry.value, expected: "true or false", what: what)
            return nil
        }
        return Located(flag, range: entry.value.range, keyRange: entry.key.range)
    }
}
