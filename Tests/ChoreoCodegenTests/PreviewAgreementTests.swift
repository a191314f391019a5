@testable import ChoreoCodegen
import ChoreoPreview
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
/// Left out, and why: UIKit's `dampingRatio:` spring (Apple does not document its physical spring, so
/// the model cannot play it independently) and rotations (the model interpolates a transform's matrix,
/// Core Animation its rotation angle, as the preview does).
final class PreviewAgreementTests: XCTestCase {
    static let window = (width: 400.0, height: 800.0)
    static let fractions = [0.1, 0.25, 0.4, 0.5, 0.65, 0.8, 0.95]

    static let extraSpecs = [
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
        transition.phases.allSatisfy { phase in
            if case .spring(let spring) = phase.timing, case .uikit = spring.form { return false }
            let states = [phase.incoming.start, phase.incoming.end, phase.outgoing.start, phase.outgoing.end]
            return states.allSatisfy { $0.rotation == 0 }
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
                    let first = controller("First")
                    let second = controller("Second")
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
        return """
            do {
                let window = makeWindow()
                let root = controller("Root")
                window.rootViewController = root
                let card = controller("Card")
                quietly()
            \(setUp)
                section("\(name) \(transition.forward.role.rawValue) \(label)")
                UIViewPropertyAnimator.lastStarted = nil
                \(BehaviourDriver.forwardCall(transition, presenting: "card"))
                sample(\(times(transition.forward)), to: card.view, from: root.view)
                settle()
            \(setUp)
                section("\(name) \(backward.role.rawValue) \(label)")
                UIViewPropertyAnimator.lastStarted = nil
                card.dismiss(animated: true)
                sample(\(times(backward)), to: root.view, from: card.view)
                settle()
            }

            """
    }

    static let sampling = """

        /// Each view at each time: transform a b c d tx ty, alpha, corner radius, the dimming overlay's alpha.
        @MainActor func sample(_ times: [Double], to: UIView, from: UIView) {
            UIKitSimulation.advance(by: 0)
            guard let animator = UIViewPropertyAnimator.lastStarted else {
                print("animator: none")
                return
            }
            var clock = 0.0
            for (index, time) in times.enumerated() {
                UIKitSimulation.advance(by: time - clock)
                clock = time
                animator.simulationApplyPresentation()
                print("to \\(index): \\(state(to))")
                print("from \\(index): \\(state(from))")
            }
        }

        @MainActor func state(_ view: UIView) -> String {
            let t = view.transform
            let dim = view.subviews.last?.alpha ?? 0
            return [t.a, t.b, t.c, t.d, t.tx, t.ty, view.alpha, view.layer.cornerRadius, dim].map { "\\(Double($0))" }.joined(separator: " ")
        }

        """

    /// The same numbers from the preview's sampler: the transform the generated code builds from a state.
    static func expected(_ view: SampledView) -> [Double] {
        let radians = view.rotation * .pi / 180
        return [view.scaleX * cos(radians), view.scaleX * sin(radians), -view.scaleY * sin(radians), view.scaleY * cos(radians),
                view.translationX, view.translationY, view.alpha, view.cornerRadius, view.dim]
    }

    func testThePreviewsFramesAreWhatTheGeneratedCodeShowsInTheSimulatedUIKit() throws {
        let transitions = try transitions()
        let variants: [(PreviewVariant, String)] = [(.standard, "ltr"), (.rightToLeft, "rtl"), (.reducedMotion, "reduced")]
        var driver = BehaviourDriver.prelude + Self.sampling
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
        var compared = 0
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
                                               width: Self.window.width, height: Self.window.height)
                    for (index, fraction) in Self.fractions.enumerated() {
                        let views = sampler.views(atFraction: fraction)
                        for role in [ViewRole.to, .from] {
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
                            // Points to a twentieth, proportions to a ten-thousandth.
                            let tolerances = [1e-4, 1e-4, 1e-4, 1e-4, 0.05, 0.05, 1e-4, 0.05, 1e-4]
                            XCTAssertEqual(model.count, 9, "\(key) \(role.rawValue): \(line)")
                            for (field, (a, b)) in zip(model, preview).enumerated() where abs(a - b) > tolerances[field] {
                                XCTFail("\(key) \(role.rawValue) at \(fraction) of the phase: field \(field) is \(a) in the model, \(b) in the preview\n  model   \(model)\n  preview \(preview)")
                            }
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 300)
    }
}
