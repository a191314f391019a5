import ChoreoSpec

/// A `sheet` under a style that has no `UISheetPresentationController`.
public struct NativeSheetNeedsSheetStyle: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "native_sheet_needs_sheet_style",
        name: "Native sheet needs a sheet style",
        defaultSeverity: .error,
        rationale: """
            A view controller's `sheetPresentationController` is not nil only when its \
            `modalPresentationStyle` is `.pageSheet` or `.formSheet` (Apple's documentation); under \
            any other style, `automatic` included, there is no sheet to configure and the `sheet` \
            keys would do nothing. Write `style: pageSheet` (or `formSheet`, which is the same sheet on \
            a phone and a centred one on an iPad).
            """,
        triggeringExamples: [
            """
            transition: Details
            kind: modal
            presentation:
              style: ↓custom
              sheet: { detents: [medium, large] }
            """,
            """
            transition: Details
            kind: modal
            presentation:
              style: ↓automatic
              sheet: { grabber: true }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet: { detents: [medium, large] }
            """,
            """
            transition: Details
            kind: modal
            presentation:
              style: formSheet
              sheet: { grabber: true }
            """,
        ]
    )

    static let hint = "write 'style: pageSheet' (or formSheet): only they have a sheet presentation controller"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.nativeSheet != nil, let style = transition.presentationStyle,
              style != .pageSheet, style != .formSheet else { return [] }
        let range = transition.spec.presentation?.style?.range ?? transition.spec.documentAnchor
        return [finding("'sheet' needs style pageSheet or formSheet; under '\(style.rawValue)' the view controller has no sheet presentation controller",
                        at: range, in: transition, hint: Self.hint)]
    }
}
