extension EffectPreset {
    /// The preset for `effect` given what the container holds. An effect says how the screens
    /// change places; when the arriving view is not in the container (the screen behind, coming
    /// back under a style that never handed it to the animator: `custom`, `overFullScreen`,
    /// `overCurrentContext`), moving it would show nothing, so the leaving view goes the way the
    /// arriving one would have come, in the same direction of travel: a `fade` fades it out (a
    /// fade is a cross-fade of what the container holds), a `slide` from the top slides it down
    /// and out, a `zoom` shrinks and fades it, a `rotate` turns it away about the same corner.
    /// An `uncover`, which moves only the leaving view, is unchanged; so is every effect where
    /// the arriving view is in the container.
    public static func forContainer(_ effect: Effect, direction: Direction, arrivingViewInContainer: Bool) -> EffectPreset {
        let preset = EffectPreset(effect, direction: direction)
        guard !arrivingViewInContainer, !preset.incoming.isStill else { return preset }
        var away = preset.incoming.start
        away.offset = -away.offset
        return EffectPreset(
            incoming: .still, outgoing: ViewMotion(start: .resting, end: away, anchor: preset.incoming.anchor), order: preset.order)
    }
}

extension PresentationStyle {
    /// Whether UIKit hands the animator the presenting view when it comes back (a dismissal): not
    /// under the styles that leave it in the window (`view(forKey: .to)` is nil there).
    public var handsBackPresentingView: Bool { removesPresentingView || ignoresCustomAnimator }
}
