/// The JSON Schema (draft 2020-12) of the spec language, built from `SpecKeys`' tables and the
/// enumerations' `allCases`, so editors complete and check exactly what the decoder accepts.
///
/// What the schema encodes beyond the tables, each one a rule the decoder or lowering enforces:
/// the phases each kind allows (`push` in a modal spec is an `unknown_key`), the required forward
/// phase, `reverse` on one side only, `presentation` outside navigation, curve or spring but not
/// both, `direction` only with a directional effect, one spring form at a time, `edge`/`direction`
/// matching the gesture, and a presentation `container` only with `style: custom` (the one lint rule
/// it encodes, `container_needs_custom_style`). What it cannot say (anchors that differ between
/// start and end, a gesture on a phase without animation, the other lint rules) `choreo lint` still
/// reports.
///
/// The constructs are the ones VS Code's YAML extension handles well: `anyOf` for a value with two
/// shapes, `oneOf` with titles for the spring forms, `if`/`then` keyed on `kind`, and `false` for a
/// property that is not allowed, which editors report as "property … is not allowed".
public enum SpecSchema {
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The whole schema. `lint.disable` takes any snake_case id rather than the catalogue's list,
    /// so adding a rule does not make the shipped schema stale; `choreo lint` reports an id that
    /// no rule has, with the closest one.
    public static func document() -> JSONValue {
        let kinds = TransitionKind.allCases
        return .object([
            ("$schema", .string(dialect)),
            ("title", "Choreo transition spec (language v1)"),
            ("description", "One UIKit view-controller transition. Reference: Docs/SpecReference.md; check with 'choreo lint', generate Swift with 'choreo generate'."),
            ("type", "object"),
            ("properties", properties(SpecKeys.rootTable)),
            ("required", ["transition", "kind"]),
            ("additionalProperties", false),
            ("allOf", .array(kinds.map(kindRules) + [containerRule])),
            ("$defs", .object([
                ("phase", phase),
                ("phaseSettings", phaseSettings()),
                ("spring", spring()),
                ("view", object(SpecKeys.viewTable)),
                ("mask", object(SpecKeys.maskTable)),
                ("zoom", object(SpecKeys.zoomTable)),
                ("viewState", object(SpecKeys.stateTable)),
                ("keyframe", keyframe()),
                ("interactions", interactions),
                ("interaction", interaction()),
                ("sharedElement", sharedElement()),
                ("previewFrame", previewFrame()),
                ("slice", slice()),
                ("sheetDetent", sheetDetent()),
            ])),
        ])
    }

    /// A native sheet's detent: a system one by name, a fraction or `{ points: n }` (iOS 16).
    static func sheetDetent() -> JSONValue {
        .object([("anyOf", [
            .object([("type", "string"), ("enum", ["medium", "large"]),
                     ("enumDescriptions", ["About half the screen's height (iOS 15); inactive in compact height.", "The full height of a sheet (iOS 15)."])]),
            numberWithDescription(.fraction, "A custom height (iOS 16): a fraction of the sheet's largest height, greater than 0 and at most 1."),
            .object([
                ("type", "object"),
                ("properties", .object([("points", numberWithDescription(.positive, "A custom height in points inside the safe area (iOS 16)."))])),
                ("required", ["points"]),
                ("additionalProperties", false),
            ]),
        ])])
    }

    /// `slice`: exactly one of `split` and `tiles`; `at` only with `split`.
    static func slice() -> JSONValue {
        guard case .object(var members) = object(SpecKeys.sliceTable) else { return object(SpecKeys.sliceTable) }
        members.append(("oneOf", [
            .object([("required", ["split"]), ("not", .object([("required", ["tiles"])]))]),
            .object([("required", ["tiles"]), ("not", .object([("required", ["at"])]))]),
        ]))
        return .object(members)
    }

    // MARK: - Keys

    static func properties(_ table: [SpecKey]) -> JSONValue {
        .object(table.map { ($0.name, keySchema($0)) })
    }

