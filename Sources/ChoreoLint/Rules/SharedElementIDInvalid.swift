import ChoreoSpec
import ChoreoYAML

/// A shared element id that cannot name the generated `<id>View` requirement.
public struct SharedElementIDInvalid: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "shared_element_id_invalid",
        name: "Shared element id invalid",
        defaultSeverity: .error,
        rationale: """
            A shared element's `id` names the requirement `var <id>View: UIView? { get }` of the \
            generated `<Transition>SharedViews` protocol, so it must be a Swift identifier: a \
            letter or underscore, then letters, digits and underscores, no spaces or punctuation. \
            Swift names members in lowerCamelCase (`heroImage`, not `hero-image`).
            """,
        triggeringExamples: [
            """
            transition: PhotoDetail
            kind: navigation
            shared:
              - id: ↓hero-image
            push: { effect: fade }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: CardExpand
            kind: modal
            presentation:
              style: fullScreen
            shared:
              - id: ↓"2nd title"
            present: { effect: fade }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: PhotoDetail
            kind: navigation
            shared:
              - id: heroImage
            push: { effect: fade }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        transition.spec.shared.compactMap { element in
            guard let id = element.value.id, !SharedElement.isValidID(id.value) else { return nil }
            let suggestion = Self.suggestion(for: id.value).map { "did you mean '\($0)'?" }
            return finding(
                "'\(Excerpt.of(id.value))' is not a Swift identifier, so it cannot name the requirement '\(Excerpt.of(id.value))View'",
                at: id.range, in: transition,
                hint: suggestion ?? "use a lowerCamelCase name such as 'heroImage'")
        }
    }

    /// The identifier-shaped words of `id` in lowerCamelCase (`hero-image` → `heroImage`), when
    /// that is an identifier.
    static func suggestion(for id: String) -> String? {
        let words = id.split { !($0 == "_" || $0.isLetter || $0.isNumber) }
        guard let head = words.first else { return nil }
        let joined = head.prefix(1).lowercased() + head.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return SharedElement.isValidID(joined) ? joined : nil
    }
}
