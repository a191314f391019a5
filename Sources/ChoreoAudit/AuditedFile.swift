import ChoreoSpec

/// One file as the rules see it: its source and the run's facts, with the questions every rule
/// asks about a place in it.
public struct AuditedFile: Sendable {
    public var source: SwiftSource
    public var facts: AuditFacts
    /// The kind of spec its animators' findings suggest, from what the file speaks of (read once,
    /// not per finding): `SpecSuggestion.kind(of:)`.
    let specKind: TransitionKind
    /// The effect a spec replacing each animator type would have, by the type's scope index
    /// (`SpecSuggestion`): read once, not per finding.
    let animatorEffects: [Int: Effect]
    /// The file's functions by name (scope indices): the helpers a closure may be handed to.
    let functionsByName: [String: [Int]]
    /// Properties declared with the transition context's type (`var context: UIViewControllerContextTransitioning?`):
    /// animators that finish in a Core Animation or UIKit Dynamics callback keep the context there.
    let storedContextNames: Set<String>
    /// Closure arguments of this file's helpers that run when an animation ends.
    let callbackHelpers: Set<HelperArgument>
    /// Functions `animateTransition(using:)` calls in its own body.
    let transitionEntryHelpers: Set<String>
    /// Where animations start, for `completionMoment(at:)`.
    let animationStarts: AnimationStarts

    public init(source: SwiftSource, facts: AuditFacts) {
        self.source = source
        self.facts = facts
        specKind = SpecSuggestion.kind(of: source)
        animatorEffects = SpecSuggestion.effects(in: source, animatorTypes: facts.animatorTypes, kind: specKind)
        var functions: [String: [Int]] = [:]
        for (index, scope) in source.scopes.enumerated() {
            if case .function(let function) = scope.kind { functions[function.name, default: []].append(index) }
        }
        functionsByName = functions
        callbackHelpers = Self.callbackHelpers(in: source, functions: functions)
        transitionEntryHelpers = Self.transitionEntryHelpers(in: source, functions: functions)
        animationStarts = Self.animationStarts(in: source)
        var stored: Set<String> = []
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].isIdentifier(TransitionVocabulary.contextType) {
            // `var name: UIViewControllerContextTransitioning`, `: any …`, `: (any …)?` in a type's body.
            var cursor = index - 1
            while cursor > 0, tokens[cursor].isIdentifier("any") || tokens[cursor].isPunctuation("(") { cursor -= 1 }
            guard cursor >= 2, tokens[cursor].isPunctuation(":"), tokens[cursor - 1].kind == .identifier,
                  tokens[cursor - 2].isIdentifier("var") || tokens[cursor - 2].isIdentifier("let"),
                  let scope = source.scopeOfToken[index], case .type = source.scopes[scope].kind else { continue }
            stored.insert(tokens[cursor - 1].text)
        }
        storedContextNames = stored
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

    /// The stored context properties usable at `index` when it is in a callback that runs as an
    /// animation ends (`animationDidStop(_:finished:)`, `dynamicAnimatorDidPause(_:)`): the
    /// animator's completion, reached through the context it kept.
    func storedContextNames(inAnimationEndAt index: Int) -> Set<String> {
        guard !storedContextNames.isEmpty,
              let function = source.enclosingFunctions(of: index).last?.declaration,
              TransitionVocabulary.animationEndCallbacks.contains(function.name) else { return [] }
        return storedContextNames
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
        isAnimationCompletion(closure, throughHelpers: true)
    }

    /// The same, and `throughHelpers`: a closure handed to a function of this file that passes it
    /// on as an animation's completion or calls it from one (`animateCover { … }`,
    /// `dismissView(v, completion: { finished in … })`).
    private func isAnimationCompletion(_ closure: ClosureExpression, throughHelpers: Bool) -> Bool {
        if throughHelpers, let callee = closure.callee, callbackHelpers.contains(HelperArgument(function: callee, label: closure.label)) {
            return true
        }
        return Self.isDirectAnimationCompletion(closure)
    }

    /// Passed to an animation API itself as its completion.
    static func isDirectAnimationCompletion(_ closure: ClosureExpression) -> Bool {
        if let label = closure.label {
            // `completion:` anywhere; `withCompletion:`, `completionHandler:` only on an animation
            // call (`self.animate(…, withCompletion:)`), not on a network request's.
            return TransitionVocabulary.completionLabels.contains(label)
                || TransitionVocabulary.isCompletionLabel(label) && closure.callee?.lowercased().contains("anim") == true
        }
        guard let callee = closure.callee else { return false }
        if TransitionVocabulary.completionCalls.contains(callee) { return true }
        return TransitionVocabulary.animationCalls.contains(callee)
            && (closure.calleeLabels.contains("animations") || !closure.parameters.isEmpty)
    }

    /// The closure arguments of this file's functions that the function hands to an animation's
    /// end: passes under a completion label or calls inside a completion. Worked out once per
    /// function and argument that some closure is passed as, so a file calling one helper many
    /// times reads the helper once.
    static func callbackHelpers(in source: SwiftSource, functions: [String: [Int]]) -> Set<HelperArgument> {
        var asked: Set<HelperArgument> = []
        for scope in source.scopes {
            guard case .closure(let closure) = scope.kind, let callee = closure.callee, functions[callee] != nil else { continue }
            asked.insert(HelperArgument(function: callee, label: closure.label))
        }
        return asked.filter { argument in
            (functions[argument.function] ?? []).contains { scopeIndex in
                guard case .function(let function) = source.scopes[scopeIndex].kind else { return false }
                let parameter = argument.label.map { label in function.parameters.first { ($0.label ?? $0.name) == label } }
                    ?? function.parameters.last
                guard let parameter else { return false }
                let scope = source.scopes[scopeIndex]
                return ((scope.open + 1)..<scope.close).contains { use in
                    guard source.tokens[use].isIdentifier(parameter.name) else { return false }
                    if use >= 2, source.tokens[use - 1].isPunctuation(":"),
                       TransitionVocabulary.isCompletionLabel(source.tokens[use - 2].text) { return true }
                    for enclosing in source.enclosingScopes(of: use) {
                        guard enclosing != scopeIndex else { break }
                        if case .closure(let closure) = source.scopes[enclosing].kind, isDirectAnimationCompletion(closure) { return true }
                    }
                    return false
                }
            }
        }
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

/// A function of the file and the label a closure is passed to it under (nil: trailing).
struct HelperArgument: Hashable, Sendable {
    var function: String
    var label: String?
}
