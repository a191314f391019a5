@testable import ChoreoCodegen
@testable import ChoreoPreview
import ChoreoSpec
import Foundation
import XCTest

/// One source of truth, tested: the frames `choreo preview` shows are what the generated code makes
/// UIKit show at the same moments.
///
/// Generated transitions run in the simulated UIKit; at chosen times of each phase the driver asks the
/// model for the presentation state (`UIViewPropertyAnimator.simulationApplyPresentation()`, the model's
/// own timing: Bézier by bisection, springs by numerical integration, delay factors as UIKit's header
/// defines them) and prints each view's transform, alpha, corner radius and dimming overlay. The test
/// compares them with `FrameSampler` for the same spec, window size, layout direction and Reduce Motion.
///
/// Containers (`presentation: container:`) are compared too: the presented view's frame (centre and
/// bounds), its rounded corners (`maskedCorners`), the dimming view's alpha and how much of a blur
/// shows (the gallery's BlurredCard), with the window given
/// the preview's mock safe area and the presented controller its mock `preferredContentSize`: the
/// gallery's BottomSheet, CenterCard and SideMenu, and an extra spec for a trailing panel of fixed
/// width inside inset safe-area margins, with a delay.
///
/// A container's `behind` is compared too: the presenting screen, which the presentation controller moves behind the
/// presented view alongside the transition (the gallery's DeckCard and PushAsideMenu), in every variant.
///
/// Keyframes and windows are compared at the same seven fractions: the gallery's TwoStageFlip and
/// CardStack, StaggeredList's staggered elements, and KeyedRise, whose keyframes move, scale, fade,
/// round and shadow two views inside windows after a phase delay, on a curve.
///
/// Tab bars are compared as well, switching to the second tab and back (the gallery's TabSlide and a
/// spring-driven slide with a dimmed, layout-relative parallax).
///
/// Layout direction: every spec runs left to right and right to left; LeadingHingePeek has offsets and
/// hinges that follow it (`{ trailing: 0.2 }`, `anchor: leading`, `bottomTrailing`), so the mirrored
/// offsets and anchor points (the view's centre is its layer's position) are compared too.
///
/// Shared elements are compared as well: for a spec with `shared:` the two screens are controllers that
/// adopt its `<Name>SharedViews` with element views at the preview's mock frames (a row in the list, the
/// header and lines of text in the detail, laid out from the detail's bounds at its final frame), and each
/// snapshot in the container (frame, alpha, corner radius, back to front) is compared with the preview's.
///
/// Shadows are compared too: the model's display link sets them from the probe's presentation, as the
/// generated code does on a device, and they must be what the sampler interpolates.
///
/// Views that turn in 3D or move in depth are compared by where their four corners land on the
/// screen, perspective included: the model takes 3D transforms apart and turns the rotation as Core
/// Animation does, the preview interpolates each angle, and for a turn about one axis the two agree.
///
/// A sliced view's pieces (`slice:`) are compared one by one, bottom to top, as the screens are (by their corners
/// when they turn in 3D), the real view, hidden behind them, not at all.
///
/// Masks (`mask:`) are compared by their mask view's frame and corner radius in the masked view's coordinates,
/// with the screen that has the source view showing it at the preview's mock frame (`MaskReveal.mockSource`).
///
/// Left out, and why: UIKit's `dampingRatio:` spring (Apple does not document its physical spring, so
/// the model cannot play it independently), turns about z (the model blends a flat transform's
/// numbers) and states that turn about x and y at once (a quaternion's path is not two angles').
final class PreviewAgreementTests: XCTestCase {
    static let window = (width: 400.0, height: 800.0)
    static let device = PreviewDevice(width: window.width, height: window.height, safeArea: PreviewDevice.phone.safeArea,
                                      preferredContentSize: PreviewDevice.phone.preferredContentSize)
    static let fractions = [0.1, 0.25, 0.4, 0.5, 0.65, 0.8, 0.95]

