import ChoreoSpec

/// One file as the rules see it: its source and the run's facts, with the questions every rule
/// asks about a place in it.
public struct AuditedFile: Sendable {
    public var source: SwiftSource
    public var facts: AuditFacts
    /// Whether the file speaks of navigation controllers: the kind of spec its animators'
    /// findings suggest (read once, not per finding).
    let isAboutNavigation: Bool
    /// The effect a spec replacing each animator type would have, by the type's scope index
    /// (`SpecSuggestion`): read once, not per finding.
    let animatorEffects: [Int: Effect]

    public init(source: SwiftSource, facts: AuditFacts) {
        self.source = source
        self.facts = facts
        let navigation: Set<String> = ["UINavigationControllerDelegate", "UINavigationController"]
        isAboutNavigation = source.tokens.contains { $0.kind == .identifier && navigation.contains($0.text) }
        animatorEffects = SpecSuggestion.effects(
            in: source, animatorTypes: facts.animatorTypes, kind: SpecSuggestion.kind(isAboutNavigation: isAboutNavigation))
    }

    public var tokens: [SwiftToken] { source.tokens }

    /// Whether `index` is in code that runs during a transition: a method of an animator,
    /// interaction or presentation controller, or any function handed a transition context. A
    /// view controller that is its own animator counts only in the functions handed the context:
    /// the rest of it is ordinary screen code.
    public func isTransitionCode(_ index: Int) -> Bool {
        if !contextNames(at: index).isEmpty { return true }
        guard let type = source.enclosingType(of: index), facts.transitionTypes.contains(type.name) else { return false }
        return !Self.isViewController(type)
    }

    /// A view controller class by its superclass's name (`UIViewController`, `ListViewController`).
    static func isViewController(_ type: TypeDeclaration) -> Bool {
        guard let superclass = type.inherits.first else { return false }
        return superclass.hasSuffix("ViewController") || superclass == "UINavigationController" || superclass == "UITabBarController"
    }

    /// The enclosing type's name when it is an animator.
    public func animatorType(at index: Int) -> String? {
        guard let type = source.enclosingType(of: index), facts.animatorTypes.contains(type.name) else { return nil }
        return type.name
    }

    /// Whether `index` is inside an animator (its type, or a function handed a context), with
    /// the same reserve as `isTransitionCode` for view controllers that animate themselves.
    public func isAnimatorCode(_ index: Int) -> Bool {
        if !contextNames(at: index).isEmpty { return true }
        guard animatorType(at: index) != nil, let type = source.enclosingType(of: index) else { return false }
        return !Self.isViewController(type)
    }

    /// The names the transition context goes by at `index`: parameters of the enclosing
    /// functions typed `UIViewControllerContextTransitioning`.
    public func contextNames(at index: Int) -> Set<String> {
        var names: Set<String> = []
        for (_, function) in source.enclosingFunctions(of: index) {
            for parameter in function.parameters where parameter.typeNames.contains(TransitionVocabulary.contextType) {
                names.insert(parameter.name)
            }
        }
        return names
    }

    /// The closures around `index` up to the enclosing function, innermost first.
    public func enclosingClosures(of index: Int) -> [(scope: Int, closure: ClosureExpression)] {
        var result: [(Int, ClosureExpression)] = []
        for scope in source.enclosingScopes(of: index) {
            switch source.scopes[scope].kind {
            case .closure(let closure): result.append((scope, closure))
            case .function, .type: return result
            case .block: continue
            }
        }
        return result
    }

    /// Whether the closure runs when an animation ends: passed as `completion:`, to
    /// `addCompletion`, or trailing an `animate(…)` call after its animations (`animations:`
    /// among the call's labels, or the closure takes the `finished` flag, which an animations
    /// block never does).
    public func isAnimationCompletion(_ closure: ClosureExpression) -> Bool {
        if let label = closure.label { return TransitionVocabulary.completionLabels.contains(label) }
        guard let callee = closure.callee else { return false }
        if TransitionVocabulary.completionCalls.contains(callee) { return true }
        return TransitionVocabulary.animationCalls.contains(callee)
            && (closure.calleeLabels.contains("animations") || !closure.parameters.isEmpty)
    }

    /// Whether an identifier spelled `name` occurs between the token indices (exclusive).
    public func mentions(_ name: String, from start: Int, to end: Int) -> Bool {
        guard start + 1 < end else { return false }
        return tokens[(start + 1)..<min(end, tokens.count)].contains { $0.kind == .identifier && $0.text == name }
    }

    /// Whether any identifier between the indices satisfies `test`.
    public func mentions(from start: Int, to end: Int, where test: (String) -> Bool) -> Bool {
        guard start + 1 < end else { return false }
        return tokens[(start + 1)..<min(end, tokens.count)].contains { $0.kind == .identifier && test($0.text) }
    }
}