    /// A closed mapping: exactly the table's keys.
    static func object(_ table: [SpecKey], description: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let description { members.append(("description", .string(description))) }
        members += [
            ("type", "object"),
            ("properties", properties(table)),
            ("additionalProperties", false),
        ]
        return .object(members)
    }

    /// Description, then the shape, then default and examples: the order a reader scans in.
    static func keySchema(_ key: SpecKey) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(key.summary))]
        guard case .object(let shape) = valueSchema(key.type) else { return .object(members) }
        members += shape.filter { $0.0 != "description" }
        if let value = key.defaultValue { members.append(("default", value)) }
        members.append(("examples", .array(key.examples)))
        return .object(members)
    }

    static func valueSchema(_ type: SpecValueType) -> JSONValue {
        switch type {
        case .identifier:
            return .object([
                ("type", "string"),
                ("pattern", "^[A-Z][A-Za-z0-9_]*$"),
                ("not", .object([("enum", .strings(SwiftIdentifier.reservedTypeNames.sorted()))])),
            ])
        case .enumeration(let values, let descriptions):
            var members: [(String, JSONValue)] = [("type", "string"), ("enum", .strings(values))]
            if !descriptions.isEmpty {
                members.append(("enumDescriptions", .strings(values.map { descriptions[$0] ?? "" })))
            }
            return .object(members)
        case .number(let range):
            return number(range)
        case .pair(let first, let second, let range):
            return pair(first, second, range)
        case .scale(let range):
            return .object([("anyOf", [number(range), pair("sx", "sy", range)])])
        case .offset(let range):
            // `{ leading: n }` or `{ trailing: n }` (exactly one of the two), with at most one of `up` and `down`.
            let directions: [(String, String)] = [
                ("leading", "Toward the leading edge (left in left-to-right layouts, right in right-to-left ones)."),
                ("trailing", "Toward the trailing edge (right in left-to-right layouts, left in right-to-left ones)."),
                ("up", "Up, as -y of [x, y]."), ("down", "Down, as +y of [x, y]."),
            ]
            return .object([("anyOf", [
                pair("x", "y", range),
                .object([
                    ("type", "object"),
                    ("properties", .object(directions.map { ($0.0, numberWithDescription(range, $0.1)) })),
                    ("oneOf", [.object([("required", ["leading"])]), .object([("required", ["trailing"])])]),
                    ("not", .object([("required", ["up", "down"])])),
                    ("additionalProperties", false),
                ]),
            ])])
        case .anchor(let names):
            return .object([("anyOf", [
                .object([("type", "string"), ("enum", .strings(names))]),
                pair("ux", "uy", .finite),
            ])])
        case .curve(let names):
            let control: [(String, SpecDecoder.NumberRange)] = [("x1", .unit), ("y1", .finite), ("x2", .unit), ("y2", .finite)]
            return .object([("anyOf", [
                .object([("type", "string"), ("enum", .strings(names))]),
                .object([
                    ("type", "array"),
                    ("prefixItems", .array(control.map { name, range in
                        numberWithDescription(range, "\(name)\(range == .unit ? ", 0 to 1" : "")")
                    })),
                    ("minItems", 4), ("maxItems", 4),
                ]),
            ])])
        case .memberIdentifier:
            return .object([("type", "string"), ("pattern", "^[A-Za-z_][A-Za-z0-9_]*$")])
        case .list(_, let definition):
            return .object([("type", "array"), ("items", reference(definition))])
        case .mapping(_, let definition?):
            return reference(definition)
        case .mapping(let table, nil):
            return object(table)
        case .phase:
            return reference("phase")
        case .spring:
            return reference("spring")
        case .interactions:
            return reference("interactions")
        case .trueFlag:
            return .object([("const", true)])
        case .bool:
            return .object([("type", "boolean")])
        case .color:
            return .object([("anyOf", [
                .object([("type", "string"), ("pattern", "^#[0-9A-Fa-f]{6}$"), ("description", "Red, green and blue in hexadecimal, quoted (YAML reads # as a comment).")]),
                .object([("type", "string"), ("enum", .strings(SpecColor.named.map(\.name)))]),
            ])])
        case .containerLength:
            return containerLength
        case .containerHeight:
            return .object([("anyOf", [
                containerLength,
                .object([
                    ("type", "array"),
                    ("description", "Detents: the heights a bottom sheet rests at, lowest first; it comes to rest at the first."),
                    ("items", containerLength),
                    ("minItems", 1),
                    ("maxItems", .number(Double(Container.maximumDetents))),
                ]),
            ])])
        case .sheetDetent:
            return reference("sheetDetent")
        case .sheetDetents:
            return .object([("type", "array"), ("items", reference("sheetDetent")), ("minItems", 1),
                            ("maxItems", .number(Double(SpecDecoder.maximumDetents)))])
        case .edgeInsets(let sides):
            return .object([("anyOf", [
                numberWithDescription(.nonNegative, "The same points on every side."),
                object(sides, description: "Points on each side; a side left out is 0."),
            ])])
        case .sliceCut:
            return .object([("anyOf", [
                .object([("type", "number"), ("exclusiveMinimum", 0), ("exclusiveMaximum", 1)]),
                .object([("const", "source"), ("description", "Through the middle of the source view.")]),
            ])])
        case .tiles:
            let count: (String) -> JSONValue = { name in
                .object([("description", .string(name)), ("type", "integer"), ("minimum", 1), ("maximum", .number(Double(ViewSlice.maximumPieces)))])
            }
            return .object([("type", "array"), ("prefixItems", [count("columns"), count("rows")]), ("minItems", 2), ("maxItems", 2)])
        case .ruleIDs:
            return .object([("type", "array"), ("items", .object([("type", "string"), ("pattern", "^[a-z0-9_]+$")]))])
        case .rect:
            let parts: [(String, SpecDecoder.NumberRange)] = [("x", .finite), ("y", .finite), ("width", .positive), ("height", .positive)]
            return .object([
                ("type", "array"),
                ("prefixItems", .array(parts.map { numberWithDescription($0.1, $0.0) })),
                ("minItems", 4), ("maxItems", 4),
            ])
        }
    }

    static func reference(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/\(name)"))])
    }

    static func number(_ range: SpecDecoder.NumberRange) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", "number")]
        switch range {
        case .finite: break
        case .positive: members.append(("exclusiveMinimum", 0))
        case .nonNegative: members.append(("minimum", 0))
        case .unit: members += [("minimum", 0), ("maximum", 1)]
        case .bounce: members += [("exclusiveMinimum", -1), ("exclusiveMaximum", 1)]
        case .fraction: members += [("exclusiveMinimum", 0), ("maximum", 1)]
        case .duration: members += [("exclusiveMinimum", 0), ("maximum", .number(SpecDecoder.NumberRange.longestSeconds))]
        case .delay: members += [("minimum", 0), ("maximum", .number(SpecDecoder.NumberRange.longestSeconds))]
        }
        return .object(members)
    }

    /// A fraction, `{ points: n }` or `fit` (`Container.Length`).
    static let containerLength: JSONValue = .object([("anyOf", [
        numberWithDescription(.fraction, "A fraction of the container, greater than 0 and at most 1."),
        .object([
            ("type", "object"),
            ("properties", .object([("points", numberWithDescription(.positive, "A fixed size in points."))])),
            ("required", ["points"]),
            ("additionalProperties", false),
        ]),
        .object([("const", "fit"), ("description", "The presented controller's preferredContentSize, else its view's fitting size.")]),
    ])])

    static func numberWithDescription(_ range: SpecDecoder.NumberRange, _ description: String) -> JSONValue {
        guard case .object(let members) = number(range) else { return number(range) }
        return .object([("description", .string(description))] + members)
    }

    static func pair(_ first: String, _ second: String, _ range: SpecDecoder.NumberRange) -> JSONValue {
        .object([
            ("type", "array"),
            ("prefixItems", [numberWithDescription(range, first), numberWithDescription(range, second)]),
            ("minItems", 2), ("maxItems", 2),
        ])
    }

    // MARK: - Presentation

    /// `container` only with `style: custom`: UIKit asks for a presentation controller under no
    /// other style (`container_needs_custom_style`).
    static let containerRule: JSONValue = .object([
        ("description", "A presentation container needs 'style: custom': UIKit asks for a presentation controller under no other style."),
        ("if", .object([
            ("properties", .object([("presentation", .object([("required", ["container"])]))])),
            ("required", ["presentation"]),
        ])),
        ("then", .object([
            ("properties", .object([("presentation", .object([
                ("required", ["style"]),
                ("properties", .object([("style", .object([("const", "custom")]))])),
            ]))])),
        ])),
    ])

    // MARK: - Phases

    static let phase: JSONValue = .object([
        ("anyOf", [
            .object([
                ("const", "reverse"),
                ("description", "The counterpart phase played backwards: the views swap roles, the order flips, a curve is reversed in time, a spring stays."),
            ]),
            reference("phaseSettings"),
        ]),
    ])

    static func phaseSettings() -> JSONValue {
        let directional = Effect.allCases.filter(\.isDirectional).map(\.rawValue)
        return .object([
            ("type", "object"),
            ("properties", properties(SpecKeys.phaseTable)),
            ("additionalProperties", false),
            ("allOf", [
                .object([
                    ("description", "A phase with 'reverse: true' has the mirror's effect and direction: neither is written."),
                    ("if", .object([("required", ["reverse"])])),
                    ("then", .object([("not", .object([("anyOf", [
                        .object([("required", ["effect"])]), .object([("required", ["direction"])]),
                    ])]))])),
                ]),
                .object([
                    ("description", "A phase has either a curve or a spring, not both."),
                    ("not", .object([("required", ["curve", "spring"])])),
                ]),
                .object([
                    ("description", .string("'direction' needs a directional effect: " + directional.joined(separator: ", ") + ".")),
                    ("if", .object([("required", ["direction"])])),
                    ("then", .object([
                        ("required", ["effect"]),
                        ("properties", .object([("effect", .object([("enum", .strings(directional))]))])),
                    ])),
                ]),
            ]),
        ])
    }

    /// Per kind: its forward phase is required, the other kinds' phase names are not allowed (at
    /// the top and under `interactive`), the two phases are not both `reverse`, a navigation or
    /// tab bar transition has no `presentation`, and a tab bar's gestures are pans.
    static func kindRules(_ kind: TransitionKind) -> JSONValue {
        let roles = kind.phaseRoles
        let own = [roles.forward, roles.backward]
        let others = PhaseRole.allCases.filter { !own.contains($0) }.map(\.rawValue)
        var forbidden = others.map { ($0, JSONValue.bool(false)) }
        if !kind.presents { forbidden.append(("presentation", false)) }
        var interactive = others.map { ($0, JSONValue.bool(false)) }
        if kind == .tabBar {
            let panOnly = JSONValue.object([("properties", .object([("gesture", .object([("const", "pan")]))]))])
            interactive += own.map { ($0.rawValue, panOnly) }
        }
        forbidden.append(("interactive", .object([("properties", .object(interactive))])))
        let forward = roles.forward.rawValue, backward = roles.backward.rawValue
        // A modal native sheet is animated by UIKit: its spec has no phases, so 'present' is required only without 'sheet'.
        let required: (String, JSONValue) = kind == .modal
            ? ("anyOf", [
                .object([("required", .strings([forward]))]),
                .object([("required", ["presentation"]), ("properties", .object([("presentation", .object([("required", ["sheet"])]))]))]),
            ])
            : ("required", .strings([forward]))
        let description = kind == .modal
            ? "A modal transition has the phases 'present' (required, unless 'presentation' has a native 'sheet') and 'dismiss'; they are not both 'reverse'."
            : "A \(kind.rawValue) transition has the phases '\(forward)' (required) and '\(backward)'; they are not both 'reverse'."
        return .object([
            ("if", .object([
                ("properties", .object([("kind", .object([("const", .string(kind.rawValue))]))])),
                ("required", ["kind"]),
            ])),
            ("then", .object([
                ("description", .string(description)),
                required,
                ("properties", .object(forbidden)),
                ("not", .object([
                    ("properties", .object([(forward, .object([("const", "reverse")])), (backward, .object([("const", "reverse")]))])),
                    ("required", .strings([forward, backward])),
                ])),
            ])),
        ])
    }

    // MARK: - Springs

    static func spring() -> JSONValue {
        .object([
            ("type", "object"),
            ("properties", properties(SpecKeys.springTable)),
            ("additionalProperties", false),
            ("oneOf", .array(SpringSpecForm.allCases.map(springForm))),
        ])
    }

    /// A form allows its own keys and `velocity`; every other spring key is `false` here.
    static func springForm(_ form: SpringSpecForm) -> JSONValue {
        let own = form.schemaKeys
        let foreign = SpecKeys.springTable.names.filter { !own.contains($0) && $0 != "velocity" }
        return .object([
            ("title", .string(form.name.prefix(1).uppercased() + form.name.dropFirst() + " spring " + form.keys)),
            ("required", .strings(form.requiredKeys)),
            ("properties", .object(foreign.map { ($0, .bool(false)) })),
        ])
    }

    // MARK: - Shared elements

    /// One entry of `shared`: its keys, `id` required (the decoder reports an entry without one).
    static func sharedElement() -> JSONValue {
        .object([
            ("type", "object"),
            ("properties", properties(SpecKeys.sharedElementTable)),
            ("additionalProperties", false),
            ("required", ["id"]),
        ])
    }

    /// One entry of a view's `keyframes`: a state's properties with `at`, which is required (the decoder
    /// reports an entry without one).
    static func keyframe() -> JSONValue {
        .object([
            ("type", "object"),
            ("properties", properties(SpecKeys.keyframeTable)),
            ("additionalProperties", false),
            ("required", ["at"]),
        ])
    }

    static func previewFrame() -> JSONValue {
        .object([
            ("type", "object"),
            ("properties", properties(SpecKeys.previewFrameTable)),
            ("additionalProperties", false),
            ("required", ["id"]),
        ])
    }

    // MARK: - Interaction

    static let interactions: JSONValue = .object([
        ("type", "object"),
        ("properties", .object(PhaseRole.allCases.map {
            ($0.rawValue, .object([
                ("description", .string("The gesture that drives the '\($0.rawValue)' phase.")),
                ("$ref", "#/$defs/interaction"),
            ]))
        })),
        ("additionalProperties", false),
    ])

    static func interaction() -> JSONValue {
        func only(_ gesture: Interaction.Gesture, forbids key: String) -> JSONValue {
            .object([
                ("if", .object([
                    ("properties", .object([("gesture", .object([("const", .string(gesture.rawValue))]))])),
                    ("required", ["gesture"]),
                ])),
                ("then", .object([("properties", .object([(key, .bool(false))]))])),
            ])
        }
        return .object([
            ("type", "object"),
            ("properties", properties(SpecKeys.interactionTable)),
            ("additionalProperties", false),
            ("allOf", [
                only(.pan, forbids: "edge"), only(.edgePan, forbids: "direction"), only(.edgePan, forbids: "scrollView"),
                only(.drag, forbids: "direction"), only(.drag, forbids: "edge"), only(.drag, forbids: "scrollView"),
            ]),
        ])
    }
}

extension SpringSpecForm {
    /// The spring keys of this form besides `velocity`, from the decoder's own key-to-form mapping.
    var schemaKeys: [String] {
        SpecKeys.springTable.names.filter { SpringSpecForm.of(key: $0, isPhysical: self == .physical) == self }
    }

    /// The keys without which the decoder reports the form incomplete (the UIKit and bounce forms
    /// are named by their one key; `mass` defaults to 1).
    var requiredKeys: [String] {
        switch self {
        case .uikit: return ["damping"]
        case .bounce: return ["bounce"]
        case .response: return ["response", "dampingRatio"]
        case .physical: return ["stiffness", "damping"]
        }
    }
}