    static let extraSpecs = [
        """
        transition: ShadowSheet
        kind: modal
        presentation:
          style: fullScreen
        present:
          effect: cover
          direction: fromBottom
          spring: { response: 0.4, dampingRatio: 0.7 }
          to:
            end: { shadow: { opacity: 0.35, radius: 16, offset: [0, -4], color: "#203040" } }
          from:
            end: { dim: 0.3, shadow: { opacity: 0.2, radius: 4 } }
        dismiss: reverse
        """,
        """
        transition: DelayedCover
        kind: modal
        presentation:
          style: fullScreen
        present:
          effect: cover
          direction: fromBottom
          duration: 0.4
          delay: 0.05
          curve: [0.3, 0.1, 0.2, 1]
          to:
            delay: 0.1
            start: { cornerRadius: 30, scale: [0.9, 0.9] }
          from:
            end: { dim: 0.4, offset: [0, -0.2] }
        dismiss: reverse
        """,
        """
        transition: PhysicalPush
        kind: navigation
        push:
          effect: push
          direction: fromTrailing
          spring: { mass: 1, stiffness: 170, damping: 20, velocity: 1.5 }
          from:
            end: { dim: 0.2, alpha: 0.8 }
        pop: reverse
        """,
        """
        transition: FlyingRows
        kind: navigation
        shared:
          - id: hero
            cornerRadius: [8, 20]
          - id: caption
        push:
          effect: fade
          duration: 0.4
          delay: 0.1
          curve: easeInOut
        pop: reverse
        """,
        """
        transition: InsetPanel
        kind: modal
        presentation:
          style: custom
          container:
            width: { points: 280 }
            height: 0.6
            alignment: trailing
            insets: 12
            cornerRadius: 10
            dimming: 0.25
        present:
          effect: slide
          direction: fromTrailing
          duration: 0.3
          delay: 0.05
          curve: [0.3, 0.1, 0.2, 1]
        dismiss: reverse
        """,
        """
        transition: KeyedRise
        kind: modal
        presentation:
          style: fullScreen
        present:
          duration: 0.5
          delay: 0.05
          curve: easeOut
          to:
            start: { offset: { trailing: 0.3, down: 1 }, shadow: { opacity: 0.4, radius: 12 } }
            during: [0.1, 1]
            keyframes:
              - { at: 0.45, offset: [0, -0.06], scale: 1.04 }
              - { at: 0.8, offset: [0, 0.02], shadow: { opacity: 0.1, radius: 4 } }
          from:
            keyframes:
              - { at: 0.3, alpha: 0.9, cornerRadius: 20 }
            end: { scale: 0.9, alpha: 0.5, cornerRadius: 20, dim: 0.2 }
            during: [0, 0.7]
        dismiss: reverse
        """,
        """
        transition: LeadingHingePeek
        kind: modal
        presentation:
          style: fullScreen
        present:
          effect: fade
          duration: 0.4
          curve: easeOut
          to:
            start: { scale: 0.6, anchor: leading, offset: { trailing: 0.2, down: 0.05 } }
          from:
            end: { offset: { leading: 0.3 }, scale: 0.9, anchor: bottomTrailing }
        dismiss: reverse
        """,
        """
        transition: TabSpringSlide
        kind: tabBar
        next:
          effect: slide
          direction: fromTrailing
          spring: { response: 0.35, dampingRatio: 0.9 }
          from:
            end: { dim: 0.2, offset: { leading: 0.25 } }
        previous: reverse
        """,
        """
        transition: TileReveal
        kind: modal
        presentation:
          style: fullScreen
        source: { id: tile }
        present:
          duration: 0.4
          curve: easeOut
          to:
            start: { scale: 0.8 }
            mask: { shape: roundedRect, from: source }
        dismiss: reverse
        preview:
          frames:
            - { id: tile, from: [40, 200, 150, 120] }
        """,
        """
        transition: CapsuleHide
        kind: navigation
        push:
          effect: fade
          duration: 0.35
          curve: easeIn
          order: fromAbove
          from:
            mask: { shape: capsule, from: [0.25, 0.75] }
        pop: reverse
        """,
        """
        transition: CardOpen
        kind: modal
        presentation:
          style: fullScreen
        source: { id: card }
        present:
          duration: 0.4
          curve: easeOut
          to:
            zoom: { from: source, aspect: fill }
            mask: { shape: roundedRect, from: source }
          from:
            end: { dim: 0.2 }
        dismiss: reverse
        preview:
          frames:
            - { id: card, from: [16, 300, 358, 88] }
        """,
        """
        transition: ThumbStretch
        kind: navigation
        source: { id: thumb }
        push:
          duration: 0.35
          curve: easeInOut
          to:
            start: { alpha: 0 }
            zoom: { from: source, aspect: stretch }
        pop: reverse
        preview:
          frames:
            - { id: thumb, from: [300, 100, 60, 120] }
        """,
        """
        transition: RowSplit
        kind: modal
        presentation:
          style: fullScreen
        source: { id: row }
        present:
          duration: 0.4
          curve: easeOut
          order: fromAbove
          from:
            slice: { split: horizontal, at: source }
            end: { offset: [0, 1], scale: 0.9 }
        dismiss: reverse
        preview:
          frames:
            - { id: row, from: [0, 300, 390, 60] }
        """,
        """
        transition: Explode
        kind: navigation
        push:
          duration: 0.35
          curve: easeIn
          stagger: 0.02
          order: fromAbove
          from:
            slice: { tiles: [3, 4] }
            end: { offset: { trailing: 0.4, down: 0.6 }, alpha: 0, scale: 0.5 }
        pop: reverse
        """,
        """
        transition: EdgeInsetSheet
        kind: modal
        presentation:
          style: custom
          container:
            height: 0.5
            insets: { top: 44, leading: 20 }
            cornerRadius: 14
            cornerCurve: circular
            dimming: 0.3
        present:
          effect: slide
          direction: fromBottom
          duration: 0.3
          curve: easeOut
        dismiss: reverse
        """,
    ]

