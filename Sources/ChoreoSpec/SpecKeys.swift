/// The keys of each mapping of the v1 spec language, in the order the reference lists them.
///
/// One table per mapping so that an unknown key is judged (and a near miss suggested) against what
/// is valid at that exact place. The decoder checks keys against the tables' names; `SpecSchema`
/// builds the JSON Schema from the full entries (type, range, summary, default, examples), so the
/// two cannot disagree about which keys exist or what they take. `Docs/SpecReference.md` follows
/// the same tables.
public enum SpecKeys {
    public static let root = rootTable.names
    public static let presentation = presentationTable.names
    public static let container = containerTable.names
    public static let containerInsets = containerInsetsTable.names
    public static let nativeSheet = nativeSheetTable.names
    public static let phase = phaseTable.names
    public static let spring = springTable.names
    public static let view = viewTable.names
    public static let state = stateTable.names
    public static let keyframe = keyframeTable.names
    public static let interaction = interactionTable.names
    public static let lint = lintTable.names
    public static let sharedElement = sharedElementTable.names
    public static let source = sourceTable.names
    public static let mask = maskTable.names
    public static let zoom = zoomTable.names
    public static let slice = sliceTable.names
    public static let preview = previewTable.names
    public static let previewFrame = previewFrameTable.names
    public static let phaseNames = PhaseRole.allCases.map(\.rawValue)

    public static let rootTable: [SpecKey] = [
        SpecKey("transition", .identifier,
                "The transition's name: an UpperCamelCase Swift type name that prefixes every generated type (CardPop → CardPopAnimator, CardPopTransitioningDelegate, …). Required.",
                examples: ["CardPop", "SlideInFromTrailing"]),
        SpecKey("kind", .cases(of: TransitionKind.self, [
                    .modal: "present(_:animated:) and dismiss(animated:) through a transitioning delegate; phases 'present' and 'dismiss'.",
                    .navigation: "pushViewController and popViewController through the navigation controller's delegate; phases 'push' and 'pop'.",
                    .segue: "A storyboard segue that presents through a transitioning delegate; phases 'perform' and 'dismiss'.",
                    .tabBar: "A tab bar controller switching tabs through its delegate; phases 'next' (to a later tab) and 'previous' (to an earlier one).",
                ]),
                "Which UIKit machinery runs the transition, and so which phases it has. Required.",
                examples: ["modal", "navigation"]),
        SpecKey("presentation", .mapping(presentationTable),
                "How the presented view controller is shown (modal and segue only; a navigation or tab bar controller presents nothing).",
                examples: [.object([("style", "custom")])]),
        SpecKey("present", .phase,
                "The modal forward phase: the animation of present(_:animated:). Required for kind modal.",
                examples: [.object([("effect", "cover"), ("direction", "fromBottom")])]),
        SpecKey("dismiss", .phase,
                "The backward phase of a modal or segue transition: 'reverse' mirrors the forward phase. Without it UIKit uses its default dismissal.",
                examples: ["reverse", .object([("effect", "fade")])]),
        SpecKey("push", .phase,
                "The navigation forward phase: the animation of pushViewController(_:animated:). Required for kind navigation.",
                examples: [.object([("effect", "push"), ("direction", "fromTrailing")])]),
        SpecKey("pop", .phase,
                "The navigation backward phase: 'reverse' mirrors 'push'.",
                examples: ["reverse"]),
        SpecKey("perform", .phase,
                "The segue forward phase: the animation of the segue's perform(). Required for kind segue.",
                examples: [.object([("effect", "fade"), ("duration", 0.3)])]),
        SpecKey("next", .phase,
                "The tab bar forward phase: switching to a later tab (one further toward the trailing end of the bar), by a tap or by setting selectedIndex. Required for kind tabBar. Directional effects default to fromTrailing.",
                examples: [.object([("effect", "push"), ("direction", "fromTrailing")])]),
        SpecKey("previous", .phase,
                "The tab bar backward phase: switching to an earlier tab; 'reverse' mirrors 'next'. Without it that switch is not animated.",
                examples: ["reverse"]),
        SpecKey("shared", .list(of: sharedElementTable, definition: "sharedElement"),
                "Elements that travel from their place in one screen to their place in the other (a photo, a title, a card), in both phases. Each 'id' becomes a requirement 'var <id>View: UIView? { get }' of the generated <Transition>SharedViews protocol, which both view controllers adopt.",
                examples: [[.object([("id", "photo"), ("cornerRadius", [12, 0])]), .object([("id", "title")])]]),
        SpecKey("source", .mapping(sourceTable),
                "The view the user tapped (a button, a cell), which a 'mask' or a 'zoom' grows from and shrinks back into. Its 'id' becomes the requirement 'var <id>View: UIView? { get }' of the generated <Transition>SourceView protocol, which the screen that has the view adopts: the forward phase's 'from' controller, the backward phase's 'to' controller.",
                examples: [.object([("id", "button")]), .object([("id", "cell"), ("fallback", "bottom")])]),
        SpecKey("interactive", .interactions,
                "Phases a gesture drives (through UIPercentDrivenInteractiveTransition), by phase name.",
                examples: [.object([("dismiss", .object([("gesture", "pan"), ("direction", "down")]))]),
                           .object([("pop", .object([("gesture", "edgePan")]))])]),
        SpecKey("reduceMotion", .cases(of: ReduceMotion.self, [
                    .crossfade: "Replace the motion with a cross-fade of the same duration, as UIKit itself does.",
                    .none: "No animation at all: the transition completes at once.",
                    .same: "Play the full motion anyway (lint warns when the motion is large).",
                ]),
                "What to do when the user has turned on Reduce Motion.",
                default: "crossfade", examples: ["crossfade", "none"]),
        SpecKey("lint", .mapping(lintTable),
                "Lint settings for this spec only.",
                examples: [.object([("disable", ["duration_out_of_range"])])]),
        SpecKey("preview", .mapping(previewTable),
                "How 'choreo preview' draws this transition; the generated code ignores it.",
                examples: [.object([("frames", [.object([("id", "photo"), ("from", [16, 120, 171, 171])])])])]),
    ]

