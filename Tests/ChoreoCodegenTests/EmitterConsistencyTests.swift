@testable import ChoreoCodegen
import ChoreoSpec
import XCTest

/// The emitter keeps chunks of code it has printed (keyed by the shape of a transition) and
/// splices names into them, for speed. These tests pin what it writes for hundreds of varied
/// transitions (digests in `Tests/Fixtures/golden/digests/`, first recorded from the plain
/// emitter this one replaced, byte for byte; re-recorded when the shared support code moved out
/// of each file, after the cache-versus-fresh checks below passed and a sample of the same
/// transitions type-checked, `TypeCheckTests`), and show that nothing one transition leaves in the
/// cache changes what another gets: a shared emitter, its options changed between transitions and
/// fed in different orders, writes exactly what a fresh emitter writes.
final class EmitterConsistencyTests: XCTestCase {
    func testHundredsOfVariedTransitionsGenerateTheCodeTheirDigestsRecord() throws {
        var random = RandomTransitions(seed: 0xC0DE_0006)
        var digests = OutputDigests(name: "random-transitions")
        var emitter = SwiftEmitter()
        for index in 0..<600 {
            let (transition, options) = random.make()
            emitter.options = options
            let file = emitter.emit(transition)
            digests.record("\(index) \(file.fileName) \(options.accessLevel) \(options.deploymentTarget)", file.bytes)
        }
        try digests.verify()
    }

    func testASharedEmitterWritesWhatAFreshOneWritesWhateverCameBefore() {
        var random = RandomTransitions(seed: 0xC0DE_0006)
        var cases: [(transition: Transition, options: CodegenOptions)] = (0..<600).map { _ in random.make() }
        cases += TransitionVariants.all().map { ($0.transition, $0.options) }
        for transition in [SampleTransitions.cardPop, SampleTransitions.slidePush, SampleTransitions.rotateSegue,
                           SampleTransitions.fade(timing: .curve(.easeInOut))] {
            for access in AccessLevel.allCases {
                cases.append((transition, CodegenOptions(accessLevel: access)))
            }
        }
        var emitter = SwiftEmitter()
        var mismatches = 0
        for (transition, options) in cases + cases.reversed() {
            emitter.options = options
            let actual = emitter.emit(transition)
            let expected = SwiftEmitter(options: options).emit(transition)
            if actual != expected {
                mismatches += 1
                if mismatches <= 3 {
                    XCTFail("\(transition.name) differs from a fresh emitter's output:\n"
                        + firstDifference(actual.contents, expected.contents))
                }
            }
        }
        XCTAssertEqual(mismatches, 0, "\(mismatches) of \(cases.count * 2) emissions differ from a fresh emitter's")
    }

    func testATransitionThatDiffersFromTheLastInOneDetailGetsItsOwnCode() {
        var random = RandomTransitions(seed: 42)
        var emitter = SwiftEmitter()
        for _ in 0..<40 {
            let (base, options) = random.make()
            for (detail, change) in Self.singleChanges {
                var transition = base
                var changedOptions = options
                change(&transition, &changedOptions)
                for (transition, options) in [(base, options), (transition, changedOptions)] {
                    emitter.options = options
                    let actual = emitter.emit(transition)
                    let expected = SwiftEmitter(options: options).emit(transition)
                    XCTAssert(actual == expected, "\(transition.name), changed \(detail):\n"
                        + firstDifference(actual.contents, expected.contents))
                }
            }
        }
    }