    func transitions() throws -> [Transition] {
        var transitions = try Gallery.transitions().filter(Self.modelReplaysIndependently)
        for text in Self.extraSpecs {
            let result = SpecPipeline.load(bytes: Array(text.utf8), file: "agreement.transition.yaml")
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
            transitions += result.transitions
        }
        return transitions
    }

    /// False for what is left out (see above): a UIKit damping-ratio spring in any phase, or a rotation.
    static func modelReplaysIndependently(_ transition: Transition) -> Bool {
        // A native sheet is UIKit's to animate: the model plays no sheet animation to compare the drawing with.
        guard transition.nativeSheet == nil else { return false }
        return transition.phases.allSatisfy { phase in
            if case .spring(let spring) = phase.timing, case .uikit = spring.form { return false }
            let states = phase.incoming.states + phase.outgoing.states
            return states.allSatisfy { state in
                state.rotation == 0 && !(state.sets(.rotationX) && state.sets(.rotationY))
            }
        }
    }

    /// The scenario of `transition` under `variant`: each phase, sampled at `fractions` of its duration.
    func scenario(_ transition: Transition, _ variant: PreviewVariant, label: String) -> String {
        let times = { (phase: Phase) -> String in
            let duration = FrameSampler(transition: transition, phase: phase, variant: variant).duration
            return "[" + Self.fractions.map { "\($0 * duration)" }.joined(separator: ", ") + "]"
        }
        let setUp = """
                UIKitSimulation.isReduceMotionEnabled = \(variant.reducesMotion)
                UIKitSimulation.applicationLayoutDirection = \(variant.isRightToLeft ? ".rightToLeft" : ".leftToRight")
            """
        let name = transition.name
        guard let backward = transition.backward else { return "" }
        if transition.kind == .navigation {
            return """
                do {
                    let window = makeWindow()
                    let first = \(screen(transition, "First", isDetail: false))
                    let second = \(screen(transition, "Second", isDetail: true))
                    let navigation = UINavigationController(rootViewController: first)
                    window.rootViewController = navigation
                    navigation.install\(name)()
                    quietly()
                \(setUp)
                    section("\(name) \(transition.forward.role.rawValue) \(label)")
                    UIViewPropertyAnimator.lastStarted = nil
                    navigation.pushViewController(second, animated: true)
                    sample(\(times(transition.forward)), to: second.view, from: first.view)
                    settle()
                \(setUp)
                    section("\(name) \(backward.role.rawValue) \(label)")
                    UIViewPropertyAnimator.lastStarted = nil
                    navigation.popViewController(animated: true)
                    sample(\(times(backward)), to: first.view, from: second.view)
                    settle()
                }

                """
        }
        if transition.kind == .tabBar {
            return """
                do {
                    let window = makeWindow()
                    let first = \(screen(transition, "First", isDetail: false))
                    let second = \(screen(transition, "Second", isDetail: true))
                    let tabs = UITabBarController()
                    tabs.viewControllers = [first, second]
                    window.rootViewController = tabs
                    tabs.install\(name)()
                    quietly()
                \(setUp)
                    section("\(name) \(transition.forward.role.rawValue) \(label)")
                    UIViewPropertyAnimator.lastStarted = nil
                    tabs.selectedIndex = 1
                    sample(\(times(transition.forward)), to: second.view, from: first.view)
                    settle()
                \(setUp)
                    section("\(name) \(backward.role.rawValue) \(label)")
                    UIViewPropertyAnimator.lastStarted = nil
                    tabs.selectedIndex = 0
                    sample(\(times(backward)), to: first.view, from: second.view)
                    settle()
                }

                """
        }
        return """
            do {
                let window = makeWindow()
                window.simulationSafeAreaInsets = UIEdgeInsets(top: \(Self.device.safeArea.top), left: \(Self.device.safeArea.left), bottom: \(Self.device.safeArea.bottom), right: \(Self.device.safeArea.right))
                let root = \(screen(transition, "Root", isDetail: false))
                window.rootViewController = root
                let card = \(screen(transition, "Card", isDetail: true))
                card.preferredContentSize = CGSize(width: \(Self.device.preferredContentSize.width), height: \(Self.device.preferredContentSize.height))
                quietly()
            \(setUp)
                section("\(name) \(transition.forward.role.rawValue) \(label)")
                UIViewPropertyAnimator.lastStarted = nil
                \(BehaviourDriver.forwardCall(transition, presenting: "card"))
                sample(\(times(transition.forward)), to: card.view, from: root.view, presented: card.view)
                settle()
            \(setUp)
                section("\(name) \(backward.role.rawValue) \(label)")
                UIViewPropertyAnimator.lastStarted = nil
                card.dismiss(animated: true)
                sample(\(times(backward)), to: root.view, from: card.view, presented: card.view)
                settle()
            }

            """
    }