    public static let presentationTable: [SpecKey] = [
        SpecKey("style", .cases(of: PresentationStyle.self, [
                    .custom: "UIModalPresentationStyle.custom: the presenting view stays in the window under the presented one, and the animator runs.",
                    .fullScreen: "UIKit removes the presenting view once the presentation ends.",
                    .overFullScreen: "Full screen, the presenting view stays underneath.",
                    .currentContext: "Covers the defining context's view; UIKit removes the covered view afterwards.",
                    .overCurrentContext: "Covers the defining context's view, which stays underneath.",
                    .automatic: "A sheet on iOS 13 and later: UIKit animates it itself and ignores the custom animator (lint error).",
                    .pageSheet: "A sheet animated by UIKit: the custom animator is ignored (lint error).",
                    .formSheet: "A sheet animated by UIKit: the custom animator is ignored (lint error).",
                ]),
                "The modalPresentationStyle the generated code sets. There is no default: leaving it out is a lint error, because UIKit's own default (.automatic, a sheet) ignores custom animators.",
                examples: ["custom", "fullScreen"]),
        SpecKey("delegate", .cases(of: DelegateRetention.self, [
                    .retained: "The generated presenting API keeps the weak transitioningDelegate alive.",
                    .local: "You create the delegate yourself; UIKit holds it weakly, so a local one is freed before it is used (lint error).",
                ]),
                "Who keeps the transitioning delegate alive (UIKit holds it weakly).",
                default: "retained", examples: ["retained"]),
        SpecKey("container", .mapping(containerTable),
                "With style custom: a presentation controller that shows the presented view in part of the screen (a sheet, a card, a side menu) over a dimmed screen that stays visible.",
                examples: [.object([("height", 0.5), ("dimming", 0.4), ("cornerRadius", 16)])]),
        SpecKey("sheet", .mapping(nativeSheetTable),
                "With style pageSheet or formSheet (kind modal): UIKit's own sheet (UISheetPresentationController, iOS 15) configured — detents, grabber, corner radius, dimming — and animated by UIKit, so the spec has no phases. Before iOS 15 the style alone applies.",
                examples: [.object([("detents", ["medium", "large"]), ("grabber", true)])]),
    ]

