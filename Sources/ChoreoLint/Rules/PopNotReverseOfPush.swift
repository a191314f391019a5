import ChoreoSpec

/// A pop that sends the pushed view off in another direction than it came from.
public struct PopNotReverseOfPush: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "pop_not_reverse_of_push",
        name: "Pop not the reverse of push",
        defaultSeverity: .warning,
        rationale: """
            A navigation stack is spatial: a pushed screen comes in from one side, and going back \
            must send it out the way it came, as UIKit's own pop and its back swipe do (the finger \
            drags the screen back toward the edge it came from). A pop that moves the pushed view in \
            another direction breaks that model and fights the back gesture. Write `pop: reverse`, \
            or give the pop the opposite direction of the push.
            """,
        triggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: slide
              direction: fromTrailing
            pop:
              order: fromAbove
              from:
                end: { offset: ↓[0, 1] }
            interactive:
              pop: { gesture: pan, direction: down }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: ListPush
            kind: navigation
            push:
              effect: slide
              direction: fromTrailing
            pop:
              effect: uncover
              direction: fromLeading
              duration: 0.3
            interactive:
              pop: { gesture: edgePan }
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind == .navigation, let mismatch = ReverseConsistency.mismatch(in: transition) else { return [] }
        return [finding(
            ReverseConsistency.message(mismatch, forward: .push, backward: .pop, view: "pushed view"),
            at: mismatch.range, in: transition, hint: ReverseConsistency.hint(mismatch, backward: .pop)
        )]
    }
}
