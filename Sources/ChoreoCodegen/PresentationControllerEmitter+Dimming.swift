import ChoreoSpec

/// The dimming view of `<Name>PresentationController`: fading it with the transition through the
/// coordinator, putting it back when an interactive dismissal is cancelled, and the dismissal by a
/// tap on it or by VoiceOver.
extension PresentationControllerEmitter {
    /// A view of its own only when it dismisses: a dimming view that does nothing else is a plain `UIView`.
    var dimmingType: String { container.dismissOnTapOutside ? "DimmingView" : "UIView" }

    func emitDimmingViewClass(into p: inout CodePrinter) {
        p.doc("""
            The view behind the presented one: it dims the screen, and a tap on it, activating it or VoiceOver's escape
            gesture dismisses. To VoiceOver it is an element labelled "Dismiss" that closes the presentation.
            """)
        p.block("private final class DimmingView: UIView {") { p in
            // UIKit declares the accessibility actions on NSObject without main-actor isolation (iOS 17 SDK), but
            // calls them on the main thread; Swift 5.9 has `assumeIsolated` only from iOS 17 (as in the player).
            p.lines("""
                var dismiss: () -> Bool = { false }

                override func accessibilityActivate() -> Bool {
                    runDismiss()
                }

                override func accessibilityPerformEscape() -> Bool {
                    runDismiss()
                }

                /// VoiceOver calls the accessibility actions on the main thread, though UIKit does not declare them
                /// main-actor isolated.
                private nonisolated func runDismiss() -> Bool {
                    #if compiler(>=5.10)
                    MainActor.assumeIsolated {
                        dismiss()
                    }
                    #else
                    dismiss()
                    #endif
                }
                """)
        }
    }

    // MARK: - Transitions

    /// Only for a container with a dimming view or rounded corners: the others need nothing of these hooks.
    func emitTransitionHooks(into p: inout CodePrinter) {
        guard container.hasBackgroundView else {
            p.doc("Rounds the presented view's corners for the frame it is about to take.")
            p.block("\(access)override func presentationTransitionWillBegin() {") { p in
                p.lines("""
                    super.presentationTransitionWillBegin()
                    if let containerView, let presentedView {
                        roundCorners(of: presentedView, at: frameOfPresentedViewInContainerView, in: containerView.bounds)
                    }
                    """)
            }
            return
        }
        let tint = SwiftLiteral.number(container.dimming)
        p.doc("""
            Puts the dimming view behind the presented one and fades it in alongside the presentation, through the
            transition coordinator, so that an interactive presentation scrubs it with the rest.
            """)
        p.block("\(access)override func presentationTransitionWillBegin() {") { p in
            p.lines("""
                super.presentationTransitionWillBegin()
                guard let containerView else {
                    return
                }
                let dimmingView = \(dimmingType)(frame: containerView.bounds)
                dimmingView.backgroundColor = UIColor(white: 0, alpha: \(tint))
                dimmingView.alpha = 0
                """)
            if container.dismissOnTapOutside {
                p.lines("""
                    dimmingView.isAccessibilityElement = true
                    dimmingView.accessibilityLabel = "Dismiss"
                    dimmingView.dismiss = { [weak self] in
                        self?.dismissFromOutside() ?? false
                    }
                    dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
                    """)
            }
            p.lines("""
                containerView.insertSubview(dimmingView, at: 0)
                self.dimmingView = dimmingView
                """)
            if rounds {
                p.lines("""
                    if let presentedView {
                        roundCorners(of: presentedView, at: frameOfPresentedViewInContainerView, in: containerView.bounds)
                    }
                    """)
            }
            p.lines("""
                if let coordinator = presentedViewController.transitionCoordinator {
                    coordinator.animate(alongsideTransition: { _ in
                        dimmingView.alpha = 1
                    })
                } else {
                    dimmingView.alpha = 1
                }
                """)
        }
        p.line()
        p.doc("A presentation that did not complete leaves nothing behind.")
        p.lines("""
            \(access)override func presentationTransitionDidEnd(_ completed: Bool) {
                super.presentationTransitionDidEnd(completed)
                if !completed {
                    dimmingView?.removeFromSuperview()
                    dimmingView = nil
                }
            }

            """)
        p.doc("""
            Fades the dimming view out alongside the dismissal; when an interactive dismissal is cancelled the screen
            behind stays dimmed, as it was.
            """)
        p.lines("""
            \(access)override func dismissalTransitionWillBegin() {
                super.dismissalTransitionWillBegin()
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

            \(access)override func dismissalTransitionDidEnd(_ completed: Bool) {
                super.dismissalTransitionDidEnd(completed)
                if completed {
                    dimmingView?.removeFromSuperview()
                    dimmingView = nil
                }
            }
            """)
    }

    // MARK: - Dismissal

    func emitDismissal(into p: inout CodePrinter) {
        p.lines("""
            @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
                _ = dismissFromOutside()
            }

            """)
        p.doc("""
            Dismisses once: only while the presented controller is on screen and neither arriving nor leaving, so a
            second tap during the dismissal starts nothing.
            """)
        p.lines("""
            private func dismissFromOutside() -> Bool {
                guard presentingViewController.presentedViewController === presentedViewController,
                      !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else {
                    return false
                }
                presentedViewController.dismiss(animated: true)
                return true
            }
            """)
    }
}