    /// `presentation: sheet:`, the properties of `UISheetPresentationController` a spec can set.
    public static let nativeSheetTable: [SpecKey] = [
        SpecKey("detents", .sheetDetents,
                "The heights the sheet rests at, smallest first; it opens at the first. medium and large (iOS 15), or a custom height (iOS 16; before it the nearer of medium and large): a fraction in (0, 1] of the largest height, or { points: n } inside the safe area.",
                default: ["large"], examples: [["medium", "large"], [0.4, "large"]]),
        SpecKey("grabber", .bool,
                "prefersGrabberVisible: the small bar at the top edge that shows the sheet can be dragged.",
                default: false, examples: [true]),
        SpecKey("cornerRadius", .number(.nonNegative),
                "preferredCornerRadius in points; left out, UIKit's own radius.",
                examples: [16]),
        SpecKey("undimmedUpTo", .sheetDetent,
                "largestUndimmedDetentIdentifier: at this detent and below, the screen behind is not dimmed and takes touches. One of the detents. Left out: dimmed at every detent.",
                examples: ["medium"]),
        SpecKey("expandsOnScroll", .bool,
                "prefersScrollingExpandsWhenScrolledToEdge: scrolling the sheet's content up from its top grows the sheet to the next detent first.",
                default: true, examples: [false]),
        SpecKey("edgeAttachedInCompactHeight", .bool,
                "prefersEdgeAttachedInCompactHeight: in compact height (a phone turned) the sheet keeps to the bottom edge instead of filling the screen.",
                default: false, examples: [true]),
    ]

    public static let containerTable: [SpecKey] = [
        SpecKey("height", .containerHeight,
                "The presented view's height: a fraction of the container in (0, 1], { points: 320 }, or fit (the presented controller's preferredContentSize, else its view's fitting size, following later changes). A list of them, lowest first, gives a bottom sheet detents: it rests at the first and a drag moves it between them.",
                default: 1, examples: [0.5, .object([("points", 320)]), "fit", [0.4, 1]]),
        SpecKey("width", .containerLength,
                "The presented view's width, in the same forms as height.",
                default: 1, examples: [0.8, "fit"]),
        SpecKey("alignment", .cases(of: Container.Alignment.self, [
                    .bottom: "Along the bottom edge, centred horizontally (a bottom sheet).",
                    .center: "In the middle (a card).",
                    .top: "Along the top edge, centred horizontally.",
                    .leading: "Along the leading edge, centred vertically (a side menu); the right edge under right-to-left languages.",
                    .trailing: "Along the trailing edge, centred vertically.",
                ]),
                "Where the presented view sits in the container. Default: bottom, unless the height is the whole container (1), then center.",
                examples: ["bottom", "leading"]),
        SpecKey("insets", .edgeInsets(containerInsetsTable),
                "Points between the safe area's edges and the presented view (0 or more): one number for every side, or { top, leading, bottom, trailing } (sides left out are 0). A side of 0 lets the view reach the container's own edge there, under the status bar or home indicator, as UIKit's sheets do.",
                default: 0, examples: [16, .object([("top", 44)])]),
        SpecKey("cornerRadius", .number(.nonNegative),
                "Corner radius in points of the presented view; the corners that sit against the container stay square (those along the edge the view rests on, and any in a corner of the container).",
                default: 0, examples: [16]),
        SpecKey("cornerCurve", .cases(of: Container.CornerCurve.self, [
                    .continuous: "layer.cornerCurve = .continuous: the curve eases into the straight edges, as UIKit's own sheets do.",
                    .circular: "layer.cornerCurve = .circular: quarter circles, Core Animation's own default.",
                ]),
                "How the rounded corners bend (CALayerCornerCurve, iOS 13). Only with a cornerRadius above 0.",
                default: "continuous", examples: ["circular"]),
        SpecKey("dimming", .number(.unit),
                "Alpha (0 to 1) of a black view behind the presented one, faded in and out with the transition; 0 for none.",
                default: 0, examples: [0.4]),
        SpecKey("blur", .cases(of: Container.Blur.self),
                "A blur of the screen behind the presented view (UIVisualEffectView with this UIBlurEffect.Style), under the dimming, blurred in and out with the transition. The system materials adapt to dark mode. Left out: none.",
                examples: ["systemThinMaterial"]),
        SpecKey("dismissOnTapOutside", .bool,
                "true: a tap outside the presented view (or VoiceOver's escape gesture) dismisses it.",
                default: false, examples: [true]),
        SpecKey("behind", .mapping(stateTable, definition: "viewState"),
                "The state the presenting screen takes behind the presented view, relative to its resting state: a card stack's shrink ({ scale: 0.92, offset: [0, 0.02], cornerRadius: 10 }) or a side menu's push aside ({ offset: { trailing: 0.8 } }). It comes in alongside the presentation, goes back alongside the dismissal and stays right through rotation; under Reduce Motion only its corner radius, alpha and dim stay. Not 'shadow': nothing behind the screen shows one. Left out: the screen behind stays still.",
                examples: [.object([("scale", 0.92), ("cornerRadius", 10)]), .object([("offset", .object([("trailing", 0.8)]))])]),
        SpecKey("statusBar", .cases(of: Container.StatusBar.self, [
                    .presenting: "The presenting controller keeps setting the status bar (UIKit's default for a presentation that is not full screen).",
                    .presented: "The presented controller's preferredStatusBarStyle and prefersStatusBarHidden apply while it is up (modalPresentationCapturesStatusBarAppearance), changed alongside the transition: a card over a shrunk screen returns .lightContent.",
                ]),
                "Which controller sets the status bar while the presented view is up.",
                default: "presenting", examples: ["presented"]),
        SpecKey("grabber", .bool,
                "true: a drag indicator (a 36 × 5 point capsule) at the top of the presented view; to VoiceOver an adjustable element that moves the sheet between its detents.",
                default: false, examples: [true]),
        SpecKey("haptics", .bool,
                "true: a light impact when a dragged sheet settles on a detent, and a selection tick when a drag crosses the dismiss threshold.",
                default: false, examples: [true]),
    ]

