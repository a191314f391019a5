import ChoreoSpec

/// Every rule Choreo knows, in one list: what the linter runs, what `.choreo.yml` may configure,
/// what `choreo rules` lists and what `Docs/Rules.md` documents.
public enum RuleCatalogue {
    /// Checks of one transition, run by the linter.
    public static let transitionRules: [any Rule.Type] = [
        PresentationStyleMissing.self,
        PresentationStyleIgnoresAnimator.self,
        DelegateNotRetained.self,
        DurationOutOfRange.self,
        SpringDampingOutOfRange.self,
        SpringVelocityNegative.self,
        IncomingViewHidden.self,
        IncomingViewNotAtRest.self,
        PopNotReverseOfPush.self,
        DismissNotReverseOfPresent.self,
        DismissMissing.self,
        PreviousNotReverseOfNext.self,
        PreviousMissing.self,
        PresentingViewMotionIgnored.self,
        BackSwipeDisabled.self,
        InteractiveDirectionMismatch.self,
        TabPansSameWay.self,
        ScrollHandoffWithoutPanDismissal.self,
        DragAgainstPhaseMotion.self,
        HardcodedHorizontalDirection.self,
        MixedLayoutDirection.self,
        LargeEffectInNavigation.self,
        ReduceMotionIgnored.self,
        DimOnTopView.self,
        ViewDelayTooLong.self,
        DuplicateSharedElement.self,
        SharedElementIDInvalid.self,
        SharedElementAgainstScreenMotion.self,
        ContainerNeedsCustomStyle.self,
        ContainerDimmedTwice.self,
        TapOutsideWithoutDismiss.self,
        ContainerLeavesNoRoom.self,
        BlurHidden.self,
        BehindHidden.self,
        BehindStatusBar.self,
        DetentsOutOfOrder.self,
        DetentTooShort.self,
        NativeSheetNeedsSheetStyle.self,
        NativeSheetIgnoresPhases.self,
        NativeSheetNeedsNewerIOS.self,
        ContainerCouldBeNativeSheet.self,
        InvisibleShadow.self,
        UnusedPerspective.self,
        DepthWithoutPerspective.self,
        ViewTurnedAway.self,
        AmbiguousRotation.self,
        AnchorOutsideView.self,
        KeyframesOutOfOrder.self,
        EmptyMotionWindow.self,
        KeyframeContradictsState.self,
        StaggerPastPhase.self,
        UnusedStagger.self,
        SpringBetweenKeyframes.self,
        MaskOnPresentingView.self,
        UnusedSource.self,
        RevealWithoutCounterpart.self,
        ZoomSpillsPastSource.self,
        SliceWithoutCounterpart.self,
        SliceOnPresentingView.self,
        SliceOnBothViews.self,
        TooManyTiles.self,
    ]

    /// Checks that see every transition of the run.
    public static let crossSpecRules: [any CrossSpecRule.Type] = [
        DuplicateTransitionName.self,
    ]

    /// Findings of the reader and decoder, described here so they can be configured and documented.
    public static let decodeStageRules: [any DecodeStageRule.Type] = [
        YAMLSyntax.self,
        YAMLLimit.self,
        DuplicateKey.self,
        UnknownKey.self,
        MissingKey.self,
        InvalidValue.self,
        InvalidIdentifier.self,
        MixedScriptName.self,
        YAML11AmbiguousScalar.self,
    ]

    /// Findings the linter makes about the suppressions themselves.
    public static let linterRules: [any CataloguedRule.Type] = [
        UnusedSuppression.self,
    ]

    /// Findings the command line makes about files it cannot read (the linter never sees them).
    public static let inputRules: [any CataloguedRule.Type] = [
        UnreadableInput.self,
        MisnamedSpec.self,
    ]

    /// Every rule type above, in one list. A test compares it with the rule types declared in
    /// `Sources/ChoreoLint`, so a rule left off these lists fails a test instead of never running.
    public static let all: [any CataloguedRule.Type] =
        transitionRules.map { $0 as any CataloguedRule.Type } + crossSpecRules.map { $0 as any CataloguedRule.Type }
            + decodeStageRules.map { $0 as any CataloguedRule.Type } + linterRules + inputRules

    /// All descriptions, sorted by id.
    public static let descriptions: [RuleDescription] = all.map { $0.description }.sorted { $0.id < $1.id }

    /// What `.choreo.yml` may set: every rule but the input rules, whose findings come before
    /// any configuration applies (an unreadable file cannot be made to pass).
    public static let configurable: [RuleDescription] = {
        let input = Set(inputRules.map { $0.id })
        return descriptions.filter { !input.contains($0.id) }
    }()

    private static let byID: [String: RuleDescription] = Dictionary(
        descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }
    )

    /// Every id a user may configure or suppress.
    public static var ruleIDs: Set<String> { Set(byID.keys) }

    public static func description(for id: String) -> RuleDescription? { byID[id] }

    /// Options per rule id, for the configuration loader (only rules that take any).
    public static var options: [String: [RuleOption]] {
        byID.filter { !$0.value.options.isEmpty }.mapValues(\.options)
    }

    /// "did you mean 'damping_…'?" for a rule id that does not exist.
    public static func suggestion(for unknownID: String) -> String? {
        Suggestion.didYouMean(unknownID, in: descriptions.map(\.id))
    }
}
