/// The keys of one mapping of the spec language as an enum, so that the decoder matches a key by
/// its bytes once (`KeywordTable`) and then switches on an integer instead of comparing `String`s
/// case by case.
///
/// `SpecKeys` stays the one list of what exists: each table is built from `SpecKeys`' names in
/// their order (`SpecKeys+Keywords.swift`), and `SpecMappingKeyTests` holds every enum to exactly
/// its table's names.
protocol SpecMappingKey: RawRepresentable, CaseIterable, Sendable, Equatable where RawValue == String {}

/// The top-level keys of a spec (`SpecKeys.root`).
enum RootKey: String, SpecMappingKey {
    case transition, kind, presentation, present, dismiss, push, pop, perform, next, previous, shared, source, interactive, reduceMotion, lint, preview

    /// The phase a phase key names, or nil for the other keys.
    var phaseRole: PhaseRole? {
        switch self {
        case .present: return .present
        case .dismiss: return .dismiss
        case .push: return .push
        case .pop: return .pop
        case .perform: return .perform
        case .next: return .next
        case .previous: return .previous
        case .transition, .kind, .presentation, .shared, .source, .interactive, .reduceMotion, .lint, .preview: return nil
        }
    }
}

/// `SpecKeys.presentation`.
enum PresentationKey: String, SpecMappingKey {
    case style, delegate, container, sheet
}

/// `SpecKeys.nativeSheet`.
enum NativeSheetKey: String, SpecMappingKey {
    case detents, grabber, cornerRadius, undimmedUpTo, expandsOnScroll, edgeAttachedInCompactHeight
}

/// `SpecKeys.container`.
enum ContainerKey: String, SpecMappingKey {
    case height, width, alignment, insets, cornerRadius, cornerCurve, dimming, blur, dismissOnTapOutside, behind, statusBar, grabber, haptics
}

/// `SpecKeys.containerInsets`.
enum ContainerInsetsKey: String, SpecMappingKey {
    case top, leading, bottom, trailing
}

/// `SpecKeys.phase`.
enum PhaseKey: String, SpecMappingKey {
    case reverse, effect, direction, duration, delay, curve, spring, order, perspective, stagger, to, from
}

/// `SpecKeys.spring`.
enum SpringKey: String, SpecMappingKey {
    case damping, velocity, bounce, response, dampingRatio, mass, stiffness

    /// The form the key belongs to; nil for `velocity`, which every form takes. `damping` is the
    /// physical form's coefficient once `mass` or `stiffness` is present, else UIKit's ratio.
    func form(isPhysical: Bool) -> SpringSpecForm? {
        switch self {
        case .damping: return isPhysical ? .physical : .uikit
        case .bounce: return .bounce
        case .response, .dampingRatio: return .response
        case .mass, .stiffness: return .physical
        case .velocity: return nil
        }
    }
}

/// `SpecKeys.view`.
enum ViewKey: String, SpecMappingKey {
    case start, keyframes, end, during, delay, mask, zoom, slice
}

/// `SpecKeys.slice`: the keys of a view's `slice`.
enum SliceKey: String, SpecMappingKey {
    case split, at, tiles
}

/// `SpecKeys.mask`: the keys of a view's `mask`.
enum MaskKey: String, SpecMappingKey {
    case shape, from, to
}

/// `SpecKeys.zoom`: the keys of a view's `zoom`.
enum ZoomKey: String, SpecMappingKey {
    case from, aspect
}

/// `SpecKeys.source`: the keys of `source`.
enum SourceKey: String, SpecMappingKey {
    case id, fallback
}

/// `SpecKeys.state`: a catalogue property's key, or `anchor`. Made from the table rather than
/// listed, so that a property added to `ViewProperty.catalogue` is a key of every state at once.
struct StateKey: SpecMappingKey {
    let rawValue: String
    /// The property the key sets; nil for `anchor`, which is the view's for the whole phase.
    let property: ViewProperty?

    init?(rawValue: String) {
        guard SpecKeys.state.contains(rawValue) else { return nil }
        self.rawValue = rawValue
        property = ViewProperty.named(rawValue)
    }

    static var allCases: [StateKey] { SpecKeys.state.compactMap(StateKey.init) }

    static func == (lhs: StateKey, rhs: StateKey) -> Bool { lhs.rawValue == rhs.rawValue }
}

/// `SpecKeys.keyframe`: `at`, or a catalogue property's key (an entry of `keyframes:` is a view
/// state at a moment, without the anchor, which is the view's for the whole phase).
struct KeyframeKey: SpecMappingKey {
    let rawValue: String
    /// The property the key sets; nil for `at`.
    let property: ViewProperty?

    init?(rawValue: String) {
        guard SpecKeys.keyframe.contains(rawValue) else { return nil }
        self.rawValue = rawValue
        property = ViewProperty.named(rawValue)
    }

    static var allCases: [KeyframeKey] { SpecKeys.keyframe.compactMap(KeyframeKey.init) }

    static func == (lhs: KeyframeKey, rhs: KeyframeKey) -> Bool { lhs.rawValue == rhs.rawValue }
}

/// A key of a view property's own mapping (`shadow`'s `opacity`, `radius`, …). Made from the
/// catalogue's tables, as `StateKey` is, so a property with a mapping value needs no enum.
struct FieldKey: SpecMappingKey {
    let rawValue: String

    init?(rawValue: String) {
        guard Self.names.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    static var allCases: [FieldKey] { names.compactMap(FieldKey.init) }

    /// Every key of every property's mapping, once each, in catalogue order.
    private static let names: [String] = ViewProperty.catalogue.reduce(into: []) { names, property in
        guard case .mapping(let table, _) = property.key.type else { return }
        for name in table.names where !names.contains(name) { names.append(name) }
    }
}

/// `SpecKeys.interaction`.
enum InteractionKey: String, SpecMappingKey {
    case gesture, direction, edge, finishAt, finishVelocity, scrollView
}

/// `SpecKeys.lint`.
enum LintKey: String, SpecMappingKey {
    case disable
}

/// `SpecKeys.preview`.
enum PreviewKey: String, SpecMappingKey {
    case frames
}

/// `SpecKeys.previewFrame`: the keys of one entry of `preview: frames:`.
enum PreviewFrameKey: String, SpecMappingKey {
    case id, from, to
}

/// `SpecKeys.sharedElement`: the keys of one entry of `shared`.
enum SharedElementKey: String, SpecMappingKey {
    case id, cornerRadius
}

/// `SpecKeys.phaseNames`: the keys of `interactive`.
extension PhaseRole: SpecMappingKey {}