    /// `insets: { top: 44 }`: each side's points inside the safe area; leading and trailing follow
    /// the layout direction.
    public static let containerInsetsTable: [SpecKey] = [
        SpecKey("top", .number(.nonNegative), "Points below the safe area's top edge; 0: up to the container's top edge, under the status bar.", default: 0, examples: [44]),
        SpecKey("leading", .number(.nonNegative), "Points inside the safe area's leading edge (the right one under right-to-left languages); 0: out to the container's edge.", default: 0, examples: [16]),
        SpecKey("bottom", .number(.nonNegative), "Points above the safe area's bottom edge; 0: down to the container's bottom edge, under the home indicator.", default: 0, examples: [16]),
        SpecKey("trailing", .number(.nonNegative), "Points inside the safe area's trailing edge; 0: out to the container's edge.", default: 0, examples: [16]),
    ]

    public static let phaseTable: [SpecKey] = [
        SpecKey("reverse", .trueFlag,
                "true: this phase is the counterpart phase played backwards (as the word 'reverse'), with the other keys written here merged onto the mirror: duration, delay, curve or spring and order replace the mirrored ones, and 'to'/'from' states are laid over the mirrored states key by key. Not with 'effect' or 'direction', which the mirror already has.",
                examples: [true]),
        SpecKey("effect", .cases(of: Effect.self, [
                    .slide: "The incoming view slides in from 'direction'.",
                    .push: "The incoming view slides in from 'direction' while the outgoing one drifts a third of the way out (parallax).",
                    .cover: "The incoming view slides in over the outgoing one, which fades to alpha 0.9.",
                    .uncover: "The outgoing view slides away toward the opposite edge, uncovering the incoming one.",
                    .fade: "The incoming view fades in (in a dismissal under custom, overFullScreen or overCurrentContext, where the screen coming back is not in the container, each effect moves the presented view out instead: here it fades out).",
                    .zoom: "The incoming view grows from scale 0.1 while fading in.",
                    .pop: "The incoming view pops up from scale 0.1; the outgoing one shrinks to 0.95 and dims to alpha 0.7.",
                    .rotate: "The incoming view swings in from -90 degrees about its top-left corner.",
                ]),
                "A preset that sets the views' start and end states; 'to' and 'from' may restate or override any of them. Without one, the views rest unless 'to'/'from' move them.",
                examples: ["cover", "fade"]),
        SpecKey("direction", .cases(of: Direction.self),
                "The edge the incoming view comes from, for slide, push, cover and uncover. fromLeading and fromTrailing flip under right-to-left languages; fromLeft and fromRight never do. Default: fromBottom for modal and segue, fromTrailing for navigation (the backward phase: the opposite).",
                examples: ["fromBottom", "fromTrailing"]),
        SpecKey("duration", .number(.duration),
                "Seconds of the main motion (greater than 0, at most 5). With a UIKit or bounce spring, the duration given to UIKit; response and physical springs settle in their own time.",
                default: .number(SpecLowering.defaultDuration), examples: [0.4]),
        SpecKey("delay", .number(.delay),
                "Seconds before both views start moving (0 or more, at most 5).",
                default: 0, examples: [0.1]),
        SpecKey("curve", .curve(names: Curve.named.map(\.name)),
                "The timing curve: a Core Animation name, or cubic-bezier control points [x1, y1, x2, y2] with x1 and x2 between 0 and 1. Not together with 'spring'.",
                default: "easeInOut", examples: ["easeOut", [0.2, 0.9, 0.3, 1]]),
        SpecKey("spring", .spring,
                "A spring instead of a curve, in one of four forms: { damping, velocity } (UIKit), { bounce } (iOS 17), { response, dampingRatio } (SwiftUI), { mass, stiffness, damping } (physical). Not together with 'curve'.",
                examples: [.object([("damping", 0.7), ("velocity", 0.5)]), .object([("bounce", 0.2)])]),
        SpecKey("order", .cases(of: ViewOrder.self, [
                    .toAbove: "The incoming view is on top.",
                    .fromAbove: "The outgoing view is on top.",
                ]),
                "Which view is on top in the container during the phase. Default: the preset's order, else toAbove.",
                examples: ["toAbove", "fromAbove"]),
        SpecKey("perspective", .number(.positive),
                "Points from the viewer to the screen, for the views' 3D turns and depth (rotationX, rotationY, depth), the viewer facing each view's anchor where it rests: 500 is strong, 1000 gentle (Core Animation's m34 is -1/perspective). Left out, a turn only narrows the view and depth does not show.",
                examples: [500]),
        SpecKey("stagger", .number(.delay),
                "Seconds between one shared element's start and the next's, in the order of 'shared' (at most 5): each element moves for the same time, the first from the phase's start, the last until its end. The mirror of a staggered phase ('reverse') starts from the last element.",
                default: 0, examples: [0.05]),
        SpecKey("to", .mapping(viewTable, definition: "view"),
                "The incoming view (the 'to' view controller's view): its start and end states, relative to its resting state.",
                examples: [.object([("start", .object([("alpha", 0)]))])]),
        SpecKey("from", .mapping(viewTable, definition: "view"),
                "The outgoing view (the 'from' view controller's view): its start and end states.",
                examples: [.object([("end", .object([("scale", 0.95), ("alpha", 0.7)]))])]),
    ]

