@testable import ChoreoCodegen
import ChoreoSpec
import Foundation
import XCTest

/// Offsets and hinges that follow the layout direction, run in the simulated UIKit left to right and
/// right to left: the issue's push written with `{ leading: 0.3333 }` moves both screens the same way
/// in both directions (and, as a control, the physical `[-0.3333, 0]` does not right to left), and a
/// view hinged at its leading (or top trailing) edge keeps that edge where the spec puts it while it
/// scales, then ends at its frame with its anchor point given back.
final class LayoutDirectionBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: LeadingParallax
        kind: navigation
        push:
          effect: push
          direction: fromTrailing
          duration: 0.4
          curve: linear
          from:
            end: { offset: { leading: 0.3333 } }
        pop: reverse
        """,
        """
        transition: PhysicalParallax
        kind: navigation
        push:
          effect: push
          direction: fromTrailing
          duration: 0.4
          curve: linear
          from:
            end: { offset: [-0.3333, 0] }
        pop: reverse
        """,
        """
        transition: LeadingHinge
        kind: navigation
        push:
          effect: fade
          duration: 0.4
          curve: linear
          to:
            start: { scale: 0.5, anchor: leading }
          from:
            end: { scale: 0.8, anchor: topTrailing }
        pop: reverse
        interactive:
          pop: { gesture: edgePan }
        """,
    ]

    static let times = [0.1, 0.2, 0.3]

    static let sampling = """

        /// Each view's frame (the model's: its bounds about the anchor point, transformed, at the position)
        /// as minX maxX minY maxY, at each time of the running animator.
        @MainActor func sampleFrames(_ times: [Double], to: UIView, from: UIView) {
            atTimes(times) { index in
                for (name, view) in [("to", to), ("from", from)] {
                    let frame = view.frame
                    print("\\(name) \\(index): \\([frame.minX, frame.maxX, frame.minY, frame.maxY].map { "\\(Double($0))" }.joined(separator: " "))")
                }
            }
        }

        /// Where the incoming view is once the transition has ended: its frame, anchor point and whether its
        /// transform is the identity.
        @MainActor func ended(_ label: String, _ view: UIView) {
            let frame = view.frame
            print("\\(label) frame: \\([frame.minX, frame.minY, frame.width, frame.height].map { "\\(Double($0))" }.joined(separator: " "))")
            print("\\(label) anchor: \\(Double(view.layer.anchorPoint.x)) \\(Double(view.layer.anchorPoint.y))")
            print("\\(label) transform: \\(view.transform == .identity)")
        }

        """

    func scenario(_ name: String, rightToLeft: Bool, interactive: Bool) -> String {
        let label = "\(name) \(rightToLeft ? "rtl" : "ltr")"
        let direction = rightToLeft ? ".rightToLeft" : ".leftToRight"
        let times = "[" + Self.times.map { "\($0)" }.joined(separator: ", ") + "]"
        return """

            do {
                UIKitSimulation.applicationLayoutDirection = \(direction)
                let window = makeWindow()
                let first = controller("First")
                let second = controller("Second")
                let navigation = UINavigationController(rootViewController: first)
                window.rootViewController = navigation
                navigation.install\(name)()
                quietly()
                UIKitSimulation.applicationLayoutDirection = \(direction)
                section("\(label) push")
                UIViewPropertyAnimator.lastStarted = nil
                navigation.pushViewController(second, animated: true)
                sampleFrames(\(times), to: second.view, from: first.view)
                settle()
                ended("incoming", second.view)
                // `settle()` starts a fresh simulation, left to right.
                UIKitSimulation.applicationLayoutDirection = \(direction)
                section("\(label) pop")
                UIViewPropertyAnimator.lastStarted = nil
                navigation.popViewController(animated: true)
                sampleFrames(\(times), to: first.view, from: second.view)
                settle()
                ended("incoming", first.view)
            \(interactive ? interactivePop(label, direction: direction, rightToLeft: rightToLeft) : "")
            }

            """
    }

    /// A pop by the generated edge pan, let go early (cancelled: the pushed screen stays, its hinge given back)
    /// and then dragged most of the way (finished). The finger moves toward the trailing edge.
    func interactivePop(_ label: String, direction: String, rightToLeft: Bool) -> String {
        """
                UIKitSimulation.applicationLayoutDirection = \(direction)
                navigation.pushViewController(second, animated: true)
                quietly()
                UIKitSimulation.applicationLayoutDirection = \(direction)
                section("\(label) interactive pop cancelled")
                drag(navigation.view, along: CGPoint(x: \(rightToLeft ? -1 : 1), y: 0), fraction: 0.05, speed: 0)
                settle()
                ended("staying", second.view)
                print("stack: \\(navigation.viewControllers.count)")
                UIKitSimulation.applicationLayoutDirection = \(direction)
                section("\(label) interactive pop finished")
                drag(navigation.view, along: CGPoint(x: \(rightToLeft ? -1 : 1), y: 0), fraction: 0.9, speed: 0)
                settle()
                ended("incoming", first.view)
                print("stack: \\(navigation.viewControllers.count)")
        """
    }

    private nonisolated(unsafe) static var cachedSections: Result<[String: [String: String]], Error>?

    private func sections() throws -> [String: [String: String]] {
        if Self.cachedSections == nil {
            Self.cachedSections = Result {
                var transitions: [Transition] = []
                for text in Self.specs {
                    let result = SpecPipeline.load(bytes: Array(text.utf8), file: "rtl.transition.yaml")
                    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
                    transitions += result.transitions
                }
                var driver = BehaviourDriver.prelude + Self.sampling
                for transition in transitions {
                    for rightToLeft in [false, true] { driver += scenario(transition.name, rightToLeft: rightToLeft,
                                                                        interactive: transition.interaction(for: .pop) != nil) }
                }
                let sources = transitions.map { (name: $0.name + ".swift", source: SwiftEmitter().emit($0).contents) }
                    + [(name: "ChoreoSupport.swift", source: SwiftEmitter().emitSupport().contents)]
                let run = try BehaviourSimulator.shared.run(sources: sources, driver: driver)
                guard run.status == 0 else { throw BehaviourTests.SimulationFailed(run: run) }
                return run.sections
            }
        }
        return try Self.cachedSections?.get() ?? [:]
    }

    /// minX maxX minY maxY of `view` ("to" or "from") at each sampled time.
    private func frames(_ section: [String: String], _ view: String) -> [[Double]] {
        Self.times.indices.map { index in
            (section["\(view) \(index)"] ?? "").split(separator: " ").compactMap { Double($0) }
        }
    }

    /// The way a view's left edge moves between the first and the last sample: +1 right, -1 left, 0 not at all.
    private func sense(_ frames: [[Double]]) -> Double {
        guard let first = frames.first, let last = frames.last, first.count == 4, last.count == 4 else { return .nan }
        let travel = last[0] - first[0]
        return travel > 0.5 ? 1 : travel < -0.5 ? -1 : 0
    }

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let all = try sections()
        guard let section = all[name] else {
            XCTFail("no scenario '\(name)'; have \(all.keys.sorted())", file: file, line: line)
            return [:]
        }
        XCTAssertEqual(section["complete"], "[true]", "\(name): \(section)", file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    func testTheLeadingParallaxMovesBothScreensTheSameWayInBothDirections() throws {
        for (label, leading) in [("ltr", -1.0), ("rtl", 1.0)] {
            for (phase, way) in [("push", leading), ("pop", -leading)] {
                let section = try section("LeadingParallax \(label) \(phase)")
                XCTAssertEqual(sense(frames(section, "to")), way, "\(label) \(phase): the incoming screen")
                XCTAssertEqual(sense(frames(section, "from")), way, "\(label) \(phase): the outgoing screen")
                XCTAssertEqual(section["incoming frame"], "0.0 0.0 400.0 800.0", "\(label) \(phase)")
            }
        }
    }

    func testThePhysicalParallaxMovesTheScreensApartRightToLeft() throws {
        let ltr = try section("PhysicalParallax ltr push")
        XCTAssertEqual(sense(frames(ltr, "to")), -1)
        XCTAssertEqual(sense(frames(ltr, "from")), -1)
        let rtl = try section("PhysicalParallax rtl push")
        XCTAssertEqual(sense(frames(rtl, "to")), 1, "the incoming screen follows fromTrailing")
        XCTAssertEqual(sense(frames(rtl, "from")), -1, "the physical offset still goes left: the two screens part")
    }

    func testTheParallaxOutgoingScreenEndsAThirdOfItsWidthTowardTheLeadingEdge() throws {
        // A linear curve: at 0.3 s of 0.4 the outgoing screen is three quarters of the way there.
        let expected = 0.75 * 0.3333 * 400
        let ltr = try frames(section("LeadingParallax ltr push"), "from")
        XCTAssertEqual(ltr.last?[0] ?? .nan, -expected, accuracy: 0.05)
        let rtl = try frames(section("LeadingParallax rtl push"), "from")
        XCTAssertEqual(rtl.last?[0] ?? .nan, expected, accuracy: 0.05)
    }

    func testALeadingHingeKeepsTheLeadingEdgeInPlaceWhileTheViewScales() throws {
        for (label, rightToLeft) in [("ltr", false), ("rtl", true)] {
            let section = try section("LeadingHinge \(label) push")
            for (index, frame) in frames(section, "to").enumerated() {
                guard frame.count == 4 else { XCTFail("\(label): no frame at \(index)"); continue }
                // Scale 0.5 → 1 over 0.4 s, linearly: the width at 0.1, 0.2, 0.3 s.
                let width = 400 * (0.5 + 0.5 * Self.times[index] / 0.4)
                let height = 800 * (0.5 + 0.5 * Self.times[index] / 0.4)
                let expected = rightToLeft ? [400 - width, 400] : [0, width]
                XCTAssertEqual(frame[0], expected[0], accuracy: 0.05, "\(label) \(index): the left edge")
                XCTAssertEqual(frame[1], expected[1], accuracy: 0.05, "\(label) \(index): the right edge")
                XCTAssertEqual((frame[2] + frame[3]) / 2, 400, accuracy: 0.05, "\(label) \(index): centred vertically on the hinge")
                XCTAssertEqual(frame[3] - frame[2], height, accuracy: 0.05, "\(label) \(index): the height")
            }
            XCTAssertEqual(section["incoming frame"], "0.0 0.0 400.0 800.0", label)
            XCTAssertEqual(section["incoming anchor"], "0.5 0.5", "\(label): the anchor point is given back")
            XCTAssertEqual(section["incoming transform"], "true", label)
        }
    }

    func testACancelledInteractivePopGivesTheHingesBackAndAFinishedOneEndsAtTheFrame() throws {
        for label in ["ltr", "rtl"] {
            let cancelled = try sections()["LeadingHinge \(label) interactive pop cancelled"] ?? [:]
            XCTAssertEqual(cancelled["complete"], "[false]", "\(label): \(cancelled)")
            XCTAssertEqual(cancelled["stack"], "2", label)
            XCTAssertEqual(cancelled["staying frame"], "0.0 0.0 400.0 800.0", label)
            XCTAssertEqual(cancelled["staying anchor"], "0.5 0.5", label)
            XCTAssertEqual(cancelled["staying transform"], "true", label)
            let finished = try sections()["LeadingHinge \(label) interactive pop finished"] ?? [:]
            XCTAssertEqual(finished["complete"], "[true]", "\(label): \(finished)")
            XCTAssertEqual(finished["stack"], "1", label)
            XCTAssertEqual(finished["incoming frame"], "0.0 0.0 400.0 800.0", label)
            XCTAssertEqual(finished["incoming anchor"], "0.5 0.5", label)
        }
    }

    func testATopTrailingHingeKeepsTheTopTrailingCornerInPlace() throws {
        for (label, rightToLeft) in [("ltr", false), ("rtl", true)] {
            let section = try section("LeadingHinge \(label) push")
            for (index, frame) in frames(section, "from").enumerated() {
                guard frame.count == 4 else { XCTFail("\(label): no frame at \(index)"); continue }
                XCTAssertEqual(rightToLeft ? frame[0] : frame[1], rightToLeft ? 0 : 400, accuracy: 0.05, "\(label) \(index): the trailing edge")
                XCTAssertEqual(frame[2], 0, accuracy: 0.05, "\(label) \(index): the top edge")
                XCTAssertLessThan(frame[1] - frame[0], 400 - 0.5, "\(label) \(index): it shrinks")
            }
            // Popping back, the outgoing view of the push comes back in, scaling up about the same corner.
            let pop = try self.section("LeadingHinge \(label) pop")
            XCTAssertEqual(pop["incoming anchor"], "0.5 0.5", label)
            XCTAssertEqual(pop["incoming frame"], "0.0 0.0 400.0 800.0", label)
        }
    }
}
