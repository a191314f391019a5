import ChoreoSpec

/// The spec that could replace a hand-written animator, guessed from what its code animates:
/// appended to findings inside animators, since a generated animator has none of these pitfalls.
/// Only a confident guess is offered; an animator whose motion is not recognised gets no note.
enum SpecSuggestion {
    /// "a spec can replace this animator: `choreo init Card --kind modal --effect cover`", or nil.
    static func note(forAnimatorAt index: Int, in file: AuditedFile) -> String? {
        guard let type = file.animatorType(at: index),
              let scope = file.source.enclosingScopes(of: index).map({ file.source.scopes[$0] }).first(where: { scope in
                  if case .type(let declaration) = scope.kind { return declaration.name == type } else { return false }
              })
        else { return nil }
        let kind = kind(of: file)
        guard let effect = effect(in: scope, of: file, kind: kind) else { return nil }
        return "a spec can replace this animator: `choreo init \(name(for: type)) --kind \(kind.rawValue) --effect \(effect.rawValue)`"
    }

    /// The finding's hint with the note after it.
    static func hint(_ fix: String, forAnimatorAt index: Int, in file: AuditedFile) -> String {
        guard let note = note(forAnimatorAt: index, in: file) else { return fix }
        return fix + "; " + note
    }

    /// Navigation when the file speaks of navigation controllers, else modal.
    static func kind(of file: AuditedFile) -> TransitionKind {
        file.isAboutNavigation ? .navigation : .modal
    }

    /// The effect whose motion the animator's body makes: rotation, then scale, then movement,
    /// then a fade alone.
    static func effect(in scope: Scope, of file: AuditedFile, kind: TransitionKind) -> Effect? {
        var names: Set<String> = []
        for token in file.tokens[(scope.open + 1)..<min(scope.close, file.tokens.count)] where token.kind == .identifier {
            names.insert(token.text)
        }
        if !names.isDisjoint(with: ["rotationAngle", "rotated", "CATransform3DMakeRotation", "CATransform3DRotate"]) { return .rotate }
        if !names.isDisjoint(with: ["scaleX", "scaledBy", "CATransform3DMakeScale"]) { return .zoom }
        if !names.isDisjoint(with: ["translationX", "translatedBy", "frame", "origin", "center"]) {
            return kind == .navigation ? .push : .cover
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
