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

            /// A view goes behind the presented one to dim the screen or to catch a tap outside it.
            var hasBackgroundView: Bool { dimming > 0 || dismissOnTapOutside }

            var fits: Bool {
                if case .fit = width { return true }
                if case .fit = height { return true }
                return false
            }
        }

        /// Shows a presented view in part of the container as its `ChoreoContainer` says, over a blur and a dimming view
        /// that come and go with the transition, and dismisses on a tap outside or VoiceOver's escape gesture.
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

            /// The container's size and alignment in the room it leaves: the bounds, less on each inset side the safe area
            /// and the inset. Leading and trailing (of the insets and the alignment) follow the container's layout direction.
            override var frameOfPresentedViewInContainerView: CGRect {
                guard let containerView else {
                    return super.frameOfPresentedViewInContainerView
                }
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
                    height: Self.length(container.height, room: room.height, content: content.height)
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

            /// A presentation that did not complete leaves nothing behind.
            override func presentationTransitionDidEnd(_ completed: Bool) {
                super.presentationTransitionDidEnd(completed)
                if !completed {
                    dimmingView?.removeFromSuperview()
                    dimmingView = nil
                    blurView?.removeFromSuperview()
                    blurView = nil
                }
            }

            /// Fades the dimming view out and the blur away alongside the dismissal; when an interactive dismissal is
            /// cancelled the screen behind stays dimmed and blurred, as it was.
            override func dismissalTransitionWillBegin() {
                super.dismissalTransitionWillBegin()
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

            override func dismissalTransitionDidEnd(_ completed: Bool) {
                super.dismissalTransitionDidEnd(completed)
                if completed {
                    dimmingView?.removeFromSuperview()
                    dimmingView = nil
                    blurView?.removeFromSuperview()
                    blurView = nil
                }
            }

            /// Follows the container's size (rotation, multitasking): the dimming view covers it and the presented view
            /// takes its frame again. A transformed view is in an animator's hands, which puts it at its final frame
            /// itself (a frame is not to be set on a transformed view).
            override func containerViewWillLayoutSubviews() {
                super.containerViewWillLayoutSubviews()
                guard let containerView else {
                    return
                }
                dimmingView?.frame = containerView.bounds
                blurView?.frame = containerView.bounds
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
