import ChoreoSpec

/// The spec that could replace a hand-written animator, guessed from what its code animates:
/// appended to findings inside animators, since a generated animator has none of these pitfalls.
/// Only a confident guess is offered; an animator whose motion is not recognised gets no note.
enum SpecSuggestion {
    /// "a spec can replace this animator: `choreo init Card --kind modal --effect cover`", or nil.
    static func note(forAnimatorAt index: Int, in file: AuditedFile) -> String? {
        guard let type = file.animatorType(at: index),
              let scope = file.source.enclosingScopes(of: index).first(where: { scope in
                  if case .type(let declaration) = file.source.scopes[scope].kind { return declaration.name == type } else { return false }
              }),
              let effect = file.animatorEffects[scope]
        else { return nil }
        return "a spec can replace this animator: `choreo init \(name(for: type)) --kind \(file.specKind.rawValue) --effect \(effect.rawValue)`"
    }

    /// The effect of every animator type's scope in `source`, by scope index, worked out once per
    /// file: a finding's note only looks it up. (Worked out per finding, it read the whole
    /// animator again for each: 3,000 findings in one animator took 15 s.)
    static func effects(in source: SwiftSource, animatorTypes: Set<String>, kind: TransitionKind) -> [Int: Effect] {
        var effects: [Int: Effect] = [:]
        for (index, scope) in source.scopes.enumerated() {
            guard case .type(let declaration) = scope.kind, animatorTypes.contains(declaration.name),
                  let effect = effect(in: scope, of: source, kind: kind) else { continue }
            effects[index] = effect
        }
        return effects
    }

    /// The finding's hint with the note after it.
    static func hint(_ fix: String, forAnimatorAt index: Int, in file: AuditedFile) -> String {
        guard let note = note(forAnimatorAt: index, in: file) else { return fix }
        return fix + "; " + note
    }

    /// A tab bar when the file implements a tab bar controller's delegate (its animators play tab
    /// switches), else navigation when it speaks of navigation controllers, else modal.
    static func kind(of source: SwiftSource) -> TransitionKind {
        let tabBar: Set<String> = ["UITabBarControllerDelegate", "animationControllerForTransitionFrom"]
        let navigation: Set<String> = ["UINavigationControllerDelegate", "UINavigationController"]
        var speaksOfNavigation = false
        for token in source.tokens where token.kind == .identifier {
            if tabBar.contains(token.text) { return .tabBar }
            if navigation.contains(token.text) { speaksOfNavigation = true }
        }
        return speaksOfNavigation ? .navigation : .modal
    }

    /// The effect whose motion the animator's body makes: rotation, then scale, then movement,
    /// then a fade alone.
    static func effect(in scope: Scope, of source: SwiftSource, kind: TransitionKind) -> Effect? {
        var names: Set<String> = []
        for token in source.tokens[(scope.open + 1)..<min(scope.close, source.tokens.count)] where token.kind == .identifier {
            names.insert(token.text)
        }
        if !names.isDisjoint(with: ["rotationAngle", "rotated", "CATransform3DMakeRotation", "CATransform3DRotate"]) { return .rotate }
        if !names.isDisjoint(with: ["scaleX", "scaledBy", "CATransform3DMakeScale"]) { return .zoom }
        if !names.isDisjoint(with: ["translationX", "translatedBy", "frame", "origin", "center"]) {
            return kind.presents ? .cover : .push
        }
        if names.contains("alpha") { return .fade }
        return nil
    }

    /// `FadeAnimator` → `Fade`: the transition's name, without the words that say it is an animator.
    static func name(for type: String) -> String {
        var name = type
        for suffix in ["AnimatedTransitioning", "AnimationController", "Animator", "Animation", "Transitioning", "Transition"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