    /// Each changes one thing the generated code depends on, keeping the name's length.
    private static let singleChanges: [(String, @Sendable (inout Transition, inout CodegenOptions) -> Void)] = [
        ("the name", { t, _ in t.name = String(t.name.reversed()) }),
        ("the access level", { _, o in o.accessLevel = o.accessLevel == .public ? .internal : .public }),
        ("the deployment target", { _, o in
            o.deploymentTarget = o.deploymentTarget.major >= 17 ? DeploymentTarget(major: 13) : DeploymentTarget(major: 17) }),
        ("the presentation style", { t, _ in t.presentationStyle = t.presentationStyle == .custom ? .overFullScreen : .custom }),
        ("reduce motion", { t, _ in t.reduceMotion = t.reduceMotion == .same ? .crossfade : (t.reduceMotion == .crossfade ? .none : .same) }),
        ("the backward phase", { t, _ in t.backward = nil }),
        ("where a gesture finishes", { t, _ in
            for index in t.interactions.indices { t.interactions[index].finishAt += 0.01 }
        }),
        ("how fast a gesture finishes", { t, _ in
            for index in t.interactions.indices { t.interactions[index].finishVelocity += 1 }
        }),
        ("the gestures", { t, _ in
            for index in t.interactions.indices {
                t.interactions[index].gesture = t.interactions[index].gesture == .pan ? .edgePan : .pan
            }
        }),
        ("the gesture directions", { t, _ in
            for index in t.interactions.indices {
                t.interactions[index].direction = t.interactions[index].direction == .down ? .up : .down
                t.interactions[index].edge = t.interactions[index].edge == .top ? .bottom : .top
            }
        }),
        ("the forward gesture", { t, _ in
            let role = t.forward.role
            if t.interactions.contains(where: { $0.role == role }) {
                t.interactions.removeAll { $0.role == role }
            } else {
                t.interactions.append(Interaction(role: role, gesture: .pan, direction: .up, edge: .top, finishAt: 0.5, finishVelocity: 900))
            }
        }),
        ("the anchor", { t, _ in t.forward.incoming.anchor = t.forward.incoming.anchor == .center ? UnitPoint(x: 0, y: 0) : .center }),
        ("the corner radius", { t, _ in t.forward.outgoing.end.cornerRadius = t.forward.outgoing.end.cornerRadius == nil ? 10 : nil }),
        ("the dimming", { t, _ in t.forward.outgoing.end.dim = t.forward.outgoing.end.dim == 0 ? 0.2 : 0 }),
        ("the layout direction", { t, _ in
            t.forward.incoming.start.offset = Offset(x: 0.5, y: 0, isLayoutRelative: !t.forward.incoming.start.offset.isLayoutRelative) }),
        ("the timing", { t, _ in t.forward.timing = .curve(.easeIn) }),
        ("the order", { t, _ in t.forward.order = t.forward.order == .toAbove ? .fromAbove : .toAbove }),
    ]

    func testDocCommentsCommentsAndLinesPrintAsTheirDigestsRecordOnAnyText() throws {
        var random = RandomTransitions(seed: 7)
        var digests = OutputDigests(name: "code-printer")
        let words = ["a", "UIKit", "`present(_:animated:completion:)`", "Überblick", "über", "x", "", " ",
                     "withAVeryLongWordThatIsLongerThanAnyLineCouldEverBeBecauseItJustKeepsGoingAndGoingAndGoingOnAndOnForever",
                     "e\u{301}", "\r\n", "\t", "end.", "\n", "\n\n", "  \n", "界", "%", "\u{1}"]
        for round in 0..<400 {
            var text = ""
            for _ in 0..<random.int(0..<61) {
                text += words[random.int(0..<words.count)]
                text += random.int(0..<5) == 0 ? "\n" : " "
            }
            var printed: [UInt8] = []
            for level in [0, 1, 2, 5, 30] {
                var printer = CodePrinter()
                for _ in 0..<level {
                    printer.indent()
                }
                printer.doc(text)
                printer.comment(text)
                printer.lines(text)
                printed += printer.bytes
            }
            digests.record("\(round)", printed)
        }
        try digests.verify()
    }

    /// The first line that differs, with its neighbours, rather than two whole files.
    private func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < e.count ? String(e[index]) : "<end>"
            if left != right {
                return "line \(index + 1):\n  actual:   \(left.debugDescription)\n  expected: \(right.debugDescription)"
            }
        }
        return "(same lines; the bytes differ in line endings)"
    }
}
