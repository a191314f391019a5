extension EffectPreset {
    /// The preset for `effect` given what the container holds. A `fade` is a cross-fade of the
    /// views in the container: when the arriving view is not there (the screen behind, coming back
    /// under a style that never handed it to the animator: `custom`, `overFullScreen`,
    /// `overCurrentContext`), fading it in would show nothing, so the leaving view fades out.
    /// "Dismiss with a fade" then means what it says: the card fades out.
    public static func forContainer(_ effect: Effect, direction: Direction, arrivingViewInContainer: Bool) -> EffectPreset {
        var preset = EffectPreset(effect, direction: direction)
        if effect == .fade, !arrivingViewInContainer {
            preset.incoming = .still
            preset.outgoing.end.alpha = 0
        }
        return preset
    }
}

extension PresentationStyle {
    /// Whether UIKit hands the animator the presenting view when it comes back (a dismissal): not
    /// under the styles that leave it in the window (`view(forKey: .to)` is nil there).
    public var handsBackPresentingView: Bool { removesPresentingView || ignoresCustomAnimator }
}
