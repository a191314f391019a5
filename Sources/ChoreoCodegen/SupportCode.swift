/// The code every generated transition shares, emitted once per output folder (or once in a
/// single file) instead of once per transition: the motion types, the player that runs a phase
/// on one `UIViewPropertyAnimator` and restores the views, the gesture driver of interactive
/// phases (and the one pan a tab bar's two phases share), the presentation controller of a `presentation: container:` and the retainer that
/// keeps weakly held delegates alive.
///
/// It depends on nothing: not on a spec, not on the access level, not on the deployment target
/// (it uses only API of iOS 11 and later, and `transform3D` behind an iOS 13 availability check; the iOS 17 spring initializer is chosen in each
/// transition's own timing table). So it is the same bytes for every project, and the build
/// plugin writes it with `choreo support` without reading any configuration. Every type is
/// `internal` and starts with `Choreo`, which no name a transition produces ends like
/// (`<Name>Animator`, `<Name>Segue`, …), so two modules that both use Choreo never clash and a
/// public generated API does not expose them.
///
/// Each type handles every view property a spec can move (anchor, corner radius, dimming,
/// layout-relative offsets, shadows, 3D turns and depth); a property the motion leaves at its default is not touched, so a
/// transition without corner radii behaves exactly as if the code for them were not there.
enum SupportCode {
    /// The name of the support file in an output folder.
    static let fileName = "ChoreoSupport.choreo.swift"

    /// The header lines of the support file: Choreo's generated-file header, so that `--check`
    /// and `--prune` treat it like the transitions' files.
    static let header = [
        "\(GeneratedHeader.marker): support code shared by every generated transition. Do not edit.",
        "// Run `choreo generate` (or `choreo support`) again to update it.",
    ]

    /// Everything between `import UIKit` and `#endif`: each support type's code, one blank line apart.
    static var declarations: String {
        [motionTypes, transitionPlayer, mover, shadow, sharedElements, mask, zoom, slice, gestureDriver, dragDriver, sharedPan, presentationController, retainer].joined(separator: "\n\n")
    }
}
