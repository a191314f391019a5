import ChoreoSpec
import ChoreoYAML

/// Two shared elements with one id.
public struct DuplicateSharedElement: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate_shared_element",
        name: "Duplicate shared element",
        defaultSeverity: .error,
        rationale: """
            Each shared element's `id` becomes one requirement of the generated \
            `<Transition>SharedViews` protocol (`photo` → `var photoView: UIView? { get }`), which \
            both view controllers implement. Two elements with one id would declare the requirement \
            twice and could only ever find the same view in each screen, so one of them would fly \
            on top of the other. Give each element its own id.
            """,
        triggeringExamples: [
            """
            transition: PhotoDetail
            kind: navigation
            shared:
              - id: photo
              - id: ↓photo
                cornerRadius: [12, 0]
            push: { effect: fade }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: PhotoDetail
            kind: navigation
            shared:
              - id: photo
                cornerRadius: [12, 0]
              - id: title
            push: { effect: fade }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        let spec = transition.spec
        guard spec.shared.count > 1 else { return [] }
        var first: [String: SourceRange] = [:]
        var findings: [Diagnostic] = []
        for element in spec.shared {
            guard let id = element.value.id else { continue }
            guard let earlier = first[id.value] else {
                first[id.value] = id.range
                continue
            }
            var diagnostic = finding(
                "shared element '\(Excerpt.of(id.value))' is declared twice", at: id.range, in: transition,
                hint: "give each element its own id: the protocol has one '\(Excerpt.of(id.value))View' requirement")
            diagnostic.related = [RelatedLocation(file: transition.file, location: earlier.start, message: "'\(Excerpt.of(id.value))' is first declared here")]
            findings.append(diagnostic)
        }
        return findings
    }
}
