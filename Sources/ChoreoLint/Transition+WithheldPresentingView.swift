import ChoreoSpec

extension Transition {
    /// The phases whose presenting view UIKit keeps from the animator, with the style that makes it so, or nil
    /// under a style that hands it over: under `custom` and the "over" styles the presenting view stays in the window
    /// and `view(forKey:)` is nil for it, so nothing the spec gives it (a mask, a slice) is ever shown. The presenting
    /// view is the outgoing view going forward and the incoming one coming back; a mirrored backward phase repeats
    /// the forward one, which is reported already.
    func phasesWithheldPresentingView() -> (style: PresentationStyle, places: [(phase: Phase, view: PhaseView)])? {
        guard kind.presents, let style = presentationStyle, !style.removesPresentingView, !style.ignoresCustomAnimator else {
            return nil
        }
        var places: [(phase: Phase, view: PhaseView)] = [(forward, .outgoing)]
        if let backward, !backward.isMirrored { places.append((backward, .incoming)) }
        return (style, places)
    }
}
