@testable import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Every gallery transition, generated and run through the simulated UIKit: UIKit uses the
/// custom animator, `completeTransition` is called exactly once per transition with the right
/// value, the container holds the right views in the right order, and the views end where they
/// belong — also after a cancelled interactive phase and under Reduce Motion.
///
/// One executable runs every scenario of every spec (see `BehaviourDriver`); it is built and run
/// once per test process and each test reads its own sections.
final class BehaviourTests: XCTestCase {
    typealias Section = [String: String]

    private nonisolated(unsafe) static var cachedRun: Result<[String: Section], Error>?

    private static func sections() throws -> [String: Section] {
        if let cachedRun { return try cachedRun.get() }
        let result = Result<[String: Section], Error> {
            let transitions = try Gallery.transitions()
            let sources = transitions.map { transition -> (name: String, source: String) in
                let file = SwiftEmitter().emit(transition)
                return (file.fileName.replacingOccurrences(of: ".choreo.swift", with: ".swift"), file.contents)
            }
            let run = try BehaviourSimulator.shared.run(
                sources: sources, driver: BehaviourDriver(transitions: transitions).source, timeout: 120)
            guard run.status == 0 else { throw SimulationFailed(run: run) }
            return parse(run.lines)
        }
        cachedRun = result
        return try result.get()
    }

    struct SimulationFailed: Error, CustomStringConvertible {
        let run: SimulationRun
        var description: String { "the simulation failed: \(run)" }
    }