    /// A plain controller; for a spec with shared elements one that shows them at the preview's mock frames: the
    /// spec's own (`preview: frames:`) where it gives them, else the defaults; for the forward phase's first screen of a
    /// spec with a source view, one that shows it at the preview's mock frame (`MaskReveal.mockSource`).
    func screen(_ transition: Transition, _ title: String, isDetail: Bool) -> String {
        if !isDetail, let source = MaskReveal.mockSource(of: transition, on: Self.device) {
            let frame = source.frame
            return "sourceScreen(CGRect(x: \(frame.x), y: \(frame.y), width: \(frame.width), height: \(frame.height)), cornerRadius: \(source.cornerRadius))"
        }
        guard !transition.sharedElements.isEmpty else { return "controller(\"\(title)\")" }
        let frames = transition.sharedElements.map { element -> String in
            let mock = transition.spec.previewFrames.first { $0.value.id == element.id }?.value
            guard let rect = isDetail ? mock?.to : mock?.from else { return "nil" }
            return "CGRect(x: \(rect.x), y: \(rect.y), width: \(rect.width), height: \(rect.height))"
        }
        return "elementScreen(isDetail: \(isDetail), frames: [\(frames.joined(separator: ", "))])"
    }

    /// `SourceScreen`'s adoption of each spec's `<Name>SourceView`, returning its one view under the spec's id.
    static func sourceViews(_ transitions: [Transition]) -> String {
        transitions.compactMap { transition in
            transition.source.map { "extension SourceScreen: \(transition.name)SourceView { var \($0.id)View: UIView? { source } }\n" }
        }.joined()
    }

    static let sourceScreen = """

        /// A screen showing the source view (the tapped button or cell) at the preview's mock frame.
        final class SourceScreen: UIViewController {
            let source = UIView(frame: .zero)
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                // Not the dimming overlay, which `state` reads as the view's last other subview.
                source.accessibilityIdentifier = "element"
                view.addSubview(source)
            }
        }

        @MainActor func sourceScreen(_ frame: CGRect, cornerRadius: CGFloat) -> SourceScreen {
            let screen = SourceScreen()
            screen.source.frame = frame
            screen.source.layer.cornerRadius = cornerRadius
            return screen
        }

        """

    /// The element views' ids as `ElementScreen` properties, and its adoption of each spec's `<Name>SharedViews`.
    static func sharedViews(_ transitions: [Transition]) -> String {
        var indices: [String: Int] = [:]
        var text = ""
        for transition in transitions where !transition.sharedElements.isEmpty {
            for (index, element) in transition.sharedElements.enumerated() {
                precondition(indices[element.id, default: index] == index, "\(element.id) at two indices")
                indices[element.id] = index
            }
            text += "extension ElementScreen: \(transition.name)SharedViews {}\n"
        }
        for (id, index) in indices.sorted(by: { $0.key < $1.key }) {
            text += "extension ElementScreen { var \(id)View: UIView? { element(\(index)) } }\n"
        }
        return text
    }

    static let elementScreen = """

        /// A screen showing shared elements at the preview's mock frames: the spec's own, else rows in the list,
        /// the header and lines of text in the detail, laid out from the view's bounds (the detail's final frame).
        final class ElementsView: UIView {
            var isDetail = false
            var elements: [UIView] = []
            /// The spec's own mock frames, by element; nil for the default.
            var frames: [CGRect?] = []
            override func layoutSubviews() {
                let width = bounds.width
                for (index, element) in elements.enumerated() {
                    let i = CGFloat(index)
                    let mock = !isDetail ? CGRect(x: 16, y: 120 + 96 * i, width: width - 32, height: 80)
                        : index == 0 ? CGRect(x: 0, y: 0, width: width, height: 0.75 * width)
                        : CGRect(x: 20, y: 0.75 * width + 20 + 60 * (i - 1), width: width - 40, height: 40)
                    element.frame = frames[index] ?? mock
                }
            }
        }

        final class ElementScreen: UIViewController {
            var isDetail = false
            var frames: [CGRect?] = []
            override func loadView() {
                let screen = ElementsView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                screen.isDetail = isDetail
                screen.frames = frames
                for _ in frames {
                    let element = UIView(frame: .zero)
                    element.accessibilityIdentifier = "element"
                    screen.addSubview(element)
                    screen.elements.append(element)
                }
                screen.layoutSubviews()
                view = screen
            }
            func element(_ index: Int) -> UIView? {
                (view as? ElementsView).flatMap { index < $0.elements.count ? $0.elements[index] : nil }
            }
        }

        @MainActor func elementScreen(isDetail: Bool, frames: [CGRect?]) -> ElementScreen {
            let screen = ElementScreen()
            screen.isDetail = isDetail
            screen.frames = frames
            return screen
        }

        """

