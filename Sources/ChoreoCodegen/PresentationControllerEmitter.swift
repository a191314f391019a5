import ChoreoSpec

/// Emits `<Name>PresentationController`, the `UIPresentationController` of a spec with
/// `presentation: container:`: where the presented view sits in the container, the dimming view
/// behind it, dismissal by a tap outside or VoiceOver's escape gesture, and the corners it rounds.
///
/// The animators need nothing of it: they put the incoming view at `finalFrame(for:)`, which UIKit
/// takes from `frameOfPresentedViewInContainerView` (Docs/UIKitFacts.md §10), and an offset of 1
/// is the distance that takes the view from that frame just out of the container on that side
/// (`ChoreoViewState.travel(of:in:)`), so a partial view slides off screen as a full one does, with
/// none of its motion spent out of sight.
struct PresentationControllerEmitter {
    let plan: GenerationPlan
    let container: Container

    var names: GeneratedNames { plan.names }
    var access: String { plan.accessPrefix }
    var rounds: Bool { container.cornerRadius > 0 }

    func emit(into p: inout CodePrinter) {
        p.doc("""
            Shows \(names.transitionName)'s presented view in \(placement) of the container\(container.dimming > 0 ? ", over the screen dimmed to \(SwiftLiteral.approximate(container.dimming))" : "").

            UIKit asks `\(names.transitioningDelegate)` for it because the style is `.custom`; the animators then move
            the presented view to `frameOfPresentedViewInContainerView` through `finalFrame(for:)`. It keeps the view
            there when the container's size changes (rotation, multitasking)\(container.fits ? " and when the presented controller's `preferredContentSize` does" : ""), and leaves the presenting view in the window.
            """)
        p.line("@MainActor")
        p.block("\(access)final class \(names.presentationController): UIPresentationController {") { p in
            if container.dismissOnTapOutside {
                emitDimmingViewClass(into: &p)
                p.line()
            }
            if container.hasBackgroundView {
                if !container.dismissOnTapOutside {
                    p.doc("The view behind the presented one, which dims the screen; it takes no part in accessibility.")
                }
                p.line("private var dimmingView: \(dimmingType)?")
                p.line()
            }
            p.doc("The presenting view stays in the window, under the dimming view and the presented one.")
            p.lines("""
                \(access)override var shouldRemovePresentersView: Bool {
                    false
                }

                """)
            emitFrame(into: &p)
            p.line()
            if container.hasBackgroundView || rounds {
                emitTransitionHooks(into: &p)
                p.line()
            }
            emitLayout(into: &p)
            if container.fits {
                p.line()
                p.doc("A fitted size follows the presented controller's `preferredContentSize`: UIKit reports its changes here.")
                p.lines("""
                    \(access)override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                        super.preferredContentSizeDidChange(forChildContentContainer: container)
                        if container === presentedViewController {
                            containerView?.setNeedsLayout()
                        }
                    }
                    """)
            }
            if rounds {
                p.line()
                emitCorners(into: &p)
            }
            if container.dismissOnTapOutside {
                p.line()
                emitDismissal(into: &p)
            }
        }
    }

    private var placement: String {
        switch container.alignment {
        case .bottom: return "the bottom"
        case .top: return "the top"
        case .center: return "the middle"
        case .leading: return "the leading side"
        case .trailing: return "the trailing side"
        }
    }

    // MARK: - Frame

    private func emitFrame(into p: inout CodePrinter) {
        p.doc("""
            \(sizeSentence), \(alignmentSentence), \(roomSentence). The animators put the presented view here through
            `finalFrame(for:)`.
            """)
        p.block("\(access)override var frameOfPresentedViewInContainerView: CGRect {") { p in
            p.lines("""
                guard let containerView else {
                    return super.frameOfPresentedViewInContainerView
                }
                """)
            if container.insets > 0 {
                let inset = SwiftLiteral.number(container.insets)
                p.lines("""
                    let safeArea = containerView.safeAreaInsets
                    let room = containerView.bounds.inset(by: UIEdgeInsets(
                        top: safeArea.top + \(inset),
                        left: safeArea.left + \(inset),
                        bottom: safeArea.bottom + \(inset),
                        right: safeArea.right + \(inset)
                    ))
                    """)
            } else {
                p.line("let room = containerView.bounds")
            }
            if container.fits {
                p.lines("""
                    let preferred = presentedViewController.preferredContentSize
                    let fitting = presentedViewController.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    let content = CGSize(
                        width: preferred.width > 0 ? preferred.width : fitting.width,
                        height: preferred.height > 0 ? preferred.height : fitting.height
                    )
                    """)
            }
            p.lines("""
                let size = CGSize(
                    width: \(length(container.width, dimension: "width")),
                    height: \(length(container.height, dimension: "height"))
                )
                """)
            let (x, y) = origin
            if x.contains("isRightToLeft") {
                p.line("let isRightToLeft = containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft")
            }
            p.lines("""
                return CGRect(
                    x: \(x),
                    y: \(y),
                    width: size.width,
                    height: size.height
                )
                """)
        }
    }

