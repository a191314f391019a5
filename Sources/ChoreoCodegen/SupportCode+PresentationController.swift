extension SupportCode {
    /// `ChoreoContainer` and `ChoreoPresentationController`: the presentation controller of every
    /// spec with `presentation: container:`. A transition's `<Name>PresentationController` is a
    /// subclass that passes its table of container keys; everything it does is here, once.
    static let presentationController = """
        /// The `presentation: container:` keys of one transition: where its presented view sits, and what is behind it.
        struct ChoreoContainer {
            /// One side of the presented view, out of the room the container leaves it.
            enum Length {
                /// A fraction of the room (1 is all of it).
                case fraction(CGFloat)
                /// Points, clamped to the room.
                case points(CGFloat)
                /// The presented controller's `preferredContentSize`, else its view's compressed fitting size, clamped.
                case fit
            }

            enum Alignment {
                case bottom, center, top, leading, trailing
            }

            /// Points inside the safe area on each side; a side of 0 is out to the container's edge there (the presented
            /// controller's safe area keeps its content clear). Leading and trailing follow the layout direction.
            struct Insets {
                var top: CGFloat = 0
                var leading: CGFloat = 0
                var bottom: CGFloat = 0
                var trailing: CGFloat = 0

                static func all(_ points: CGFloat) -> Insets {
                    Insets(top: points, leading: points, bottom: points, trailing: points)
                }
            }

            var width = Length.fraction(1)
            var height = Length.fraction(1)
            var alignment = Alignment.bottom
            var insets = Insets()
            /// 0 leaves the presented view's corners as they are.
            var cornerRadius: CGFloat = 0
            /// How the rounded corners bend (iOS 13).
            var cornerCurve = CALayerCornerCurve.continuous
            /// The alpha of the black view behind the presented one; 0 is none, unless a tap outside dismisses.
            var dimming: CGFloat = 0
            /// The blur under the dimming view; nil for none.
            var blur: UIBlurEffect.Style?
            var dismissOnTapOutside = false
            /// The state the presenting screen takes behind the presented view (a card stack's shrink, a side menu's push
            /// aside), from rest; nil leaves it still.
            var behind: ChoreoViewMotion?
            /// `behind` while Reduce Motion is on: its corners, alpha and dim without the motion; nil for none.
            var behindReducingMotion: ChoreoViewMotion?
            /// True when the presented controller sets the status bar while it is up
            /// (`modalPresentationCapturesStatusBarAppearance`).
            var statusBarFromPresented = false
            /// The heights a bottom sheet rests at, lowest first, `height` being the first; empty for one height. A drag on
            /// the presented view moves the sheet between them.
            var detents: [Length] = []
            /// With detents, the dismissal's pan thresholds: a sheet let go below its lowest detent past `finishAt` of that
            /// detent's height, or moving down faster than `finishVelocity` points per second, is dismissed. Nil: the sheet
            /// resists being dragged below its lowest detent as it does above its highest.
            var dragDismissal: (finishAt: CGFloat, finishVelocity: CGFloat)?
            /// Draws a drag indicator at the top of the presented view.
            var grabber = false
            /// A light impact when a dragged sheet settles on another detent, a selection tick when a drag crosses the
            /// dismiss threshold.
            var haptics = false

            /// Every height the sheet rests at; the first is where it comes to rest.
            var heights: [Length] { detents.isEmpty ? [height] : detents }

            /// A view goes behind the presented one to dim the screen or to catch a tap outside it.
            var hasBackgroundView: Bool { dimming > 0 || dismissOnTapOutside }

            var fits: Bool {
                if case .fit = width { return true }
                if case .fit = height { return true }
                return false
            }
        }

        /// Shows a presented view in part of the container as its `ChoreoContainer` says, over a blur and a dimming view
        /// that come and go with the transition and a presenting screen that moves behind it, and dismisses on a tap
        /// outside or VoiceOver's escape gesture.
        ///
        /// UIKit asks a transitioning delegate for it because the style is `.custom`; the animators then move the
        /// presented view to `frameOfPresentedViewInContainerView` through `finalFrame(for:)`, and an offset of 1 is the
        /// distance that takes the view from that frame just out of the container on that side
        /// (`ChoreoViewState.travel(of:in:)`). It keeps the view there when the container's size changes (rotation,
        /// multitasking) or, for a fitted size, when the presented controller's `preferredContentSize` does, and leaves
        /// the presenting view in the window. Each transition's `<Name>PresentationController` passes its container.
        @MainActor
        class ChoreoPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
            /// The view behind the presented one when a tap on it, activating it or VoiceOver's escape gesture dismisses.
            /// To VoiceOver it is an element labelled "Dismiss" that closes the presentation.
            private final class DimmingView: UIView {
                var dismiss: () -> Bool = { false }

                override func accessibilityActivate() -> Bool {
                    ChoreoPresentationController.onMainActor { dismiss() }
                }

                override func accessibilityPerformEscape() -> Bool {
                    ChoreoPresentationController.onMainActor { dismiss() }
                }
            }

            /// The presented view's superview once the presentation has finished, over the whole container and moved by
            /// nothing, so the presented view keeps its frame in it. VoiceOver's escape gesture goes from the focused
            /// element up the responder chain, and a presented controller's next responder is its view's superview
            /// (Docs/UIKitFacts.md §33.4): escape from any element of the presented view reaches this view and dismisses,
            /// once. Every touch that is not on the presented view goes through it to the dimming view behind.
            private final class WrappingView: UIView {
                var dismiss: () -> Bool = { false }

                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    let view = super.hitTest(point, with: event)
                    return view === self ? nil : view
                }

                override func accessibilityPerformEscape() -> Bool {
                    ChoreoPresentationController.onMainActor { dismiss() }
                }
            }

            /// VoiceOver calls the accessibility actions on the main thread, though UIKit does not declare them main-actor
            /// isolated (Swift 5.9 has `assumeIsolated` only from iOS 17).
            private nonisolated static func onMainActor(_ body: @MainActor () -> Bool) -> Bool {
                #if compiler(>=5.10)
                MainActor.assumeIsolated {
                    body()
                }
                #else
                body()
                #endif
            }

            /// The drag indicator at the top of the presented view. To VoiceOver an element labelled "Sheet grabber" whose
            /// value is the detent ("1 of 2"); activating it moves the sheet to the next detent up, from the highest back
            /// to the lowest. (Not the adjustable trait: `UIAccessibilityTraitAdjustable` is a mutable global in the iOS 17
            /// SDK, which Swift 6 refuses to read.)
            private final class GrabberView: UIView {
                var cycle: () -> Bool = { false }

                override func accessibilityActivate() -> Bool {
                    runCycle()
                }

                /// VoiceOver calls the accessibility actions on the main thread (see `DimmingView.runDismiss`).
                private nonisolated func runCycle() -> Bool {
                    #if compiler(>=5.10)
                    MainActor.assumeIsolated {
                        cycle()
                    }
                    #else
                    cycle()
                    #endif
                }
            }

            /// The grabber's size and its distance from the presented view's top edge, in points.
            static let grabberSize = CGSize(width: 36, height: 5)
            static let grabberTop: CGFloat = 5
            /// How hard a sheet resists being dragged past its highest detent (or, when it cannot be dismissed by a drag,
            /// below its lowest): dragged `x` points past, it moves `d · (1 − 1 / (1 + c · x / d))`, with `c` this constant
            /// and `d` the container's height. It moves `c` points a point at first, less and less after, never `d`.
            static let rubberBand: CGFloat = 0.55
            /// UIScrollView's normal deceleration rate, per millisecond: a sheet let go at `v` points per second would coast
            /// `v / 1000 · r / (1 − r)` points, about half a second's worth, and the detent nearest that point is chosen.
            static let decelerationRate: CGFloat = 0.998
            /// The settling spring: critically damped, so the sheet does not overshoot its detent and open a gap at the
            /// bottom, over the duration the property animator is given.
            static let settleDuration: TimeInterval = 0.5

            let container: ChoreoContainer

            /// The detent the sheet rests at, an index into `container.heights`: the frame UIKit asks for follows it.
            private(set) var detent = 0
            /// The pan that drags a sheet with detents; nil for one height.
            private var detentPan: UIPanGestureRecognizer?
            /// While a finger drags the sheet: where its top was when the drag began, the detent it began at, and whether it
            /// is past the dismiss threshold.
            private var drag: (startTop: CGFloat, startDetent: Int, pastThreshold: Bool)?
            /// The spring taking a let-go sheet to its detent.
            private var settleAnimator: UIViewPropertyAnimator?
            private var grabberView: GrabberView?
            private var wrappingView: WrappingView?
            private var impactFeedback: UIImpactFeedbackGenerator?
            private var selectionFeedback: UISelectionFeedbackGenerator?
            /// The container's size at the last layout, to tell a rotation from any other layout pass.
            private var laidOutSize: CGSize?
            /// VoiceOver's label of the view behind, in the user's language: key `choreo.dismiss` of the app's
            /// `Choreo.strings` (or `.xcstrings`) table in the main bundle, "Dismiss" where the app has none. An app
            /// translates it by adding that table and key; the label is read when a presentation begins.
            static var dismissLabel: String {
                NSLocalizedString(
                    "choreo.dismiss",
                    tableName: "Choreo",
                    bundle: .main,
                    value: "Dismiss",
                    comment: "VoiceOver label of the dimmed area behind a sheet, card or menu; activating it closes it."
                )
            }

            /// The view behind the presented one, which dims the screen; a plain `UIView`, outside accessibility, unless
            /// it dismisses.
            private var dimmingView: UIView?
            /// The blur under the dimming view, when the container has one.
            private var blurView: UIVisualEffectView?
            /// The presenting view while it is behind (`ChoreoContainer.behind`), with what it was like before; nil when
            /// it stays still.
            private var behindMover: ChoreoMover?

            init(
                presentedViewController: UIViewController,
                presenting presentingViewController: UIViewController?,
                container: ChoreoContainer
            ) {
                self.container = container
                super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
            }

            /// The presenting view stays in the window, under the dimming view and the presented one.
            override var shouldRemovePresentersView: Bool {
                false
            }

            /// The container's size and alignment in the room it leaves, at the detent the sheet rests at.
            override var frameOfPresentedViewInContainerView: CGRect {
                guard let containerView else {
                    return super.frameOfPresentedViewInContainerView
                }
                return frame(height: container.heights[detent], in: containerView)
            }

            /// The frame for one height in the room the container leaves: the bounds, less on each inset side the safe area
            /// and the inset. Leading and trailing (of the insets and the alignment) follow the container's layout direction.
            private func frame(height: ChoreoContainer.Length, in containerView: UIView) -> CGRect {
                let isRightToLeft = containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                let safeArea = containerView.safeAreaInsets
                let insets = container.insets
                let left = isRightToLeft ? insets.trailing : insets.leading
                let right = isRightToLeft ? insets.leading : insets.trailing
                let room = containerView.bounds.inset(by: UIEdgeInsets(
                    top: insets.top > 0 ? safeArea.top + insets.top : 0,
                    left: left > 0 ? safeArea.left + left : 0,
                    bottom: insets.bottom > 0 ? safeArea.bottom + insets.bottom : 0,
                    right: right > 0 ? safeArea.right + right : 0
                ))
                var content = CGSize.zero
                if container.fits {
                    let preferred = presentedViewController.preferredContentSize
                    let fitting = presentedViewController.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    content = CGSize(
                        width: preferred.width > 0 ? preferred.width : fitting.width,
                        height: preferred.height > 0 ? preferred.height : fitting.height
                    )
                }
                let size = CGSize(
                    width: Self.length(container.width, room: room.width, content: content.width),
                    height: Self.length(height, room: room.height, content: content.height)
                )
                let origin: CGPoint
                switch container.alignment {
                case .bottom:
                    origin = CGPoint(x: room.midX - size.width / 2, y: room.maxY - size.height)
                case .top:
                    origin = CGPoint(x: room.midX - size.width / 2, y: room.minY)
                case .center:
                    origin = CGPoint(x: room.midX - size.width / 2, y: room.midY - size.height / 2)
                case .leading:
                    origin = CGPoint(x: isRightToLeft ? room.maxX - size.width : room.minX, y: room.midY - size.height / 2)
                case .trailing:
                    origin = CGPoint(x: isRightToLeft ? room.minX : room.maxX - size.width, y: room.midY - size.height / 2)
                }
                return CGRect(origin: origin, size: size)
            }

            private static func length(_ length: ChoreoContainer.Length, room: CGFloat, content: CGFloat) -> CGFloat {
                switch length {
                case .fraction(let fraction):
                    return room * fraction
                case .points(let points):
                    return min(points, room)
                case .fit:
                    return min(content, room)
                }
            }

            /// Puts the dimming view behind the presented one and fades it in alongside the presentation, through the
            /// transition coordinator, so that an interactive presentation scrubs it with the rest; rounds the presented
            /// view's corners for the frame it is about to take.
            override func presentationTransitionWillBegin() {
                super.presentationTransitionWillBegin()
                guard let containerView else {
                    return
                }
                moveBehind(in: containerView)
                if let presentedView, container.cornerRadius > 0, !container.hasBackgroundView {
                    roundCorners(of: presentedView, at: frameOfPresentedViewInContainerView, in: containerView.bounds)
                }
                if let presentedView, container.grabber {
                    addGrabber(to: presentedView, width: frameOfPresentedViewInContainerView.width)
                }
                addBlur(in: containerView)
                guard container.hasBackgroundView else {
                    return
                }
                let dimmingView: UIView
                if container.dismissOnTapOutside {
                    let dismissing = DimmingView(frame: containerView.bounds)
                    dismissing.isAccessibilityElement = true
                    dismissing.accessibilityLabel = Self.dismissLabel
                    dismissing.dismiss = { [weak self] in
                        self?.dismissFromOutside() ?? false
                    }
                    dismissing.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
                    dimmingView = dismissing
                } else {
                    dimmingView = UIView(frame: containerView.bounds)
                }
                dimmingView.backgroundColor = UIColor(white: 0, alpha: container.dimming)
                dimmingView.alpha = 0
                if let blurView {
                    containerView.insertSubview(dimmingView, aboveSubview: blurView)
                } else {
                    containerView.insertSubview(dimmingView, at: 0)
                }
                self.dimmingView = dimmingView
                if let presentedView, container.cornerRadius > 0 {
                    roundCorners(of: presentedView, at: frameOfPresentedViewInContainerView, in: containerView.bounds)
                }
                if let coordinator = presentedViewController.transitionCoordinator {
                    coordinator.animate(alongsideTransition: { _ in
                        dimmingView.alpha = 1
                    })
                } else {
                    dimmingView.alpha = 1
                }
            }

            /// Takes the presenting view to its `behind` state alongside the presentation, and hands the status bar to the
            /// presented controller when the container says so. Under `.custom` UIKit leaves the presenting view in the
            /// window and hands it to no animator (`view(forKey: .from)` is nil), so this controller moves it itself,
            /// through the transition coordinator: an interactive presentation scrubs it with the rest. Its mover remembers
            /// the view's transform, alpha, anchor point, corner radius and `clipsToBounds` (the layer's `masksToBounds`),
            /// which the dismissal puts back exactly. Reduce Motion is read once, here, so the dismissal undoes what was
            /// done.
            private func moveBehind(in containerView: UIView) {
                if container.statusBarFromPresented {
                    presentedViewController.modalPresentationCapturesStatusBarAppearance = true
                }
                let motion = UIAccessibility.isReduceMotionEnabled ? container.behindReducingMotion : container.behind
                let updatesStatusBar = container.statusBarFromPresented
                let presented = presentedViewController
                let presentingView = presentingViewController.viewIfLoaded
                guard let motion, let presentingView, presentingView.window != nil else {
                    if updatesStatusBar {
                        if let coordinator = presentedViewController.transitionCoordinator {
                            coordinator.animate(alongsideTransition: { _ in
                                presented.setNeedsStatusBarAppearanceUpdate()
                            })
                        } else {
                            presented.setNeedsStatusBarAppearanceUpdate()
                        }
                    }
                    return
                }
                let mover = ChoreoMover(view: presentingView, motion: motion)
                let bounds = containerView.bounds
                let isRightToLeft = presentingView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                mover.prepare(isRightToLeft: isRightToLeft)
                mover.moveToStart(in: bounds, isRightToLeft: isRightToLeft)
                behindMover = mover
                if let coordinator = presentedViewController.transitionCoordinator {
                    coordinator.animate(alongsideTransition: { _ in
                        mover.moveToEnd(in: bounds, isRightToLeft: isRightToLeft)
                        if updatesStatusBar {
                            presented.setNeedsStatusBarAppearanceUpdate()
                        }
                    })
                } else {
                    mover.moveToEnd(in: bounds, isRightToLeft: isRightToLeft)
                }
            }

            /// Blurs the screen behind in alongside the presentation, under everything else in the container. The blur
            /// comes in by animating the effect view's `effect` from none to the blur, which Apple shows scrubbed through
            /// a property animator (Docs/UIKitFacts.md, "Blur"); never its alpha, under which "many effects will look
            /// incorrect or won't show up at all" (`UIVisualEffectView.h`).
            private func addBlur(in containerView: UIView) {
                guard let style = container.blur else {
                    return
                }
                let blurView = UIVisualEffectView(effect: nil)
                blurView.frame = containerView.bounds
                blurView.isUserInteractionEnabled = false
                containerView.insertSubview(blurView, at: 0)
                self.blurView = blurView
                if let coordinator = presentedViewController.transitionCoordinator {
                    coordinator.animate(alongsideTransition: { _ in
                        blurView.effect = UIBlurEffect(style: style)
                    })
                } else {
                    blurView.effect = UIBlurEffect(style: style)
                }
            }

            /// A presentation that did not complete leaves nothing behind: the presenting view exactly as it was, and the
            /// status bar with the presenting controller. One that did gets the drag between detents, and, when a tap
            /// outside dismisses, the wrapping view that answers VoiceOver's escape from inside.
            override func presentationTransitionDidEnd(_ completed: Bool) {
                super.presentationTransitionDidEnd(completed)
                if completed {
                    wrapPresentedView()
                }
                if completed, container.heights.count > 1, let presentedView {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handleDetentPan(_:)))
                    pan.delegate = self
                    presentedView.addGestureRecognizer(pan)
                    detentPan = pan
                }
                if !completed {
                    grabberView?.removeFromSuperview()
                    grabberView = nil
                    dimmingView?.removeFromSuperview()
                    dimmingView = nil
                    blurView?.removeFromSuperview()
                    blurView = nil
                    behindMover?.restore(keepingEndAppearance: false)
                    behindMover = nil
                    if container.statusBarFromPresented {
                        presentedViewController.modalPresentationCapturesStatusBarAppearance = false
                        presentingViewController.setNeedsStatusBarAppearanceUpdate()
                    }
                }
            }

            /// Fades the dimming view out and the blur away alongside the dismissal; when an interactive dismissal is
            /// cancelled the screen behind stays dimmed and blurred, as it was.
            override func dismissalTransitionWillBegin() {
                super.dismissalTransitionWillBegin()
                unwrapPresentedView()
                bringBack()
                if let blurView, let style = container.blur {
                    if let coordinator = presentedViewController.transitionCoordinator {
                        coordinator.animate(alongsideTransition: { _ in
                            blurView.effect = nil
                        }, completion: { context in
                            if context.isCancelled {
                                blurView.effect = UIBlurEffect(style: style)
                            }
                        })
                    } else {
                        blurView.effect = nil
                    }
                }
                guard let dimmingView else {
                    return
                }
                if let coordinator = presentedViewController.transitionCoordinator {
                    coordinator.animate(alongsideTransition: { _ in
                        dimmingView.alpha = 0
                    }, completion: { context in
                        if context.isCancelled {
                            dimmingView.alpha = 1
                        }
                    })
                } else {
                    dimmingView.alpha = 0
                }
            }

            /// Takes the presenting view back to rest alongside the dismissal, and the status bar back to the presenting
            /// controller. A cancelled interactive dismissal puts the view behind again, in its `behind` state, and the
            /// status bar back with the presented controller.
            private func bringBack() {
                let updatesStatusBar = container.statusBarFromPresented
                let presented = presentedViewController
                let presenting = presentingViewController
                guard behindMover != nil || updatesStatusBar else {
                    return
                }
                let mover = behindMover
                let bounds = containerView?.bounds ?? .zero
                let isRightToLeft = mover?.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                let back = {
                    mover?.moveToStart(in: bounds, isRightToLeft: isRightToLeft)
                    if updatesStatusBar {
                        presented.modalPresentationCapturesStatusBarAppearance = false
                        presenting.setNeedsStatusBarAppearanceUpdate()
                    }
                }
                guard let coordinator = presentedViewController.transitionCoordinator else {
                    back()
                    return
                }
                coordinator.animate(alongsideTransition: { _ in
                    back()
                }, completion: { context in
                    guard context.isCancelled else {
                        return
                    }
                    mover?.moveToEnd(in: bounds, isRightToLeft: isRightToLeft)
                    if updatesStatusBar {
                        presented.modalPresentationCapturesStatusBarAppearance = true
                        presented.setNeedsStatusBarAppearanceUpdate()
                    }
                })
            }

            /// Puts the presented view in the wrapping view that answers VoiceOver's escape from inside (when a tap outside
            /// dismisses), at the same frame: the wrapping view covers the container exactly.
            private func wrapPresentedView() {
                guard container.dismissOnTapOutside, let containerView, let presentedView,
                      presentedView.superview === containerView else {
                    return
                }
                let wrapping = wrappingView ?? WrappingView(frame: containerView.bounds)
                wrapping.frame = containerView.bounds
                wrapping.dismiss = { [weak self] in
                    self?.dismissFromOutside() ?? false
                }
                containerView.insertSubview(wrapping, aboveSubview: presentedView)
                wrapping.addSubview(presentedView)
                wrappingView = wrapping
            }

            /// Hands the presented view back to the container for the dismissal, at the same frame, where the animators
            /// expect it; a cancelled dismissal wraps it again.
            private func unwrapPresentedView() {
                guard let wrappingView, let containerView, let presentedView, presentedView.superview === wrappingView else {
                    return
                }
                containerView.insertSubview(presentedView, aboveSubview: wrappingView)
            }

            /// A dismissal that completed leaves nothing behind, and the presenting view exactly as it was.
            override func dismissalTransitionDidEnd(_ completed: Bool) {
                super.dismissalTransitionDidEnd(completed)
                if !completed {
                    wrapPresentedView()
                }
                if completed {
                    wrappingView?.removeFromSuperview()
                    wrappingView = nil
                    if let detentPan {
                        detentPan.view?.removeGestureRecognizer(detentPan)
                    }
                    detentPan = nil
                    grabberView?.removeFromSuperview()
                    grabberView = nil
                    dimmingView?.removeFromSuperview()
                    dimmingView = nil
                    blurView?.removeFromSuperview()
                    blurView = nil
                    behindMover?.restore(keepingEndAppearance: false)
                    behindMover = nil
                }
            }

            /// Follows the container's size (rotation, multitasking): the dimming view covers it, the presenting view takes
            /// its `behind` state again for its new size, and the presented view takes its frame again. A transformed view
            /// is in an animator's hands, which puts it at its final frame itself (a frame is not to be set on a
            /// transformed view); so is the presenting view while the presentation or dismissal runs.
            override func containerViewWillLayoutSubviews() {
                super.containerViewWillLayoutSubviews()
                guard let containerView else {
                    return
                }
                dimmingView?.frame = containerView.bounds
                wrappingView?.frame = containerView.bounds
                blurView?.frame = containerView.bounds
                if let behindMover, !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed {
                    let isRightToLeft = behindMover.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    behindMover.moveToEnd(in: containerView.bounds, isRightToLeft: isRightToLeft)
                }
                let resized = laidOutSize != nil && laidOutSize != containerView.bounds.size
                laidOutSize = containerView.bounds.size
                guard let presentedView, presentedView.transform.isIdentity else {
                    return
                }
                if let grabberView {
                    grabberView.frame.origin.x = (presentedView.bounds.width - Self.grabberSize.width) / 2
                    presentedView.bringSubviewToFront(grabberView)
                }
                // A finger or the settling spring has the sheet; a new size (rotation) stops the spring at its detent.
                if drag != nil {
                    return
                }
                if let settleAnimator {
                    guard resized else {
                        return
                    }
                    settleAnimator.stopAnimation(true)
                    self.settleAnimator = nil
                }
                place(presentedView, at: frameOfPresentedViewInContainerView, in: containerView)
            }

            private func place(_ presentedView: UIView, at frame: CGRect, in containerView: UIView) {
                presentedView.frame = frame
                if container.cornerRadius > 0 {
                    roundCorners(of: presentedView, at: frame, in: containerView.bounds)
                }
            }

            // MARK: Detents

            /// The top of the sheet at each detent, in the container; a higher detent has a smaller top.
            private func detentTops(in containerView: UIView) -> [CGFloat] {
                container.heights.map { frame(height: $0, in: containerView).minY }
            }

            /// Lets the dismissal's own pan have a drag down from the lowest detent, so a sheet resting there is dismissed as
            /// a single-height one is, following the finger and cancellable; takes any other mostly vertical drag, and stops
            /// a settling spring where the finger catches the sheet.
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                guard gestureRecognizer === detentPan, let pan = detentPan, let containerView, let presentedView else {
                    return true
                }
                // An animator has the sheet while it is presented or dismissed, transformed: no frame to drag.
                guard presentedView.transform.isIdentity, !presentedViewController.isBeingPresented,
                      !presentedViewController.isBeingDismissed else {
                    return false
                }
                var movement = pan.velocity(in: containerView)
                if movement == .zero {
                    movement = pan.translation(in: containerView)
                }
                guard abs(movement.y) > abs(movement.x) else {
                    return false
                }
                let tops = detentTops(in: containerView)
                let lowest = tops.indices.max { tops[$0] < tops[$1] } ?? 0
                if settleAnimator == nil, detent == lowest, movement.y > 0, container.dragDismissal != nil {
                    return false
                }
                if let settleAnimator {
                    settleAnimator.stopAnimation(true)
                    self.settleAnimator = nil
                    detent = nearestDetent(to: presentedView.frame.minY, in: containerView)
                }
                return true
            }

            /// The dismissal's pan (any other pan on the presented view) waits until this one has declined the drag.
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool {
                gestureRecognizer === detentPan && otherGestureRecognizer is UIPanGestureRecognizer
                    && otherGestureRecognizer.view === presentedView
            }

            @objc private func handleDetentPan(_ pan: UIPanGestureRecognizer) {
                guard let containerView, let presentedView else {
                    return
                }
                switch pan.state {
                case .began:
                    drag = (presentedView.frame.minY, detent, false)
                    if container.haptics {
                        if impactFeedback == nil {
                            impactFeedback = UIImpactFeedbackGenerator(style: .light)
                            selectionFeedback = UISelectionFeedbackGenerator()
                        }
                        impactFeedback?.prepare()
                        selectionFeedback?.prepare()
                    }
                case .changed, .ended:
                    guard let drag else {
                        return
                    }
                    let top = resisted(drag.startTop + pan.translation(in: containerView).y, in: containerView)
                    place(presentedView, at: sheetFrame(top: top, in: containerView), in: containerView)
                    let pastThreshold = isPastDismissThreshold(top, in: containerView)
                    if pastThreshold != drag.pastThreshold {
                        self.drag?.pastThreshold = pastThreshold
                        selectionFeedback?.selectionChanged()
                    }
                    if pan.state == .ended {
                        release(velocity: pan.velocity(in: containerView).y, in: containerView)
                    }
                case .cancelled, .failed:
                    let start = drag?.startDetent ?? detent
                    drag = nil
                    settle(at: start, velocity: 0, from: start)
                default:
                    break
                }
            }

            /// The frame of a sheet whose top is at `top`: it keeps to the bottom edge between its detents (and past the
            /// highest), and below the lowest it keeps that detent's height and slides down out of the container.
            private func sheetFrame(top: CGFloat, in containerView: UIView) -> CGRect {
                let tops = detentTops(in: containerView)
                let lowest = tops.indices.max { tops[$0] < tops[$1] } ?? 0
                let lowestFrame = frame(height: container.heights[lowest], in: containerView)
                if top >= lowestFrame.minY {
                    return lowestFrame.offsetBy(dx: 0, dy: top - lowestFrame.minY)
                }
                return CGRect(x: lowestFrame.minX, y: top, width: lowestFrame.width, height: lowestFrame.maxY - top)
            }

            /// Where the finger puts the sheet's top: one for one between the detents; past the highest (and below the lowest
            /// when a drag does not dismiss) it resists (`rubberBand`).
            private func resisted(_ top: CGFloat, in containerView: UIView) -> CGFloat {
                let tops = detentTops(in: containerView)
                let highest = tops.min() ?? top
                let lowest = tops.max() ?? top
                let range = max(containerView.bounds.height, 1)
                func band(_ distance: CGFloat) -> CGFloat {
                    range * (1 - 1 / (1 + Self.rubberBand * distance / range))
                }
                if top < highest {
                    return highest - band(highest - top)
                }
                if top > lowest, container.dragDismissal == nil {
                    return lowest + band(top - lowest)
                }
                return top
            }

            /// Below the lowest detent by more than the dismissal's `finishAt` of that detent's height.
            private func isPastDismissThreshold(_ top: CGFloat, in containerView: UIView) -> Bool {
                guard let dismissal = container.dragDismissal else {
                    return false
                }
                let lowest = lowestDetent(in: containerView).frame
                return top - lowest.minY > dismissal.finishAt * lowest.height
            }

            private func nearestDetent(to top: CGFloat, in containerView: UIView) -> Int {
                let tops = detentTops(in: containerView)
                return tops.indices.min { abs(tops[$0] - top) < abs(tops[$1] - top) } ?? detent
            }

            /// The detent with the shortest sheet, and its frame.
            private func lowestDetent(in containerView: UIView) -> (index: Int, frame: CGRect) {
                let frames = container.heights.map { frame(height: $0, in: containerView) }
                let index = frames.indices.max { frames[$0].minY < frames[$1].minY } ?? 0
                return (index, frames[index])
            }

            /// Dismisses a sheet let go below its lowest detent past the threshold, or moving down fast enough; otherwise
            /// settles it at the detent nearest where it would coast to (a flick passes detents on the way).
            private func release(velocity: CGFloat, in containerView: UIView) {
                guard let presentedView else {
                    return
                }
                let top = presentedView.frame.minY
                let startDetent = drag?.startDetent ?? detent
                drag = nil
                let lowest = lowestDetent(in: containerView)
                if let dismissal = container.dragDismissal, top > lowest.frame.minY,
                   isPastDismissThreshold(top, in: containerView) || velocity >= dismissal.finishVelocity {
                    detent = lowest.index
                    presentedViewController.dismiss(animated: true)
                    return
                }
                let coast = velocity / 1000 * Self.decelerationRate / (1 - Self.decelerationRate)
                settle(at: nearestDetent(to: top + coast, in: containerView), velocity: velocity, from: startDetent)
            }

            /// Springs the sheet to detent `index`, starting at `velocity` (points per second, down positive): a spring's
            /// initial velocity is a fraction of its whole distance per second. A light impact marks a detent other than
            /// `startDetent`, where the drag began.
            private func settle(at index: Int, velocity: CGFloat, from startDetent: Int) {
                guard let containerView, let presentedView else {
                    return
                }
                settleAnimator?.stopAnimation(true)
                detent = index
                let target = frameOfPresentedViewInContainerView
                let distance = target.minY - presentedView.frame.minY
                let relative = abs(distance) > 0.5 ? velocity / distance : 0
                let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: relative))
                let animator = UIViewPropertyAnimator(duration: Self.settleDuration, timingParameters: spring)
                animator.addAnimations { [weak self] in
                    self?.place(presentedView, at: target, in: containerView)
                }
                animator.addCompletion { [weak self] position in
                    guard let self, position == .end else {
                        return
                    }
                    self.settleAnimator = nil
                    if index != startDetent {
                        self.impactFeedback?.impactOccurred()
                    }
                }
                settleAnimator = animator
                grabberView?.accessibilityValue = grabberValue
                animator.startAnimation()
            }

            /// Moves the sheet to the next detent up, from the highest back to the lowest, for VoiceOver; false while a
            /// finger has it.
            private func cycleDetent() -> Bool {
                guard let containerView, drag == nil, container.heights.count > 1 else {
                    return false
                }
                let tops = detentTops(in: containerView)
                let order = tops.indices.sorted { tops[$0] > tops[$1] }
                let position = order.firstIndex(of: detent) ?? 0
                settle(at: order[(position + 1) % order.count], velocity: 0, from: detent)
                return true
            }

            /// "2 of 3": the grabber's detent, counted from the lowest.
            private var grabberValue: String? {
                guard let containerView, container.heights.count > 1 else {
                    return nil
                }
                let tops = detentTops(in: containerView)
                let order = tops.indices.sorted { tops[$0] > tops[$1] }
                let position = (order.firstIndex(of: detent) ?? 0) + 1
                return String(position) + " of " + String(order.count)
            }

            /// The capsule at the top of the presented view; with detents, VoiceOver moves the sheet with it.
            private func addGrabber(to presentedView: UIView, width: CGFloat) {
                let grabber = GrabberView(frame: CGRect(
                    origin: CGPoint(x: (width - Self.grabberSize.width) / 2, y: Self.grabberTop),
                    size: Self.grabberSize
                ))
                grabber.backgroundColor = .tertiaryLabel
                grabber.layer.cornerRadius = Self.grabberSize.height / 2
                grabber.isAccessibilityElement = true
                grabber.accessibilityLabel = "Sheet grabber"
                if container.heights.count > 1 {
                    grabber.accessibilityHint = "Moves the sheet to its next height"
                    grabber.cycle = { [weak self] in
                        self?.cycleDetent() ?? false
                    }
                }
                presentedView.addSubview(grabber)
                grabberView = grabber
                grabber.accessibilityValue = grabberValue
            }


            /// A fitted size follows the presented controller's `preferredContentSize`: UIKit reports its changes here.
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                super.preferredContentSizeDidChange(forChildContentContainer: container)
                if self.container.fits, container === presentedViewController {
                    containerView?.setNeedsLayout()
                }
            }

            /// Rounds the corners that do not sit against the container: not those along the edge the view rests on, nor
            /// any in a corner of the container.
            private func roundCorners(of presentedView: UIView, at frame: CGRect, in bounds: CGRect) {
                let left = frame.minX <= bounds.minX
                let right = frame.maxX >= bounds.maxX
                let top = frame.minY <= bounds.minY
                let bottom = frame.maxY >= bounds.maxY
                var square: CACornerMask = []
                switch container.alignment {
                case .bottom:
                    if bottom {
                        square.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
                    }
                case .top:
                    if top {
                        square.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
                    }
                case .leading, .trailing:
                    let isRightToLeft = presentedView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    let restsOnRight = isRightToLeft == (container.alignment == .leading)
                    if restsOnRight ? right : left {
                        square.formUnion(restsOnRight
                            ? [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
                            : [.layerMinXMinYCorner, .layerMinXMaxYCorner])
                    }
                case .center:
                    break
                }
                if top && left {
                    square.insert(.layerMinXMinYCorner)
                }
                if top && right {
                    square.insert(.layerMaxXMinYCorner)
                }
                if bottom && left {
                    square.insert(.layerMinXMaxYCorner)
                }
                if bottom && right {
                    square.insert(.layerMaxXMaxYCorner)
                }
                let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                presentedView.layer.cornerRadius = container.cornerRadius
                presentedView.layer.cornerCurve = container.cornerCurve
                presentedView.layer.maskedCorners = all.subtracting(square)
                presentedView.clipsToBounds = true
            }

            @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
                _ = dismissFromOutside()
            }

            /// Dismisses once: only while the presented controller is on screen and neither arriving nor leaving, so a
            /// second tap during the dismissal starts nothing.
            private func dismissFromOutside() -> Bool {
                guard presentingViewController.presentedViewController === presentedViewController,
                      !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else {
                    return false
                }
                presentedViewController.dismiss(animated: true)
                return true
            }
        }
        """
}