    static let sampling = """

        /// Each view at each time: transform a b c d tx ty, alpha, corner radius, the dimming overlay's alpha,
        /// centre, bounds size and masked corners; and a presentation controller's dimming view (the container's
        /// first subview, when it is neither screen).
        @MainActor func sample(_ times: [Double], to: UIView, from: UIView, presented: UIView? = nil) {
            atTimes(times) { index in
                print("to \\(index): \\(state(to))")
                print("from \\(index): \\(state(from))")
                for (role, view) in [("to", to), ("from", from)] where !CATransform3DIsAffine(view.layer.transform) {
                    print("\\(role) corners \\(index): \\(corners(view))")
                }
                for (role, view) in [("to", to), ("from", from)] where view.layer.shadowPath != nil {
                    print("\\(role) shadow \\(index): \\(shadow(view.layer))")
                }
                // A mask view's frame (from its presentation layer's position and bounds) and corner radius.
                for (role, view) in [("to", to), ("from", from)] {
                    guard let layer = view.mask.map({ $0.layer.presentation() ?? $0.layer }) else { continue }
                    let size = layer.bounds.size
                    let numbers = [layer.position.x - size.width / 2, layer.position.y - size.height / 2, size.width, size.height, layer.cornerRadius]
                    print("\\(role) mask \\(index): \\(numbers.map { "\\(Double($0))" }.joined(separator: " "))")
                }
                // A sliced view's pieces, bottom to top: each piece's state, and its corners when it turns in 3D.
                let pieces = (to.superview?.subviews ?? []).filter { $0.simulationName.hasPrefix("resizableSnapshot(") }
                if !pieces.isEmpty {
                    print("pieces \\(index): \\(pieces.count)")
                }
                for (number, piece) in pieces.enumerated() {
                    print("piece \\(index) \\(number): \\(state(piece))")
                    if !CATransform3DIsAffine(piece.layer.transform) {
                        print("piece corners \\(index) \\(number): \\(corners(piece))")
                    }
                }
                let snapshots = (to.superview?.subviews ?? []).filter { $0.simulationName.hasPrefix("snapshot(") }
                if !snapshots.isEmpty {
                    print("shared \\(index): \\(snapshots.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height, $0.alpha, $0.layer.cornerRadius].map { "\\(Double($0))" }.joined(separator: " ") }.joined(separator: " | "))")
                }
                // The first subview with a size that is no blur: a shadow's probe (an empty view) comes before it.
                let behind = presented?.superview?.subviews ?? []
                if let dimming = behind.first(where: { $0.bounds.size != .zero && !($0 is UIVisualEffectView) }), dimming !== to, dimming !== from {
                    print("dimming \\(index): \\(Double(dimming.alpha))")
                }
                if let blur = behind.compactMap({ $0 as? UIVisualEffectView }).first {
                    print("blur \\(index): \\(Double(blur.simulationEffectAmount))")
                }
            }
        }

        /// Where a view's corners land on the screen (top-left, top-right, bottom-right, bottom-left), perspective
        /// included: the layer's transform about its anchor point, at its position.
        @MainActor func corners(_ view: UIView) -> String {
            let layer = view.layer
            let size = layer.bounds.size
            return [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { corner -> String in
                let local = CGPoint(x: (CGFloat(corner.0) - layer.anchorPoint.x) * size.width, y: (CGFloat(corner.1) - layer.anchorPoint.y) * size.height)
                let point = layer.transform.simulationProject(local)
                return "\\(Double(point.x + layer.position.x)) \\(Double(point.y + layer.position.y))"
            }.joined(separator: " ")
        }

        /// A layer's shadow as the generated code's driver set it: opacity, radius, offset, colour.
        @MainActor func shadow(_ layer: CALayer) -> String {
            let color = (layer.shadowColor?.components ?? [0, 0, 0]).prefix(3)
            return ([CGFloat(layer.shadowOpacity), layer.shadowRadius, layer.shadowOffset.width, layer.shadowOffset.height] + color)
                .map { "\\(Double($0))" }.joined(separator: " ")
        }

        @MainActor func state(_ view: UIView) -> String {
            let t = view.transform
            // The motion's dimming overlay is the view's last subview, but for shared elements and a container's grabber
            // (an accessibility element, which the overlay is not).
            let dim = view.subviews.last { $0.accessibilityIdentifier != "element" && !$0.isAccessibilityElement }?.alpha ?? 0
            let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty, view.alpha, view.layer.cornerRadius, dim,
                           view.center.x, view.center.y, view.bounds.width, view.bounds.height]
            return (numbers.map { "\\(Double($0))" } + ["\\(view.layer.maskedCorners.rawValue)"]).joined(separator: " ")
        }

        """

