import ChoreoCodegen
import Foundation
import XCTest

/// The behaviour simulation of the same fixtures: one executable runs every scenario of
/// Tests/Fixtures/harness/HarnessDriver.swift, and each test reads its scenario's section.
final class HarnessSimulationTests: XCTestCase {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cachedSections: [String: [String]]?

    /// Section name → printed lines, from one run of the driver (compiled once per test process).
    private func section(_ name: String) throws -> [String] {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if Self.cachedSections == nil {
            let folder = HarnessTests.fixtures
            let names = ["CorrectModalTransition.swift", "NearMissDelegate.swift", "MissingCompleteTransition.swift",
                         "NonRestoringDismissal.swift"]
            let sources = try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
            let driver = try String(contentsOf: folder.appendingPathComponent("HarnessDriver.swift"), encoding: .utf8)
            let run = try BehaviourSimulator.shared.run(sources: sources, driver: driver)
            XCTAssertEqual(run.status, 0, run.description)
            var sections: [String: [String]] = [:]
            var current: String?
            for line in run.lines {
                if line.hasPrefix("== ") {
                    current = String(line.dropFirst(3))
                    sections[current ?? ""] = []
                } else if let current {
                    sections[current, default: []].append(line)
                }
            }
            Self.cachedSections = sections
        }
        let lines = Self.cachedSections?[name] ?? []
        XCTAssertFalse(lines.isEmpty, "scenario '\(name)' printed nothing")
        return lines
    }

    private func completions(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("completeTransition: ") }
    }

    private func window(_ lines: [String]) -> [String] {
        Array(lines.drop { $0 != "-- window" }.dropFirst())
    }

    func testCorrectPresentationRunsTheCustomAnimatorAndCompletesOnce() throws {
        let lines = try section("correct present")
        XCTAssertTrue(lines.contains { $0.hasPrefix("customTransition: present Root -> Card animator CorrectModalAnimator") }, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("defaultTransition") })
        XCTAssertEqual(completions(lines), ["completeTransition: present Root -> Card true"])
        XCTAssertFalse(lines.contains { $0.hasPrefix("warning") }, lines.joined(separator: "\n"))
        XCTAssertEqual(window(lines), [
            "UIWindow frame=(0, 0, 400, 800) alpha=1",
            "  Root.view frame=(0, 0, 400, 800) alpha=1",
            "  UITransitionView frame=(0, 0, 400, 800) alpha=1",
            "    Card.view frame=(0, 0, 400, 800) alpha=1",
        ])
    }

    func testCancelledInteractiveDismissalCompletesWithFalseOnceAndRestoresTheViews() throws {
        let lines = try section("correct dismiss cancelled")
        XCTAssertTrue(lines.contains("cancelInteractiveTransition: dismiss Card -> Root"), lines.joined(separator: "\n"))
        XCTAssertEqual(completions(lines), [
            "completeTransition: present Root -> Card true",
            "completeTransition: dismiss Card -> Root false",
        ])
        XCTAssertTrue(lines.contains("dismissalCancelled: Card"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("warning") }, lines.joined(separator: "\n"))
        XCTAssertEqual(window(lines).last, "    Card.view frame=(0, 0, 400, 800) alpha=1")
    }

    func testFinishedInteractiveDismissalRemovesThePresentedView() throws {
        let lines = try section("correct dismiss finished")
        XCTAssertEqual(completions(lines).last, "completeTransition: dismiss Card -> Root true")
        XCTAssertTrue(lines.contains("dismissed: Card"))
        XCTAssertEqual(window(lines), [
            "UIWindow frame=(0, 0, 400, 800) alpha=1",
            "  Root.view frame=(0, 0, 400, 800) alpha=1",
        ])
    }

    func testAnimatorThatDoesNotRestoreOnCancelLeavesTheViewMoved() throws {
        let lines = try section("non-restoring dismiss cancelled")
        XCTAssertEqual(completions(lines).last, "completeTransition: dismiss Card -> Root false")
        XCTAssertEqual(window(lines).last, "    Card.view frame=(0, 800, 400, 800) alpha=1 transform=[1 0 0 1 0 800]")
    }

    func testNearMissDelegateSignatureFallsBackToTheDefaultTransition() throws {
        let lines = try section("near miss")
        XCTAssertTrue(lines.contains("defaultTransition: present Card: the transitioning delegate returned no animator for the presentation"), lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("customTransition") })
    }

    func testDelegateNotRetainedIsGoneBeforePresentAndTheDefaultTransitionRuns() throws {
        let lines = try section("delegate not retained")
        XCTAssertTrue(lines.contains("present: Card on Root style custom transitioningDelegate nil"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("defaultTransition: present Card: no transitioning delegate"))
    }

    func testPageSheetStyleNeverAsksForTheAnimator() throws {
        let lines = try section("page sheet ignores animator")
        XCTAssertTrue(lines.contains { $0.hasPrefix("defaultTransition: present Card: style pageSheet is animated by UIKit") }, lines.joined(separator: "\n"))
    }

    func testMissingCompleteTransitionIsReportedAsAStuckTransition() throws {
        let lines = try section("missing completeTransition")
        XCTAssertEqual(completions(lines), [])
        XCTAssertTrue(lines.contains("transitionNeverCompleted: present Root -> Card"), lines.joined(separator: "\n"))
    }

    func testRewriterTurnsObjCSpellingsIntoPlainSwift() {
        let source = """
        @objc func handlePan(_ gesture: UIPanGestureRecognizer) {}
        let a = #selector(handlePan(_:))
        let b = #selector(self.close)
        let c = #selector(Handler.handlePan(_:))
        """
        XCTAssertEqual(ObjCInteropRewriter.rewriteForSimulation(source), """
        func handlePan(_ gesture: UIPanGestureRecognizer) {}
        let a = Selector(Self.handlePan(_:))
        let b = Selector(Self.close)
        let c = Selector(Handler.handlePan(_:))
        """)
    }
}
