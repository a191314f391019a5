@testable import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Generated transitions run through the simulated UIKit: UIKit uses the custom animator,
/// `completeTransition` is called exactly once per transition with the right value, the container
/// holds the right views in the right order, and the views end where they belong — also after a
/// cancelled interactive phase and under Reduce Motion.
///
/// Every gallery spec runs in one executable, and every built variant (`TransitionVariants`) in
/// another (see `BehaviourDriver`); each is built and run once per test process and each test
/// reads its own sections.
final class BehaviourTests: XCTestCase {
    typealias Section = [String: String]

    /// One simulation run: its transitions and what each scenario printed.
    struct Run {
        var transitions: [Transition]
        var sections: [String: Section]
    }

    private nonisolated(unsafe) static var cachedRuns: [String: Result<Run, Error>] = [:]

    private static func run(_ key: String, _ make: () throws -> [(Transition, CodegenOptions)]) throws -> Run {
        if let cached = cachedRuns[key] { return try cached.get() }
        let result = Result<Run, Error> {
            let pairs = try make()
            let sources = pairs.map { transition, options -> (name: String, source: String) in
                let file = SwiftEmitter(options: options).emit(transition)
                return (file.fileName.replacingOccurrences(of: ".choreo.swift", with: ".swift"), file.contents)
            } + [(name: "ChoreoSupport.swift", source: SwiftEmitter().emitSupport().contents)]
            let transitions = pairs.map(\.0)
            let run = try BehaviourSimulator.shared.run(
                sources: sources, driver: BehaviourDriver(transitions: transitions).source, timeout: 180)
            guard run.status == 0 else { throw SimulationFailed(run: run) }
            return Run(transitions: transitions, sections: run.sections)
        }
        cachedRuns[key] = result
        return try result.get()
    }

    private func gallery() throws -> Run {
        // A native sheet has no animator to play; NativeSheetBehaviourTests runs it.
        try Self.run("gallery") { try Gallery.transitions().filter { $0.nativeSheet == nil }.map { ($0, CodegenOptions()) } }
    }

    /// The variants with internal access: the simulation compiles without `-package-name`, and the
    /// access level changes no behaviour (the type-check covers it).
    private func variants() throws -> Run {
        try Self.run("variants") {
            TransitionVariants.all().map { variant in
                var options = variant.options
                options.accessLevel = .internal
                return (variant.transition, options)
            }
        }
    }

    struct SimulationFailed: Error, CustomStringConvertible {
        let run: SimulationRun
        var description: String { "the simulation failed: \(run)" }
    }

    private func section(_ run: Run, _ name: String, file: StaticString = #filePath, line: UInt = #line) -> Section {
        guard let section = run.sections[name] else {
            XCTFail("no scenario '\(name)' in the simulation output; have \(run.sections.keys.sorted())", file: file, line: line)
            return [:]
        }
        return section
    }

    /// UIKit used this transition's animator (for `phase`), nothing fell back to the default, the
    /// model saw no misuse, and `completeTransition` got exactly `completed`. Without a phase (the
    /// spec leaves it to UIKit), UIKit's default animation ran instead.
    private func assertRan(_ section: Section, _ transition: Transition, _ phase: Phase?, completed: [Bool],
                           interactive: Bool = false, reduced: Bool = false,
                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(section["problems"], "[]", transition.name, file: file, line: line)
        guard let phase else {
            XCTAssertNotEqual(section["default"], "[]", "\(transition.name) has no such phase: UIKit's default runs", file: file, line: line)
            return
        }
        XCTAssertEqual(section["complete"], "\(completed)", "completeTransition calls of \(transition.name)", file: file, line: line)
        XCTAssertEqual(section["default"], "[]", "\(transition.name) fell back to UIKit's default animation", file: file, line: line)
        let duration = reduced && transition.reduceMotion == .none ? 0 : MotionLiteral.duration(of: phase)
        let expected = "animator \(transition.name)Animator duration \(Double(SwiftLiteral.number(duration)) ?? -1)"
        let custom = section["custom"] ?? ""
        XCTAssertTrue(custom.contains(expected), "expected '\(expected)' in \(custom)", file: file, line: line)
        XCTAssertEqual(custom.contains(" interactive"), interactive, custom, file: file, line: line)
    }