    /// The same numbers from the preview's sampler: the transform the generated code builds from a state.
    static func expected(_ view: SampledView) -> [Double] {
        let radians = view.rotation * .pi / 180
        return [view.scaleX * cos(radians), view.scaleX * sin(radians), -view.scaleY * sin(radians), view.scaleY * cos(radians),
                view.translationX, view.translationY, view.alpha, view.cornerRadius, view.dim,
                view.frame.x + view.anchor.x * view.frame.width, view.frame.y + view.anchor.y * view.frame.height,
                view.frame.width, view.frame.height, Double(view.maskedCorners)]
    }

    func testThePreviewsFramesAreWhatTheGeneratedCodeShowsInTheSimulatedUIKit() throws {
        let transitions = try transitions()
        let variants: [(PreviewVariant, String)] = [(.standard, "ltr"), (.rightToLeft, "rtl"), (.reducedMotion, "reduced")]
        var driver = BehaviourDriver.prelude + Self.sampling + Self.elementScreen + Self.sharedViews(transitions)
            + Self.sourceScreen + Self.sourceViews(transitions)
        for transition in transitions {
            for (variant, label) in variants where !(variant.reducesMotion && transition.reduceMotion == .none) {
                driver += scenario(transition, variant, label: label)
            }
        }
        let options = CodegenOptions(deploymentTarget: DeploymentTarget(major: 17))
        let sources = transitions.map { transition -> (name: String, source: String) in
            (transition.name + ".swift", SwiftEmitter(options: options).emit(transition).contents)
        } + [(name: "ChoreoSupport.swift", source: SwiftEmitter().emitSupport().contents)]
        let run = try BehaviourSimulator.shared.run(sources: sources, driver: driver, timeout: 300)
        XCTAssertEqual(run.status, 0, run.description)
        let sections = run.sections
        var compared = 0, comparedDimming = 0, comparedBlur = 0, comparedSnapshots = 0, comparedShadows = 0, comparedCorners = 0,
            comparedMasks = 0, comparedPieces = 0, comparedBehind = 0
        for transition in transitions {
            for (variant, label) in variants where !(variant.reducesMotion && transition.reduceMotion == .none) {
                for phase in transition.phases {
                    let key = "\(transition.name) \(phase.role.rawValue) \(label)"
                    guard let printed = sections[key] else {
                        XCTFail("no section \(key)")
                        continue
                    }
                    XCTAssertNil(printed["animator"], "\(key): no animator started")
                    let sampler = FrameSampler(transition: transition, phase: phase, variant: variant,
                                               device: Self.device)
                    for (index, fraction) in Self.fractions.enumerated() {
                        let views = sampler.views(atFraction: fraction)
                        let pieces = views.filter(\.isPiece)
                        XCTAssertEqual(printed["pieces \(index)"].flatMap { Int($0) } ?? 0, pieces.count, "\(key): pieces at \(fraction)")
                        for (number, piece) in pieces.enumerated() {
                            guard let line = printed["piece \(index) \(number)"] else { continue }
                            var model = line.split(separator: " ").compactMap { Double($0) }
                            if model.count > 6 { model[6] = min(max(model[6], 0), 1) }
                            var tolerances = [1e-4, 1e-4, 1e-4, 1e-4, 0.05, 0.05, 1e-4, 0.05, 1e-4, 0.05, 0.05, 0.05, 0.05, 0]
                            if piece.perspective != nil {
                                tolerances.replaceSubrange(0..<6, with: Array(repeating: .infinity, count: 6))
                                let corners = (printed["piece corners \(index) \(number)"] ?? "").split(separator: " ").compactMap { Double($0) }
                                let projection = ViewTransform3D(piece)
                                let local = [(0.0, 0.0), (piece.frame.width, 0.0), (piece.frame.width, piece.frame.height), (0.0, piece.frame.height)]
                                let expected = local.flatMap { corner -> [Double] in
                                    let point = projection.homogeneous(x: corner.0, y: corner.1)
                                    return [projection.origin.x + point.x / point.w, projection.origin.y + point.y / point.w]
                                }
                                XCTAssertEqual(corners.count, 8, "\(key) piece \(number): no corners printed for a 3D piece")
                                for (field, (a, b)) in zip(corners, expected).enumerated() where abs(a - b) > 0.5 {
                                    XCTFail("\(key) piece \(number) at \(fraction): corner coordinate \(field) is \(a) in the model, \(b) in the preview")
                                }
                            }
                            XCTAssertEqual(model.count, 14, "\(key) piece \(number): \(line)")
                            for (field, (a, b)) in zip(model, Self.expected(piece)).enumerated() where abs(a - b) > tolerances[field] {
                                XCTFail("\(key) piece \(number) at \(fraction) of the phase: field \(field) is \(a) in the model, \(b) in the preview\n  model   \(model)\n  preview \(Self.expected(piece))")
                            }
                            comparedPieces += 1
                        }
                        for role in [ViewRole.to, .from] {
                            // A sliced view is hidden behind its pieces, compared above.
                            if pieces.contains(where: { $0.role == role }) { continue }
                            guard let line = printed["\(role.rawValue) \(index)"],
                                  let view = views.first(where: { $0.role == role }) else {
                                XCTFail("\(key): no \(role.rawValue) at \(fraction)")
                                continue
                            }
                            var model = line.split(separator: " ").compactMap { Double($0) }
                            // A spring carries alpha and dim past 1 and 0 as numbers; a layer's opacity
                            // is drawn clamped to 0…1, which is what the preview shows.
                            for field in [6, 8] where field < model.count { model[field] = min(max(model[field], 0), 1) }
                            let preview = Self.expected(view)
                            // Points to a twentieth, proportions to a ten-thousandth. A view drawn in 3D is compared by
                            // its corners below instead of the flat transform's numbers.
                            var tolerances = [1e-4, 1e-4, 1e-4, 1e-4, 0.05, 0.05, 1e-4, 0.05, 1e-4, 0.05, 0.05, 0.05, 0.05, 0]
                            let printedCorners = printed["\(role.rawValue) corners \(index)"]
                            if view.perspective != nil {
                                tolerances.replaceSubrange(0..<6, with: Array(repeating: .infinity, count: 6))
                                let model = (printedCorners ?? "").split(separator: " ").compactMap { Double($0) }
                                let projection = ViewTransform3D(view)
                                let local = [(0.0, 0.0), (view.frame.width, 0.0), (view.frame.width, view.frame.height), (0.0, view.frame.height)]
                                let expected = local.flatMap { corner -> [Double] in
                                    let point = projection.homogeneous(x: corner.0, y: corner.1)
                                    return [projection.origin.x + point.x / point.w, projection.origin.y + point.y / point.w]
                                }
                                XCTAssertEqual(model.count, 8, "\(key) \(role.rawValue): no corners printed for a 3D view")
                                // Half a point: Core Animation (and the model) take a matrix apart after dividing it by its
                                // m44, which depth under a perspective makes other than 1, so depth eases a little
                                // differently from the preview's straight line (0.2 pt at most in the gallery).
                                for (field, (a, b)) in zip(model, expected).enumerated() where abs(a - b) > 0.5 {
                                    XCTFail("\(key) \(role.rawValue) at \(fraction): corner coordinate \(field) is \(a) in the model, \(b) in the preview")
                                }
                                comparedCorners += 1
                            } else {
                                XCTAssertNil(printedCorners, "\(key) \(role.rawValue): drawn in 3D by the model only")
                            }
                            XCTAssertEqual(model.count, 14, "\(key) \(role.rawValue): \(line)")
                            for (field, (a, b)) in zip(model, preview).enumerated() where abs(a - b) > tolerances[field] {
                                XCTFail("\(key) \(role.rawValue) at \(fraction) of the phase: field \(field) is \(a) in the model, \(b) in the preview\n  model   \(model)\n  preview \(preview)")
                            }
                            compared += 1
                            // The presenting screen, moved behind the presented view by the presentation controller.
                            if transition.container?.movesBehind == true, role == (phase.role.isForward ? .from : .to),
                               sampler.motion.views.contains(where: { $0.role == role && !$0.motion.isStill }) {
                                comparedBehind += 1
                            }
                            let motion = role == .to ? phase.incoming : phase.outgoing
                            let printedShadow = printed["\(role.rawValue) shadow \(index)"]
                            XCTAssertEqual(printedShadow != nil, motion.start.sets(.shadow) || motion.end.sets(.shadow),
                                           "\(key) \(role.rawValue): a shadow in one of the two only")
                            if let printedShadow {
                                let model = printedShadow.split(separator: " ").compactMap { Double($0) }
                                // The driver keeps what a spring carries past the ends where a layer draws it.
                                let preview = zip(view[.shadow], [0...1, 0...Double.infinity, -.infinity...Double.infinity,
                                                                  -.infinity...Double.infinity, 0...1, 0...1, 0...1])
                                    .map { min(max($0, $1.lowerBound), $1.upperBound) }
                                XCTAssertEqual(model.count, 7, "\(key) \(role.rawValue): \(printedShadow)")
                                for (field, (a, b)) in zip(model, preview).enumerated() where abs(a - b) > 1e-3 {
                                    XCTFail("\(key) \(role.rawValue) at \(fraction): shadow field \(field) is \(a) in the model, \(b) in the preview")
                                }
                                comparedShadows += 1
                            }
                            let printedMask = printed["\(role.rawValue) mask \(index)"]
                            XCTAssertEqual(printedMask != nil, view.clip != nil, "\(key) \(role.rawValue) at \(fraction): a mask in one of the two only")
                            if let printedMask, let clip = view.clip {
                                let model = printedMask.split(separator: " ").compactMap { Double($0) }
                                let preview = [clip.frame.x, clip.frame.y, clip.frame.width, clip.frame.height, clip.cornerRadius]
                                XCTAssertEqual(model.count, 5, "\(key) \(role.rawValue): \(printedMask)")
                                for (field, (a, b)) in zip(model, preview).enumerated() where abs(a - b) > 0.05 {
                                    XCTFail("\(key) \(role.rawValue) at \(fraction): mask field \(field) is \(a) in the model, \(b) in the preview")
                                }
                                comparedMasks += 1
                            }
                        }
                        let snapshots = views.filter { $0.role == .shared }
                        let printedSnapshots = printed["shared \(index)"].map { line in
                            line.components(separatedBy: " | ").map { $0.split(separator: " ").compactMap { Double($0) } }
                        } ?? []
                        XCTAssertEqual(printedSnapshots.count, snapshots.count, "\(key): snapshots at \(fraction)")
                        for (model, preview) in zip(printedSnapshots, snapshots) {
                            let expected = [preview.frame.x, preview.frame.y, preview.frame.width, preview.frame.height,
                                            preview.alpha, preview.cornerRadius]
                            XCTAssertEqual(model.count, 6)
                            for (field, (a, b)) in zip(model, expected).enumerated() where abs((field == 4 ? min(max(a, 0), 1) : a) - b) > (field == 4 ? 1e-4 : 0.05) {
                                XCTFail("\(key) \(preview.label ?? "") at \(fraction): snapshot field \(field) is \(a) in the model, \(b) in the preview")
                            }
                            comparedSnapshots += 1
                        }
                        let blur = views.first { $0.role == .blur }
                        let printedBlur = printed["blur \(index)"].flatMap(Double.init)
                        XCTAssertEqual(printedBlur == nil, blur == nil, "\(key): a blur in one of the two only")
                        if let blur, let printedBlur {
                            XCTAssertEqual(min(max(printedBlur, 0), 1), blur.alpha, accuracy: 1e-4, "\(key) blur at \(fraction)")
                            comparedBlur += 1
                        }
                        let dimming = views.first { $0.role == .dimming }
                        // A container with no dimming that dismisses on a tap outside lays a clear view to catch the tap
                        // (PushAsideMenu), which the preview does not draw.
                        let clear = transition.container.map { $0.dimming == 0 && $0.dismissOnTapOutside } ?? false
                        let printedDimming = clear ? nil : printed["dimming \(index)"].flatMap(Double.init)
                        XCTAssertEqual(printedDimming == nil, dimming == nil, "\(key): a dimming view in one of the two only")
                        if let dimming, let printedDimming, let tint = transition.container?.dimming {
                            // The model's view is black at the container's dimming, faded by its alpha.
                            XCTAssertEqual(min(max(printedDimming, 0), 1) * tint, dimming.alpha, accuracy: 1e-4, "\(key) dimming at \(fraction)")
                            comparedDimming += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 300)
        // ShadowSheet: both views, two phases, two variants with motion and Reduce Motion's, seven times each.
        XCTAssertGreaterThanOrEqual(comparedShadows, 2 * 2 * 2 * 7)
        // CardFlip, DoorSwing and TiltBack: at least one view, two phases, three variants, seven times each.
        XCTAssertGreaterThanOrEqual(comparedCorners, 3 * 2 * 2 * 7)
        // BlurredCard: two phases, three variants, seven times each.
        XCTAssertGreaterThanOrEqual(comparedBlur, 2 * 3 * 7)
        // BottomSheet, CenterCard, SideMenu and InsetPanel: two phases, three variants, seven times each.
        XCTAssertGreaterThanOrEqual(comparedDimming, 4 * 2 * 3 * 7)
        // CardExpand (one element) and FlyingRows (two): two snapshots each, two phases, three variants, seven times.
        XCTAssertGreaterThanOrEqual(comparedSnapshots, 3 * 2 * 2 * 3 * 7)
        // Bubble, TileReveal, CapsuleHide and CardOpen: one masked view, two phases, two variants with motion, seven times
        // each.
        XCTAssertGreaterThanOrEqual(comparedMasks, 4 * 2 * 2 * 7)
        // DeckCard and PushAsideMenu: the screen behind, two phases, left to right and right to left, seven times each,
        // and DeckCard's still form under Reduce Motion (its corners and dim).
        XCTAssertGreaterThanOrEqual(comparedBehind, 2 * 2 * 2 * 7 + 2 * 7)
        // Portal and RowSplit (two doors) and Explode (12 tiles): two phases, two variants with motion, seven times each.
        XCTAssertGreaterThanOrEqual(comparedPieces, (2 + 2 + 12) * 2 * 2 * 7)
    }
}
