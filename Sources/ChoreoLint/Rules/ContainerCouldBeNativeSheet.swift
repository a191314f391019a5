import ChoreoSpec

/// A container spec that is a plain bottom sheet sliding up, which UIKit's own sheet gives for
/// nothing on the deployment target.
public struct ContainerCouldBeNativeSheet: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "container_could_be_native_sheet",
        name: "Container could be a native sheet",
        defaultSeverity: .note,
        rationale: """
            From iOS 15 UIKit's own sheet (`UISheetPresentationController`) rests at half or full \
            height (from iOS 16 at any height), with a grabber, corner radius and dimming, and gives \
            what a hand-made sheet has to earn: the drag between heights and down to dismiss with the \
            finger's velocity, scrolling content that hands over to the sheet, the right behaviour in \
            compact height and on iPad, and VoiceOver. A `container` along the bottom edge, the full \
            width and no insets or blur, that only slides up from the bottom and back down, is that \
            sheet: when the deployment target has it (`deploymentTarget` in `.choreo.yml`), \
            `style: pageSheet` with a `sheet:` block does the same with less code. Keep the container \
            when the motion is your own (another effect, states, keyframes, shared elements).
            """,
        triggeringExamples: [
            """
            transition: Details
            kind: modal
            presentation:
              style: custom
              ↓container: { height: 0.5, cornerRadius: 16, dimming: 0.4 }
            present: { effect: slide, direction: fromBottom }
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: down }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Details
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, cornerRadius: 16, dimming: 0.4 }
            present:
              effect: slide
              direction: fromBottom
              to:
                start: { scale: 0.9 }
            dismiss: reverse
            """,
            """
            transition: Menu
            kind: modal
            presentation:
              style: custom
              container: { width: 0.8, alignment: leading, dimming: 0.3 }
            present: { effect: slide, direction: fromLeading }
            dismiss: reverse
            """,
            """
            transition: Details
            kind: modal
            presentation:
              style: custom
              container: { height: 0.4, cornerRadius: 16, dimming: 0.4 }
            present: { effect: slide, direction: fromBottom }
            dismiss: reverse
            """,
        ],
        examplesDeploymentTarget: DeploymentTarget(major: 15)
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        let target = context.configuration.deploymentTarget
        guard target >= NativeSheet.introduced, transition.kind == .modal, transition.presentationStyle == .custom,
              let container = transition.container, transition.nativeSheet == nil,
              container.alignment == .bottom, container.width.isFull, container.insets.isZero, container.blur == nil,
              let detent = Self.detent(for: container.height, target: target),
              Self.onlySlidesUp(transition) else { return [] }
        let range = transition.spec.presentation?.containerKeyRange ?? transition.spec.documentAnchor
        var keys = ["detents: [\(detent.written)]"]
        if container.cornerRadius > 0 { keys.append("cornerRadius: \(TransitionDump.number(container.cornerRadius))") }
        if container.dimming == 0 { keys.append("undimmedUpTo: \(detent.written)") }
        return [finding("this container is a plain bottom sheet sliding up, which UIKit's own sheet gives on iOS \(target)",
                        at: range, in: transition,
                        hint: "write 'style: pageSheet' with 'sheet: { \(keys.joined(separator: ", ")) }' and no phases, unless the motion is your own")]
    }

    /// The sheet's detent for the container's height, when the target has one: medium and large
    /// (iOS 15) for a half and the whole, a custom height from iOS 16. A fitted height has none.
    static func detent(for height: Container.Length, target: DeploymentTarget) -> NativeSheet.Detent? {
        let detent: NativeSheet.Detent
        switch height {
        case .fraction(let fraction) where fraction == 0.5: detent = .medium
        case .fraction(let fraction) where fraction == 1: detent = .large
        case .fraction(let fraction): detent = .fraction(fraction)
        case .points(let points): detent = .points(points)
        case .fit: return nil
        }
        return target >= detent.introduced ? detent : nil
    }

    /// Whether the phases are a slide (or cover) up from the bottom with nothing else, and its reverse,
    /// with at most a pan down to dismiss: what UIKit's sheet does itself.
    static func onlySlidesUp(_ transition: Transition) -> Bool {
        let forward = transition.forward
        guard forward.effect == .slide || forward.effect == .cover, forward.direction == .fromBottom,
              transition.sharedElements.isEmpty else { return false }
        let preset = EffectPreset.forContainer(forward.effect ?? .slide, direction: .fromBottom, arrivingViewInContainer: true)
        guard forward.incoming == preset.incoming, forward.outgoing == preset.outgoing else { return false }
        if let backward = transition.backward, !backward.isMirrored { return false }
        return transition.interactions.allSatisfy { $0.role == .dismiss && $0.gesture == .pan && $0.direction == .down }
    }
}