    public static let springTable: [SpecKey] = [
        SpecKey("damping", .number(.positive),
                "Alone (with 'velocity'): UIKit's damping ratio for usingSpringWithDamping, where below 1 overshoots (lint wants 0 to 1). With 'mass' or 'stiffness': the physical damping coefficient.",
                examples: [0.7, 500]),
        SpecKey("velocity", .number(.finite),
                "Initial velocity in UIKit's unit: 1 is the whole animated distance per second. Any form may have it; negative starts moving away.",
                default: 0, examples: [0.5]),
        SpecKey("bounce", .number(.bounce),
                "iOS 17's bounce, with the phase duration as perceptual duration: 0 no bounce, up to (not including) 1 more bounce, below 0 overdamped.",
                examples: [0.3, 0.15]),
        SpecKey("response", .number(.duration),
                "SwiftUI's response: seconds of one undamped oscillation (at most 5). Needs 'dampingRatio'.",
                examples: [0.5]),
        SpecKey("dampingRatio", .number(.positive),
                "SwiftUI's damping ratio: 1 is critical (no overshoot), below 1 bounces. Needs 'response'.",
                examples: [0.8]),
        SpecKey("mass", .number(.positive),
                "The physical spring's mass (with 'stiffness' and 'damping').",
                default: 1, examples: [3]),
        SpecKey("stiffness", .number(.positive),
                "The physical spring's stiffness (with 'damping').",
                examples: [1000]),
    ]