    /// `name frame=(0, 0, 400, 800) alpha=1`, no transform, in `superview`, no overlay left behind.
    private func assertAtRest(_ description: String?, _ name: String, in superview: String, cornerRadius: Double? = nil,
                              frame: String = "(0, 0, 400, 800)", subviews: Int = 0,
                              _ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let radius = cornerRadius.map { $0 == 0 ? "" : " cornerRadius=\(SwiftLiteral.number($0))" } ?? ""
        XCTAssertEqual(description, "\(name) frame=\(frame) alpha=1\(radius) in \(superview) subviews \(subviews)",
                       context, file: file, line: line)
    }

    /// The presenting screen while the card is up: at rest, or in its container's `behind` state, which the
    /// presentation controller keeps it in (`BehindScreenBehaviourTests` checks it in detail). The gallery's `behind`
    /// states scale and move about the centre: the 400 × 800 root view's frame is then its scaled size about its
    /// moved centre, and a `dim` is the one overlay subview.
    private func assertPresenting(_ description: String?, _ transition: Transition, _ context: String = "",
                                  file: StaticString = #filePath, line: UInt = #line) {
        guard let behind = transition.container?.behind, !behind.end.isResting else {
            assertAtRest(description, "Root.view", in: "UIWindow", context, file: file, line: line)
            return
        }
        let state = behind.end
        XCTAssertEqual(behind.anchor, .center, "only a behind state about the centre is predicted here", file: file, line: line)
        // The model's `UIKitSimulation.format`: thousandths, whole numbers without a point.
        let f = { (value: Double) -> String in
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        let move = (x: state.offset.x * 400, y: state.offset.y * 800)
        let size = (width: 400 * state.scale.x, height: 800 * state.scale.y)
        let frame = "(\(f(200 + move.x - size.width / 2)), \(f(400 + move.y - size.height / 2)), \(f(size.width)), \(f(size.height)))"
        let transform = state.scale == .identity && move == (0, 0) ? ""
            : " transform=[\([state.scale.x, 0, 0, state.scale.y, move.x, move.y].map(f).joined(separator: " "))]"
        let radius = state.cornerRadius.map { " cornerRadius=\(f($0))" } ?? ""
        let subviews = state.dim > 0 ? 1 : 0
        XCTAssertEqual(description, "Root.view frame=\(frame) alpha=\(f(state.alpha))\(transform)\(radius) in UIWindow subviews \(subviews)",
                       context, file: file, line: line)
    }

    /// The presented card's own subviews once presented: a container's grabber.
    private func grabbers(_ transition: Transition) -> Int {
        transition.container?.grabber == true ? 1 : 0
    }

    /// Where the presented card rests: the whole 400 × 800 window, or the part its container gives it (the
    /// window has no safe-area insets here, and the card no fitting size). `ContainerBehaviourTests` checks the
    /// container's frames in detail.
    private func presentedFrame(_ transition: Transition) -> String {
        guard let container = transition.container else { return "(0, 0, 400, 800)" }
        let insets = container.insets
        let room = (x: insets.leading, y: insets.top, width: 400 - insets.leading - insets.trailing,
                    height: 800 - insets.top - insets.bottom)
        func length(_ length: Container.Length, _ whole: Double) -> Double {
            switch length {
            case .fraction(let fraction): return whole * fraction
            case .points(let points): return min(points, whole)
            case .fit: return 0
            }
        }
        let width = length(container.width, room.width), height = length(container.height, room.height)
        let centreX = room.x + room.width / 2 - width / 2, centreY = room.y + room.height / 2 - height / 2
        let origin: (Double, Double)
        switch container.alignment {
        case .bottom: origin = (centreX, room.y + room.height - height)
        case .top: origin = (centreX, room.y)
        case .center: origin = (centreX, centreY)
        case .leading: origin = (room.x, centreY)
        case .trailing: origin = (room.x + room.width - width, centreY)
        }
        return "(" + [origin.0, origin.1, width, height].map(SwiftLiteral.number).joined(separator: ", ") + ")"
    }

    /// The card's corner radius at rest: its container's, else its phase's end state's.
    private func presentedRadius(_ transition: Transition) -> Double? {
        if let container = transition.container, container.cornerRadius > 0 { return container.cornerRadius }
        return transition.forward.incoming.end.cornerRadius
    }

    /// The container's contents under the card: the dimming view, when the container has one.
    /// What the presentation controller lays behind the presented view, bottom to top: a blur, then a view
    /// that dims or catches a tap outside.
    /// The presented card's superview once presented: a wrapping view (which answers VoiceOver's escape) when a tap
    /// outside dismisses, else the container.
    private func cardHolder(_ transition: Transition) -> String {
        transition.container?.dismissOnTapOutside == true ? "WrappingView" : "UITransitionView"
    }

    private func behindCard(_ transition: Transition) -> [String] {
        guard let container = transition.container else { return [] }
        let blur = container.blur == nil ? [] : ["UIVisualEffectView"]
        guard container.dimming > 0 || container.dismissOnTapOutside else { return blur }
        return blur + [container.dismissOnTapOutside ? "DimmingView" : "UIView"]
    }

    private func backwardInteraction(_ transition: Transition) -> Interaction? {
        transition.backward.flatMap { transition.interaction(for: $0.role) }
    }

    // MARK: Checks, shared by the gallery and the variants

    /// The container's subviews as the driver prints them, without a sliced view's pieces (`slice:`), after checking
    /// that each piece lies right above the view it was cut from or another piece of it: the pieces stand in for
    /// their view where it is in the order (SliceBehaviourTests looks at them closely).
    private func screens(_ printed: String?, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let printed, printed.hasPrefix("[\""), printed.hasSuffix("\"]") else { return printed }
        let names = printed.dropFirst(2).dropLast(2).components(separatedBy: "\", \"")
        var kept: [String] = []
        var previous: String?
        for name in names {
            if name.hasPrefix("resizableSnapshot(") {
                let source = name.dropFirst("resizableSnapshot(".count).prefix { $0 != " " }
                XCTAssertTrue(previous.map { $0 == String(source) || $0.hasPrefix("resizableSnapshot(\(source) ") } ?? false,
                              "a piece of \(source) not right above it: \(printed)", file: file, line: line)
            } else {
                kept.append(name)
            }
            previous = name
        }
        return "\(kept)"
    }

    private func checkPresentAndDismiss(_ run: Run) {
        for transition in run.transitions where transition.kind.presents {
            let removes = (transition.presentationStyle ?? .custom).removesPresentingView
            let radius = presentedRadius(transition)

            let forward = section(run, "\(transition.name) forward")
            assertRan(forward, transition, transition.forward, completed: [true])
            let presentOrder = !removes ? behindCard(transition) + ["Card.view"]
                : transition.forward.order == .toAbove ? ["Root.view", "Card.view"] : ["Card.view", "Root.view"]
            XCTAssertEqual(screens(forward["container"]), "\(presentOrder)", transition.name)
            assertAtRest(forward["card"], "Card.view", in: cardHolder(transition), cornerRadius: radius,
                         frame: presentedFrame(transition),
                         subviews: grabbers(transition), transition.name)
            if removes {
                assertAtRest(forward["root"], "Root.view", in: "nothing", transition.name)
            } else {
                assertPresenting(forward["root"], transition, transition.name)
            }
            XCTAssertEqual(forward["presented"], "true", transition.name)
            XCTAssertEqual(forward["delegate"], "true", "the delegate is alive while presented: \(transition.name)")

            let backward = section(run, "\(transition.name) backward")
            assertRan(backward, transition, transition.backward, completed: [true])
            if let phase = transition.backward {
                let wrapping = cardHolder(transition) == "WrappingView" ? ["WrappingView"] : []
                let dismissOrder = !removes ? behindCard(transition) + wrapping + ["Card.view"]
                    : phase.order == .toAbove ? ["Card.view", "Root.view"] : ["Root.view", "Card.view"]
                XCTAssertEqual(screens(backward["container"]), "\(dismissOrder)", transition.name)
                XCTAssertEqual(backward["delegate"], "true", "it lives as long as its controller, which the driver holds: \(transition.name)")
                XCTAssertTrue(backward["card"]?.hasSuffix(" in nothing subviews 0") ?? false, backward["card"] ?? "")
                assertAtRest(backward["root"], "Root.view", in: "UIWindow", transition.name)
            }
            XCTAssertEqual(backward["presented"], "false", transition.name)
        }
    }

    private func checkInteractiveDismissal(_ run: Run) {
        for transition in run.transitions where transition.kind.presents && backwardInteraction(transition) != nil {
            let removes = (transition.presentationStyle ?? .custom).removesPresentingView
            let cancelled = section(run, "\(transition.name) interactive cancelled")
            assertRan(cancelled, transition, transition.backward, completed: [false], interactive: true)
            assertAtRest(cancelled["card"], "Card.view", in: cardHolder(transition),
                         cornerRadius: presentedRadius(transition), frame: presentedFrame(transition),
                         subviews: grabbers(transition), transition.name)
            if removes {
                assertAtRest(cancelled["root"], "Root.view", in: "nothing", transition.name)
            } else {
                assertPresenting(cancelled["root"], transition, transition.name)
            }
            XCTAssertEqual(cancelled["presented"], "true", transition.name)
            XCTAssertEqual(cancelled["delegate"], "true", "still presented, so the delegate must live: \(transition.name)")

            let finished = section(run, "\(transition.name) interactive finished")
            assertRan(finished, transition, transition.backward, completed: [true], interactive: true)
            XCTAssertEqual(finished["presented"], "false", transition.name)
            XCTAssertEqual(finished["delegate"], "true", "it lives as long as its controller: \(transition.name)")

            let flicked = section(run, "\(transition.name) interactive flicked")
            assertRan(flicked, transition, transition.backward, completed: [true], interactive: true)
            XCTAssertEqual(flicked["presented"], "false", "a flick faster than finishVelocity finishes: \(transition.name)")
        }
    }

    private func checkPushAndPop(_ run: Run) {
        for transition in run.transitions where transition.kind == .navigation {
            let push = section(run, "\(transition.name) forward")
            assertRan(push, transition, transition.forward, completed: [true])
            let pushOrder = transition.forward.order == .toAbove ? ["First.view", "Second.view"] : ["Second.view", "First.view"]
            XCTAssertEqual(screens(push["container"]), "\(pushOrder)", transition.name)
            assertAtRest(push["incoming"], "Second.view", in: "UINavigationTransitionView",
                         cornerRadius: transition.forward.incoming.end.cornerRadius, transition.name)
            assertAtRest(push["outgoing"], "First.view", in: "nothing", transition.name)
            XCTAssertEqual(push["stack"], "[\"First\", \"Second\"]", transition.name)
            XCTAssertEqual(push["system back swipe"], backwardInteraction(transition) != nil ? "false" : "true",
                           "the generated pop gesture replaces UIKit's: \(transition.name)")

            let pop = section(run, "\(transition.name) backward")
            assertRan(pop, transition, transition.backward, completed: [true])
            if let phase = transition.backward {
                let popOrder = phase.order == .toAbove ? ["Second.view", "First.view"] : ["First.view", "Second.view"]
                XCTAssertEqual(screens(pop["container"]), "\(popOrder)", transition.name)
                assertAtRest(pop["incoming"], "First.view", in: "UINavigationTransitionView",
                             cornerRadius: phase.incoming.end.cornerRadius, transition.name)
            }
            XCTAssertEqual(pop["stack"], "[\"First\"]", transition.name)
        }
    }

    private func checkInteractivePop(_ run: Run) {
        for transition in run.transitions where transition.kind == .navigation && backwardInteraction(transition) != nil {
            let cancelled = section(run, "\(transition.name) interactive cancelled")
            assertRan(cancelled, transition, transition.backward, completed: [false], interactive: true)
            assertAtRest(cancelled["outgoing"], "Second.view", in: "UINavigationTransitionView",
                         cornerRadius: transition.forward.incoming.end.cornerRadius, transition.name)
            assertAtRest(cancelled["incoming"], "First.view", in: "nothing", transition.name)
            XCTAssertEqual(cancelled["stack"], "[\"First\", \"Second\"]", transition.name)

            let finished = section(run, "\(transition.name) interactive finished")
            assertRan(finished, transition, transition.backward, completed: [true], interactive: true)
            assertAtRest(finished["incoming"], "First.view", in: "UINavigationTransitionView",
                         cornerRadius: transition.backward?.incoming.end.cornerRadius, transition.name)
            XCTAssertEqual(finished["stack"], "[\"First\"]", transition.name)
        }
    }

    private func checkReduceMotion(_ run: Run) {
        for transition in run.transitions {
            let forward = section(run, "\(transition.name) reduce motion forward")
            assertRan(forward, transition, transition.forward, completed: [true], reduced: true)
            let backward = section(run, "\(transition.name) reduce motion backward")
            assertRan(backward, transition, transition.backward, completed: [true], reduced: true)
            let reduces = transition.reduceMotion != .same
            switch transition.kind {
            case .modal, .segue:
                assertAtRest(forward["card"], "Card.view", in: cardHolder(transition),
                             cornerRadius: presentedRadius(transition), frame: presentedFrame(transition),
                         subviews: grabbers(transition), transition.name)
                XCTAssertEqual(forward["presented"], "true", transition.name)
                XCTAssertEqual(backward["presented"], "false", transition.name)
                if transition.backward != nil {
                    assertAtRest(backward["root"], "Root.view", in: "UIWindow", transition.name)
                }
            case .navigation:
                assertAtRest(forward["incoming"], "Second.view", in: "UINavigationTransitionView",
                             cornerRadius: transition.forward.incoming.end.cornerRadius, transition.name)
                assertAtRest(backward["incoming"], "First.view", in: "UINavigationTransitionView",
                             cornerRadius: reduces ? nil : transition.backward?.incoming.end.cornerRadius, transition.name)
                XCTAssertEqual(backward["stack"], "[\"First\"]", transition.name)
            case .tabBar:
                assertAtRest(forward["incoming"], "Second.view", in: "UITransitionView",
                             cornerRadius: transition.forward.incoming.end.cornerRadius, transition.name)
                assertAtRest(backward["incoming"], "First.view", in: "UITransitionView",
                             cornerRadius: reduces ? nil : transition.backward?.incoming.end.cornerRadius, transition.name)
                XCTAssertEqual(backward["selected"], "0", transition.name)
            }
        }
    }

    /// A switch to a later tab plays the forward phase, back to the earlier one the backward phase (or,
    /// without one, no animation at all), the views end at rest in the tab bar controller's transition view
    /// and the selected tab is the one switched to.
    private func checkTabSwitches(_ run: Run) {
        for transition in run.transitions where transition.kind == .tabBar {
            let forward = section(run, "\(transition.name) forward")
            assertRan(forward, transition, transition.forward, completed: [true])
            let forwardOrder = transition.forward.order == .toAbove ? ["First.view", "Second.view"] : ["Second.view", "First.view"]
            XCTAssertEqual(forward["container"], "\(forwardOrder)", transition.name)
            assertAtRest(forward["incoming"], "Second.view", in: "UITransitionView",
                         cornerRadius: transition.forward.incoming.end.cornerRadius, transition.name)
            assertAtRest(forward["outgoing"], "First.view", in: "nothing", transition.name)
            XCTAssertEqual(forward["selected"], "1", transition.name)

            let backward = section(run, "\(transition.name) backward")
            assertRan(backward, transition, transition.backward, completed: transition.backward == nil ? [] : [true])
            if let phase = transition.backward {
                let backwardOrder = phase.order == .toAbove ? ["Second.view", "First.view"] : ["First.view", "Second.view"]
                XCTAssertEqual(backward["container"], "\(backwardOrder)", transition.name)
                assertAtRest(backward["incoming"], "First.view", in: "UITransitionView",
                             cornerRadius: phase.incoming.end.cornerRadius, transition.name)
            } else {
                XCTAssertEqual(backward["complete"], "[]", "no animator, no transition context: \(transition.name)")
                XCTAssertEqual(backward["custom"], "[]", transition.name)
            }
            XCTAssertEqual(backward["selected"], "0", transition.name)
        }
    }

    /// A pan the backward phase's way that stops short cancels the switch (the earlier tab is not selected
    /// and the views are back), one that goes most of the way switches.
    private func checkInteractiveTabSwitch(_ run: Run) {
        for transition in run.transitions where transition.kind == .tabBar && backwardInteraction(transition) != nil {
            let cancelled = section(run, "\(transition.name) interactive cancelled")
            assertRan(cancelled, transition, transition.backward, completed: [false], interactive: true)
            assertAtRest(cancelled["outgoing"], "Second.view", in: "UITransitionView",
                         cornerRadius: transition.forward.incoming.end.cornerRadius, transition.name)
            assertAtRest(cancelled["incoming"], "First.view", in: "nothing", transition.name)
            XCTAssertEqual(cancelled["selected"], "1", transition.name)

            let finished = section(run, "\(transition.name) interactive finished")
            assertRan(finished, transition, transition.backward, completed: [true], interactive: true)
            assertAtRest(finished["incoming"], "First.view", in: "UITransitionView",
                         cornerRadius: transition.backward?.incoming.end.cornerRadius, transition.name)
            XCTAssertEqual(finished["selected"], "0", transition.name)
        }
    }

    // MARK: The gallery

    func testModalAndSegueTransitionsPresentAndDismissThroughTheirAnimators() throws {
        checkPresentAndDismiss(try gallery())
    }

    func testACancelledInteractiveDismissalPutsEverythingBackAndAFinishedOneDismisses() throws {
        let run = try gallery()
        XCTAssertTrue(run.transitions.contains { $0.kind.presents && backwardInteraction($0) != nil },
                      "the gallery has an interactive dismissal")
        checkInteractiveDismissal(run)
    }

    func testNavigationTransitionsPushAndPopThroughTheirAnimators() throws {
        let run = try gallery()
        XCTAssertTrue(run.transitions.contains { $0.kind == .navigation })
        checkPushAndPop(run)
    }

    func testACancelledInteractivePopKeepsTheStackAndAFinishedOnePops() throws {
        let run = try gallery()
        XCTAssertTrue(run.transitions.contains { $0.kind == .navigation && backwardInteraction($0) != nil },
                      "the gallery has an interactive pop")
        checkInteractivePop(run)
    }

    func testTabBarTransitionsSwitchTabsThroughTheirAnimators() throws {
        let run = try gallery()
        XCTAssertTrue(run.transitions.contains { $0.kind == .tabBar && backwardInteraction($0) != nil },
                      "the gallery has an interactive tab bar")
        checkTabSwitches(run)
        checkInteractiveTabSwitch(run)
    }

    func testUnderReduceMotionEveryTransitionStillCompletesOnceAndEndsAtRest() throws {
        checkReduceMotion(try gallery())
    }

    // MARK: The built variants

    /// Every kind, style, timing form, gesture, reduce-motion mode and view property (anchors,
    /// corner radii, dimming, layout-relative offsets, per-view delays, a missing dismissal).
    func testEveryBuiltVariantBehavesInEveryScenario() throws {
        let run = try variants()
        checkPresentAndDismiss(run)
        checkInteractiveDismissal(run)
        checkPushAndPop(run)
        checkInteractivePop(run)
        checkTabSwitches(run)
        checkInteractiveTabSwitch(run)
        checkReduceMotion(run)
    }
}