    private func length(_ length: Container.Length, dimension: String) -> String {
        switch length {
        case .fraction(let fraction) where fraction == 1: return "room.\(dimension)"
        case .fraction(let fraction): return "room.\(dimension) * \(SwiftLiteral.number(fraction))"
        case .points(let points): return "min(\(SwiftLiteral.number(points)), room.\(dimension))"
        case .fit: return "min(content.\(dimension), room.\(dimension))"
        }
    }

    private var origin: (x: String, y: String) {
        let centreX = "room.midX - size.width / 2", centreY = "room.midY - size.height / 2"
        switch container.alignment {
        case .bottom: return (centreX, "room.maxY - size.height")
        case .top: return (centreX, "room.minY")
        case .center: return (centreX, centreY)
        case .leading: return ("isRightToLeft ? room.maxX - size.width : room.minX", centreY)
        case .trailing: return ("isRightToLeft ? room.minX : room.maxX - size.width", centreY)
        }
    }

    private var sizeSentence: String {
        func describe(_ length: Container.Length, _ dimension: String) -> String {
            switch length {
            case .fraction(let fraction) where fraction == 1: return "the whole \(dimension)"
            case .fraction(let fraction): return "\(SwiftLiteral.approximate(fraction)) of the \(dimension)"
            case .points(let points): return "\(SwiftLiteral.number(points)) points of \(dimension)"
            case .fit: return "the fitted \(dimension)"
            }
        }
        let text = describe(container.width, "width") + " and " + describe(container.height, "height")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private var alignmentSentence: String {
        switch container.alignment {
        case .bottom: return "along the bottom edge"
        case .top: return "along the top edge"
        case .center: return "centred"
        case .leading: return "along the leading edge (the right one under right-to-left languages)"
        case .trailing: return "along the trailing edge (the left one under right-to-left languages)"
        }
    }

    private var roomSentence: String {
        container.insets > 0
            ? "\(SwiftLiteral.number(container.insets)) points inside the safe area"
            : "out to the container's edges (the presented controller's safe area keeps its content clear)"
    }

    // MARK: - Layout

    private func emitLayout(into p: inout CodePrinter) {
        p.doc("""
            Follows the container's size (rotation, multitasking): the dimming view covers it and the presented view
            takes its frame again. A transformed view is in an animator's hands, which puts it at its final frame itself
            (a frame is not to be set on a transformed view, Docs/UIKitFacts.md §16).
            """)
        p.block("\(access)override func containerViewWillLayoutSubviews() {") { p in
            p.line("super.containerViewWillLayoutSubviews()")
            if container.hasBackgroundView || rounds {
                p.lines("""
                    guard let containerView else {
                        return
                    }
                    """)
            }
            if container.hasBackgroundView {
                p.line("dimmingView?.frame = containerView.bounds")
            }
            p.lines("""
                guard let presentedView, presentedView.transform.isIdentity else {
                    return
                }
                presentedView.frame = frameOfPresentedViewInContainerView
                """)
            if rounds {
                p.line("roundCorners(of: presentedView, at: presentedView.frame, in: containerView.bounds)")
            }
        }
    }

    private func emitCorners(into p: inout CodePrinter) {
        p.doc("""
            Rounds the corners that do not sit against the container: not those along the edge the view rests on, nor
            any in a corner of the container.
            """)
        p.block("private func roundCorners(of presentedView: UIView, at frame: CGRect, in bounds: CGRect) {") { p in
            p.lines("""
                let left = frame.minX <= bounds.minX
                let right = frame.maxX >= bounds.maxX
                let top = frame.minY <= bounds.minY
                let bottom = frame.maxY >= bounds.maxY
                var square: CACornerMask = []
                """)
            switch container.alignment {
            case .bottom:
                p.lines("""
                    if bottom {
                        square.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
                    }
                    """)
            case .top:
                p.lines("""
                    if top {
                        square.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
                    }
                    """)
            case .leading, .trailing:
                let rightWhenRTL = container.alignment == .leading
                p.lines("""
                    let restsOnRight = (presentedView.effectiveUserInterfaceLayoutDirection == .rightToLeft) == \(rightWhenRTL)
                    if restsOnRight ? right : left {
                        square.formUnion(restsOnRight
                            ? [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
                            : [.layerMinXMinYCorner, .layerMinXMaxYCorner])
                    }
                    """)
            case .center:
                break
            }
            p.lines("""
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
                presentedView.layer.cornerRadius = \(SwiftLiteral.number(container.cornerRadius))
                presentedView.layer.maskedCorners = all.subtracting(square)
                presentedView.clipsToBounds = true
                """)
        }
    }
}