    public static let viewTable: [SpecKey] = [
        SpecKey("start", .mapping(stateTable, definition: "viewState"),
                "Where the view is when the phase starts, relative to its resting state; left out: at rest (or the preset's state).",
                examples: [.object([("offset", [0, 1])])]),
        SpecKey("keyframes", .list(of: keyframeTable, definition: "keyframe"),
                "States the view passes through between 'start' and 'end', each at a fraction 'at' of the phase (after its delay), in order. A property a keyframe leaves out is on the line between the states that set it.",
                examples: [[.object([("at", 0.5), ("rotationY", 90)])]]),
        SpecKey("end", .mapping(stateTable, definition: "viewState"),
                "Where the view is when the phase ends; left out: at rest (or the preset's state).",
                examples: [.object([("alpha", 0.5)])]),
        SpecKey("during", .pair(first: "start", second: "end", .unit),
                "[start, end]: the fractions of the phase (after its delay) during which the view moves; before it the view waits at its start state, after it it rests at its end state. Not with 'delay'.",
                default: .array([0, 1]), examples: [[0.5, 1]]),
        SpecKey("delay", .number(.delay),
                "Seconds after the phase's own delay before this view starts moving (at most 5).",
                default: 0, examples: [0.05]),
        SpecKey("mask", .mapping(maskTable, definition: "mask"),
                "The view seen through a shape: on 'to' it grows from 'from' until it covers the container (a reveal), on 'from' it shrinks from covering the container into 'from'. It moves with the view, in its window. Reduce Motion's cross-fade has no mask.",
                examples: [.object([("shape", "circle"), ("from", [0.9, 0.9])]), .object([("shape", "roundedRect"), ("from", "center"), ("to", "cover")])]),
        SpecKey("zoom", .mapping(zoomTable, definition: "zoom"),
                "The view grows out of 'from' (on 'to': it starts there) or shrinks into it (on 'from': it ends there): that end of its motion is the scale and offset that put its frame on the source view's (or a point's), worked out when the phase starts; the rest of that state (alpha, corner radius, a turn) plays as written. Not with 'offset' or 'scale' in that state, nor with 'keyframes' or 'slice'. Reduce Motion's cross-fade has no zoom.",
                examples: [.object([("from", "source")]), .object([("from", "source"), ("aspect", "fill")]), .object([("from", [0.5, 1])])]),
        SpecKey("slice", .mapping(sliceTable, definition: "slice"),
                "The view cut into pieces, each a snapshot of its part that plays the view's motion about its own frame: 'split' (two pieces) or 'tiles'. An offset moves each piece outward, away from the view's centre (a piece centred on the centre line stays put along that axis); the phase's 'stagger' times the pieces row by row. The real view is hidden while its pieces play. Not with 'mask'. Reduce Motion's cross-fade has no pieces.",
                examples: [.object([("split", "vertical")]), .object([("split", "horizontal"), ("at", "source")]), .object([("tiles", [4, 6])])]),
    ]

    public static let sliceTable: [SpecKey] = [
        SpecKey("split", .cases(of: SliceSplit.self, [
                    .horizontal: "Along a horizontal line: a top piece and a bottom piece.",
                    .vertical: "Along a vertical line: a left piece and a right piece (doors).",
                ]),
                "Two pieces, cut along a line. Give 'split' or 'tiles'.",
                examples: ["vertical", "horizontal"]),
        SpecKey("at", .sliceCut,
                "Where a split's line lies: a fraction of the view's height (horizontal) or width (vertical) from its top or left, or 'source', through the middle of the source view where it rests (its fallback point when the app shows none).",
                default: 0.5, examples: [0.5, "source"]),
        SpecKey("tiles", .tiles,
                "[columns, rows]: equal tiles, each count at least 1, at most 100 tiles in all. Give 'split' or 'tiles'.",
                examples: [[4, 6], [3, 3]]),
    ]