    private static func parse(_ lines: [String]) -> [String: Section] {
        var sections: [String: Section] = [:]
        var current = ""
        for line in lines {
            if line.hasPrefix("== ") {
                current = String(line.dropFirst(3))
                sections[current] = [:]
            } else if let colon = line.range(of: ": ") {
                sections[current, default: [:]][String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
            }
        }
        return sections
    }

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Section {
        let all = try Self.sections()
        guard let section = all[name] else {
            XCTFail("no scenario '\(name)' in the simulation output; have \(all.keys.sorted())", file: file, line: line)
            return [:]
        }
        return section
    }

    /// UIKit used this transition's animator (once, for `phase`), nothing fell back to the default,
    /// the model saw no misuse, and `completeTransition` got exactly `completed`.
    private func assertRan(_ section: Section, _ transition: Transition, _ phase: Phase?, completed: [Bool],
                           interactive: Bool = false, reduced: Bool = false,
                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(section["complete"], "\(completed)", "completeTransition calls", file: file, line: line)
        XCTAssertEqual(section["default"], "[]", "UIKit fell back to its default animation", file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", file: file, line: line)
        guard let phase else { return }
        let duration = reduced && transition.reduceMotion == .none ? 0 : phase.totalDuration
        let expected = "animator \(transition.name)Animator duration \(Double(SwiftLiteral.number(duration)) ?? -1)"
        let custom = section["custom"] ?? ""
        XCTAssertTrue(custom.contains(expected), "expected '\(expected)' in \(custom)", file: file, line: line)
        XCTAssertEqual(custom.contains(" interactive"), interactive, custom, file: file, line: line)
    }

    /// `name frame=(0, 0, 400, 800) alpha=1`, no transform, in `superview`, no overlay left behind.
    private func assertAtRest(_ description: String?, _ name: String, in superview: String, cornerRadius: Double? = nil,
                              file: StaticString = #filePath, line: UInt = #line) {
        let radius = cornerRadius.map { $0 == 0 ? "" : " cornerRadius=\(SwiftLiteral.number($0))" } ?? ""
        XCTAssertEqual(description, "\(name) frame=(0, 0, 400, 800) alpha=1\(radius) in \(superview) subviews 0",
                       file: file, line: line)
    }

    private func galleryTransitions(of kinds: Set<TransitionKind>) throws -> [Transition] {
        try Gallery.transitions().filter { kinds.contains($0.kind) }
    }

    func testModalAndSegueTransitionsPresentAndDismissThroughTheirAnimators() throws {
        for transition in try galleryTransitions(of: [.modal, .segue]) {
            let style = transition.presentationStyle ?? .custom
            let removes = style.removesPresentingView
            let radius = transition.forward.incoming.end.cornerRadius

            let forward = try section("\(transition.name) forward")
            assertRan(forward, transition, transition.forward, completed: [true])
            let presentOrder = !removes ? ["Card.view"]
                : transition.forward.order == .toAbove ? ["Root.view", "Card.view"] : ["Card.view", "Root.view"]
            XCTAssertEqual(forward["container"], "\(presentOrder)", transition.name)
            assertAtRest(forward["card"], "Card.view", in: "UITransitionView", cornerRadius: radius)
            assertAtRest(forward["root"], "Root.view", in: removes ? "nothing" : "UIWindow")
            XCTAssertEqual(forward["presented"], "true", transition.name)
            XCTAssertEqual(forward["delegate"], "true", "the delegate is alive while presented: \(transition.name)")

            let backward = try section("\(transition.name) backward")
            assertRan(backward, transition, transition.backward, completed: [true])
            if let phase = transition.backward {
                let dismissOrder = !removes ? ["Card.view"]
                    : phase.order == .toAbove ? ["Card.view", "Root.view"] : ["Root.view", "Card.view"]
                XCTAssertEqual(backward["container"], "\(dismissOrder)", transition.name)
                XCTAssertEqual(backward["delegate"], "false", "released once dismissed: \(transition.name)")
            }
            XCTAssertTrue(backward["card"]?.hasSuffix(" in nothing subviews 0") ?? false, backward["card"] ?? "")
            assertAtRest(backward["root"], "Root.view", in: "UIWindow")
            XCTAssertEqual(backward["presented"], "false", transition.name)
        }
    }

    func testACancelledInteractiveDismissalPutsEverythingBackAndAFinishedOneDismisses() throws {
        let interactive = try galleryTransitions(of: [.modal, .segue]).filter { transition in
            transition.backward.flatMap { transition.interaction(for: $0.role) } != nil
        }
        XCTAssertFalse(interactive.isEmpty, "the gallery has an interactive dismissal")
        for transition in interactive {
            let removes = (transition.presentationStyle ?? .custom).removesPresentingView
            let cancelled = try section("\(transition.name) interactive cancelled")
            assertRan(cancelled, transition, transition.backward, completed: [false], interactive: true)
            assertAtRest(cancelled["card"], "Card.view", in: "UITransitionView",
                         cornerRadius: transition.forward.incoming.end.cornerRadius)
            assertAtRest(cancelled["root"], "Root.view", in: removes ? "nothing" : "UIWindow")
            XCTAssertEqual(cancelled["presented"], "true")
            XCTAssertEqual(cancelled["delegate"], "true", "still presented, so the delegate must live")

            let finished = try section("\(transition.name) interactive finished")
            assertRan(finished, transition, transition.backward, completed: [true], interactive: true)
            XCTAssertEqual(finished["presented"], "false")
            XCTAssertEqual(finished["delegate"], "false")

            let flicked = try section("\(transition.name) interactive flicked")
            assertRan(flicked, transition, transition.backward, completed: [true], interactive: true)
            XCTAssertEqual(flicked["presented"], "false", "a flick faster than finishVelocity finishes")
        }
    }

    func testNavigationTransitionsPushAndPopThroughTheirAnimators() throws {
        let navigation = try galleryTransitions(of: [.navigation])
        XCTAssertFalse(navigation.isEmpty)
        for transition in navigation {
            let push = try section("\(transition.name) forward")
            assertRan(push, transition, transition.forward, completed: [true])
            let pushOrder = transition.forward.order == .toAbove ? ["First.view", "Second.view"] : ["Second.view", "First.view"]
            XCTAssertEqual(push["container"], "\(pushOrder)")
            assertAtRest(push["incoming"], "Second.view", in: "UINavigationTransitionView")
            assertAtRest(push["outgoing"], "First.view", in: "nothing")
            XCTAssertEqual(push["stack"], "[\"First\", \"Second\"]")
            let hasInteractivePop = transition.backward.flatMap { transition.interaction(for: $0.role) } != nil
            XCTAssertEqual(push["system back swipe"], hasInteractivePop ? "false" : "true",
                           "the generated pop gesture replaces UIKit's")

            let pop = try section("\(transition.name) backward")
            assertRan(pop, transition, transition.backward, completed: [true])
            if let phase = transition.backward {
                let popOrder = phase.order == .toAbove ? ["Second.view", "First.view"] : ["First.view", "Second.view"]
                XCTAssertEqual(pop["container"], "\(popOrder)")
            }
            assertAtRest(pop["incoming"], "First.view", in: "UINavigationTransitionView")
            XCTAssertEqual(pop["stack"], "[\"First\"]")
        }
    }

    func testACancelledInteractivePopKeepsTheStackAndAFinishedOnePops() throws {
        let interactive = try galleryTransitions(of: [.navigation]).filter { transition in
            transition.backward.flatMap { transition.interaction(for: $0.role) } != nil
        }
        XCTAssertFalse(interactive.isEmpty, "the gallery has an interactive pop")
        for transition in interactive {
            let cancelled = try section("\(transition.name) interactive cancelled")
            assertRan(cancelled, transition, transition.backward, completed: [false], interactive: true)
            assertAtRest(cancelled["outgoing"], "Second.view", in: "UINavigationTransitionView")
            assertAtRest(cancelled["incoming"], "First.view", in: "nothing")
            XCTAssertEqual(cancelled["stack"], "[\"First\", \"Second\"]")

            let finished = try section("\(transition.name) interactive finished")
            assertRan(finished, transition, transition.backward, completed: [true], interactive: true)
            assertAtRest(finished["incoming"], "First.view", in: "UINavigationTransitionView")
            XCTAssertEqual(finished["stack"], "[\"First\"]")
        }
    }

    func testUnderReduceMotionEveryTransitionStillCompletesOnceAndEndsAtRest() throws {
        for transition in try Gallery.transitions() {
            let forward = try section("\(transition.name) reduce motion forward")
            assertRan(forward, transition, transition.forward, completed: [true], reduced: true)
            let backward = try section("\(transition.name) reduce motion backward")
            assertRan(backward, transition, transition.backward, completed: [true], reduced: true)
            switch transition.kind {
            case .modal, .segue:
                assertAtRest(forward["card"], "Card.view", in: "UITransitionView",
                             cornerRadius: transition.forward.incoming.end.cornerRadius)
                XCTAssertEqual(forward["presented"], "true")
                XCTAssertEqual(backward["presented"], "false")
                assertAtRest(backward["root"], "Root.view", in: "UIWindow")
            case .navigation:
                assertAtRest(forward["incoming"], "Second.view", in: "UINavigationTransitionView")
                assertAtRest(backward["incoming"], "First.view", in: "UINavigationTransitionView")
                XCTAssertEqual(backward["stack"], "[\"First\"]")
            }
        }
    }
}
