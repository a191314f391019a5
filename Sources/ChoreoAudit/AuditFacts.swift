/// What the whole run knows about its types, gathered from every file before any rule runs: an
/// extension in one file can make a type in another an animator, and a controller can set its own
/// presentation style in a file other than the one presenting it.
public struct AuditFacts: Sendable {
    /// Types whose methods run during a transition (animators, interaction controllers,
    /// presentation controllers), by name.
    public var transitionTypes: Set<String> = []
    /// Types that animate a transition (`UIViewControllerAnimatedTransitioning`, or declaring
    /// `animateTransition(using:)`), by name.
    public var animatorTypes: Set<String> = []
    /// Types that set their own `modalPresentationStyle` (or override it).
    public var typesSettingPresentationStyle: Set<String> = []
    /// Types that declare a `transitioningDelegate` of their own (a segue or a presentation
    /// controller holding one), which is not UIKit's property.
    public var typesDeclaringTransitioningDelegate: Set<String> = []
    /// Storyboard identifiers of the run's storyboards, and those whose presentation style a
    /// storyboard sets: a controller instantiated by identifier and given a transitioning delegate
    /// is judged against them (and not at all when no storyboard of the run has its identifier).
    public var storyboardIdentifiers: Set<String> = []
    public var styledStoryboardIdentifiers: Set<String> = []

    public init() {}

    public init(_ sources: [SwiftSource], storyboards: [Storyboard] = []) {
        for storyboard in storyboards {
            storyboardIdentifiers.formUnion(storyboard.identifiers)
            styledStoryboardIdentifiers.formUnion(storyboard.styled)
        }
        var superclasses: [String: Set<String>] = [:]
        for source in sources {
            let methodsByType = Self.methodNames(of: source)
            for (scopeIndex, scope) in source.scopes.enumerated() {
                guard case .type(let declaration) = scope.kind else { continue }
                let inherits = Set(declaration.inherits)
                let methods = methodsByType[scopeIndex] ?? []
                if !inherits.isDisjoint(with: TransitionVocabulary.transitionTypes)
                    || !methods.isDisjoint(with: TransitionVocabulary.animatorMethods) {
                    transitionTypes.insert(declaration.name)
                }
                if inherits.contains("UIViewControllerAnimatedTransitioning") || methods.contains("animateTransition") {
                    animatorTypes.insert(declaration.name)
                }
                if Self.declares("transitioningDelegate", in: scope, of: source) {
                    typesDeclaringTransitioningDelegate.insert(declaration.name)
                }
                if Self.setsPresentationStyle(scope, of: source) {
                    typesSettingPresentationStyle.insert(declaration.name)
                }
                if let first = declaration.inherits.first { superclasses[declaration.name, default: []].insert(first) }
            }
        }
        // A subclass of an animator is one (`class SlideIn: BaseAnimator`); chains are short.
        for _ in 0..<4 {
            for (type, parents) in superclasses {
                if !parents.isDisjoint(with: animatorTypes) { animatorTypes.insert(type) }
                if !parents.isDisjoint(with: transitionTypes) { transitionTypes.insert(type) }
                if !parents.isDisjoint(with: typesSettingPresentationStyle) { typesSettingPresentationStyle.insert(type) }
            }
        }
    }

    /// Names of the functions in each type's body, by the type's scope index (a function
    /// counts for the innermost type around it).
    private static func methodNames(of source: SwiftSource) -> [Int: Set<String>] {
        var names: [Int: Set<String>] = [:]
        for scope in source.scopes {
            guard case .function(let function) = scope.kind else { continue }
            var parent = scope.parent
            while let index = parent {
                if case .type = source.scopes[index].kind {
                    names[index, default: []].insert(function.name)
                    break
                }
                parent = source.scopes[index].parent
            }
        }
        return names
    }

    /// Whether the type's body declares a property `name` (`var name`, `let name`).
    private static func declares(_ name: String, in scope: Scope, of source: SwiftSource) -> Bool {
        ((scope.open + 1)..<scope.close).contains { index in
            source.tokens[index].isIdentifier(name)
                && (source.token(index - 1)?.isIdentifier("var") == true || source.token(index - 1)?.isIdentifier("let") == true)
        }
    }

    /// `modalPresentationStyle = …` or `self.modalPresentationStyle = …` in the type's own code,
    /// or an override of the property.
    private static func setsPresentationStyle(_ scope: Scope, of source: SwiftSource) -> Bool {
        var index = scope.open + 1
        while index < scope.close {
            if source.tokens[index].isIdentifier("modalPresentationStyle") {
                let chain = source.memberChain(endingAt: index)
                if source.token(index - 1)?.isIdentifier("var") == true { return true }
                if chain == ["modalPresentationStyle"] || chain == ["self", "modalPresentationStyle"],
                   source.token(index + 1)?.isOperator("=") == true {
                    return true
                }
            }
            index += 1
        }
        return false
    }
}