    public static let zoomTable: [SpecKey] = [
        SpecKey("from", .anchor(names: ["source", "center"]),
                "Where the view is small: 'source' (the view named by the spec's 'source', else its fallback point), 'center', or [x, y] in the container's unit square (0,0 top-left). A point, of no size, gives the view a hundredth of its size.",
                default: "center", examples: ["source", [0.5, 1]]),
        SpecKey("aspect", .cases(of: ZoomAspect.self, [
                    .fit: "One scale, the largest that keeps the whole view inside the source's frame, centred on it: nothing distorted, nothing spills past the tapped view.",
                    .fill: "One scale, the smallest that covers the source's frame, centred on it: with a mask from the source (roundedRect), the view grows out of the tapped card clipped to it.",
                    .stretch: "A scale for each axis: the view's frame is exactly the source's, its content squeezed.",
                ]),
                "How the view's frame is put on the source's when their shapes differ.",
                default: "fit", examples: ["fill"]),
    ]

    public static let maskTable: [SpecKey] = [
        SpecKey("shape", .cases(of: MaskShape.self, [
                    .circle: "A circle about the origin: the round button's circle (radius half the source's larger side), nothing for a point; at the other end it reaches the container's farthest corner.",
                    .roundedRect: "The source's frame with its own layer.cornerRadius; at the other end the container's bounds, square-cornered.",
                    .capsule: "The source's frame with fully rounded ends; at the other end the container's bounds, square-cornered.",
                ]),
                "The shape at the small end. Required.",
                examples: ["circle", "roundedRect"]),
        SpecKey("from", .anchor(names: ["source", "center"]),
                "Where the shape is small: 'source' (the view named by the spec's 'source', else its fallback), 'center', or [x, y] in the container's unit square (0,0 top-left).",
                default: "center", examples: ["source", [0.9, 0.9]]),
        SpecKey("to", .cases(of: MaskEnd.self, [
                    .cover: "The shape covers the whole container.",
                ]),
                "Where the shape is large.",
                default: "cover", examples: ["cover"]),
    ]

    /// An entry of `keyframes`: `at`, and the catalogue's properties (no anchor: a view has one for
    /// the whole phase).
    public static let keyframeTable: [SpecKey] = [atKey] + ViewProperty.catalogue.map(\.key)

    static let atKey = SpecKey(
        "at", .number(.unit),
        "The fraction (0 to 1) of the phase, after its delay, at which the view is in this state; strictly between the window's start and end, after the keyframe before. Required.",
        examples: [0.5])

    /// The catalogue's properties (`ViewProperty.catalogue`), and the anchor after rotation, which
    /// it turns about: written in a state, but one per view for the whole phase.
    public static let stateTable: [SpecKey] = {
        var table = ViewProperty.catalogue.map(\.key)
        table.insert(anchorKey, at: table.firstIndex { $0.name == ViewProperty.rotation.name }! + 1)
        return table
    }()

    static let anchorKey = SpecKey(
        "anchor", .anchor(names: UnitPoint.named.map(\.name)),
        "The point that scale and rotation happen about: a name or [ux, uy] in the view's unit square (0,0 top-left). The generated code moves the anchor without moving the view. One anchor per view per phase.",
        default: "center", examples: ["topLeft", [0.5, 1]])

