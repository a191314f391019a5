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

            var width = Length.fraction(1)
            var height = Length.fraction(1)
            var alignment = Alignment.bottom
            /// Points inside the safe area; 0 is out to the container's edges (the presented controller's safe area
            /// keeps its content clear).
            var insets: CGFloat = 0
            /// 0 leaves the presented view's corners as they are.
            var cornerRadius: CGFloat = 0
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
        class ChoreoPresentationController: UIPresentationController {
            /// The view behind the presented one when a tap on it, activating it or VoiceOver's escape gesture dismisses.
            /// To VoiceOver it is an element labelled "Dismiss" that closes the presentation.
            private final class DimmingView: UIView {
                var dismiss: () -> Bool = { false }

                override func accessibilityActivate() -> Bool {
                    runDismiss()
                }

                override func accessibilityPerformEscape() -> Bool {
                    runDismiss()
                }

                /// VoiceOver calls the accessibility actions on the main thread, though UIKit does not declare them
                /// main-actor isolated (Swift 5.9 has `assumeIsolated` only from iOS 17).
                private nonisolated func runDismiss() -> Bool {
                    #if compiler(>=5.10)
                    MainActor.assumeIsolated {
                        dismiss()
                    }
                    #else
                    dismiss()
                    #endif
                }
            }

            let container: ChoreoContainer

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

            /// The container's size and alignment in the room it leaves: the bounds, or with insets the bounds less the
            /// safe area and the insets. Leading and trailing follow the container's layout direction.
            override var frameOfPresentedViewInContainerView: CGRect {
                guard let containerView else {
                    return super.frameOfPresentedViewInContainerView
                }
                var room = containerView.bounds
                if container.insets > 0 {
                    let safeArea = containerView.safeAreaInsets
                    room = room.inset(by: UIEdgeInsets(
                        top: safeArea.top + container.insets,
                        left: safeArea.left + container.insets,
                        bottom: safeArea.bottom + container.insets,
                        right: safeArea.right + container.insets
                    ))
                }
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
                    height: Self.length(container.height, room: room.height, content: content.height)
                )
                let isRightToLeft = containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft
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
                addBlur(in: containerView)
                guard container.hasBackgroundView else {
                    return
                }
                let dimmingView: UIView
                if container.dismissOnTapOutside {
                    let dismissing = DimmingView(frame: containerView.bounds)
                    dismissing.isAccessibilityElement = true
                    dismissing.accessibilityLabel = "Dismiss"
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
            /// status bar with the presenting controller.
            override func presentationTransitionDidEnd(_ completed: Bool) {
                super.presentationTransitionDidEnd(completed)
                if !completed {
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

            /// A dismissal that completed leaves nothing behind, and the presenting view exactly as it was.
            override func dismissalTransitionDidEnd(_ completed: Bool) {
                super.dismissalTransitionDidEnd(completed)
                if completed {
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
                blurView?.frame = containerView.bounds
                if let behindMover, !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed {
                    let isRightToLeft = behindMover.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    behindMover.moveToEnd(in: containerView.bounds, isRightToLeft: isRightToLeft)
                }
                guard let presentedView, presentedView.transform.isIdentity else {
                    return
                }
                presentedView.frame = frameOfPresentedViewInContainerView
                if container.cornerRadius > 0 {
                    roundCorners(of: presentedView, at: presentedView.frame, in: containerView.bounds)
                }
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
