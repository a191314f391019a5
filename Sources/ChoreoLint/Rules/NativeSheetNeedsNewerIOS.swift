import ChoreoSpec

/// Native-sheet keys the deployment target does not have: the sheet (iOS 15) or a custom detent
/// height (iOS 16).
public struct NativeSheetNeedsNewerIOS: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "native_sheet_needs_newer_ios",
        name: "Native sheet key needs a newer iOS",
        defaultSeverity: .warning,
        rationale: """
            `UISheetPresentationController` (detents, grabber, corner radius, dimming) came in iOS 15, \
            and custom detent heights (`.custom(identifier:resolver:)`: a fraction or points) in iOS \
            16. The generated code uses them behind `if #available`, so it builds for any target, \
            but people on an older iOS get less than the spec says: before iOS 15 UIKit's full-height \
            page sheet with none of the sheet's keys, before iOS 16 the nearer of medium and large \
            for each custom height. The rule reads `deploymentTarget` from `.choreo.yml`; raise it, \
            or keep to medium and large, or accept the fallback and turn the rule off.
            """,
        triggeringExamples: [
            """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet:
                detents: [↓0.3, large]
                undimmedUpTo: ↓0.3
            """,
            """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet: { detents: [medium, ↓{ points: 500 }] }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet: { detents: [medium, large], grabber: true, undimmedUpTo: medium }
            """,
        ],
        examplesDeploymentTarget: DeploymentTarget(major: 15)
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.nativeSheet != nil, let written = transition.spec.presentation?.sheet else { return [] }
        let target = context.configuration.deploymentTarget
        if target < NativeSheet.introduced {
            let range = transition.spec.presentation?.sheetKeyRange ?? written.range
            return [finding("the sheet's keys need iOS 15 (UISheetPresentationController); the deployment target is iOS \(target): before iOS 15 people get UIKit's full-height page sheet without them",
                            at: range, in: transition,
                            hint: "set 'deploymentTarget: \"15.0\"' in .choreo.yml if the app allows it, or accept the plain page sheet on older systems")]
        }
        guard target < NativeSheet.customDetentsIntroduced else { return [] }
        return written.keysNeedingNewerIOS.map { key in
            finding("\(key.key) is a custom detent height, which needs iOS 16; the deployment target is iOS \(target): on iOS 15 the sheet rests at the nearer of medium and large instead",
                    at: key.range, in: transition,
                    hint: "use medium or large, or set 'deploymentTarget: \"16.0\"' in .choreo.yml if the app allows it")
        }
    }
}