    public static let interactionTable: [SpecKey] = [
        SpecKey("gesture", .cases(of: Interaction.Gesture.self, [
                    .pan: "A UIPanGestureRecognizer anywhere on the view.",
                    .edgePan: "A UIScreenEdgePanGestureRecognizer from one edge of the screen.",
                    .drag: "A pan that moves the presented view with the finger both ways and drives the dismissal by the finger's distance (a photo viewer); dismiss only.",
                ]),
                "The gesture that drives the phase. Default: edgePan for a navigation pop (like the system back swipe), else pan. A tab bar takes only pan: one pan across the screen, whose way picks the next or the previous tab. drag drives a modal or segue dismissal.",
                examples: ["pan", "edgePan", "drag"]),
        SpecKey("direction", .cases(of: Interaction.PanDirection.self),
                "For a pan: the way the finger moves to advance the phase (leading and trailing flip under right-to-left languages). Default: the way the phase's main motion goes.",
                examples: ["down", "trailing"]),
        SpecKey("edge", .cases(of: Interaction.Edge.self),
                "For an edgePan: the edge the finger starts from. Default: opposite to the motion.",
                examples: ["leading"]),
        SpecKey("finishAt", .number(.unit),
                "Progress (0 to 1) past which releasing the finger finishes the phase rather than cancelling it. For a drag, progress is the finger's distance over half the container's shorter side.",
                default: .number(Interaction.defaultFinishAt), examples: [0.35]),
        SpecKey("finishVelocity", .number(.positive),
                "Release speed in points per second past which the phase finishes whatever its progress (for a drag, the speed in any direction: a flick).",
                default: .number(Interaction.defaultFinishVelocity), examples: [800]),
        SpecKey("scrollView", .cases(of: Interaction.ScrollView.self, [
                    .ignore: "The pan and a scroll view under the finger compete as UIKit decides.",
                    .handoff: "Both recognize; the phase starts only while the scroll view under the finger rests at the edge the finger pulls away from (its top for a pan down), and the content then stays there.",
                ]),
                "For a pan over a table or collection view: whether the pan waits for the content to reach its edge before it moves the screen (a sheet with a list dismissed by a pan down once the list is scrolled to its top).",
                default: "ignore", examples: ["handoff"]),
    ]

    public static let sharedElementTable: [SpecKey] = [
        SpecKey("id", .memberIdentifier,
                "A Swift identifier naming the element: the protocol requirement is '<id>View' (photo → photoView). Unique within the spec. Required.",
                examples: ["photo", "title"]),
        SpecKey("cornerRadius", .pair(first: "from", second: "to", .nonNegative),
                "[from, to]: the element's corner radius in points in the forward phase's source screen and in its destination (the backward phase goes the other way). Left out: each view's own layer.cornerRadius.",
                examples: [[12, 0]]),
    ]

    public static let sourceTable: [SpecKey] = [
        SpecKey("id", .memberIdentifier,
                "A Swift identifier naming the view: the protocol requirement is '<id>View' (button → buttonView). Required.",
                examples: ["button", "cell"]),
        SpecKey("fallback", .cases(of: SourceFallback.self, [
                    .center: "The container's centre.",
                    .top: "The middle of the container's top edge.",
                    .bottom: "The middle of the container's bottom edge.",
                ]),
                "Where a mask starts, as a point of no size, when the app returns no view or one that is hidden or not in a window; the transition still runs.",
                default: "center", examples: ["center", "bottom"]),
    ]

    public static let previewTable: [SpecKey] = [
        SpecKey("frames", .list(of: previewFrameTable, definition: "previewFrame"),
                "Mock frames for named views (shared elements and the source view), instead of the preview's defaults: a full-width list row in the forward phase's 'from' screen, a header and lines of text in its 'to' screen; for the source, a 56 × 56 round button 24 points in from the bottom trailing corner of the safe area.",
                examples: [[.object([("id", "photo"), ("from", [16, 120, 171, 171])])]]),
    ]

    public static let previewFrameTable: [SpecKey] = [
        SpecKey("id", .memberIdentifier,
                "The shared element the frames are for, as in 'shared', or the source view's id, as in 'source' (which takes only 'from'). Required.",
                examples: ["photo"]),
        SpecKey("from", .rect,
                "[x, y, width, height] in points: the view's frame in the forward phase's 'from' screen (the grid or list), in that screen's coordinates. Left out: the default.",
                examples: [[16, 120, 171, 171]]),
        SpecKey("to", .rect,
                "[x, y, width, height] in points: the view's frame in the forward phase's 'to' screen (the detail), in that screen's coordinates. Left out: the default.",
                examples: [[0, 0, 390, 390]]),
    ]

    public static let lintTable: [SpecKey] = [
        SpecKey("disable", .ruleIDs,
                "Rule ids to switch off for this spec ('choreo rules' lists them).",
                examples: [["duration_out_of_range"]]),
    ]
}
