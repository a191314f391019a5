import ChoreoAudit
import ChoreoLint
import ChoreoSpec
import Foundation
import XCTest

/// `choreo audit --fix` on the rules' own examples: every fix leaves a file that parses, that the
/// rule no longer reports, and that a second `--fix` leaves as it is.
final class AuditFixTests: XCTestCase {
    /// The rules whose findings have a mechanical repair.
    static let fixable: Set<String> = [
        "completion_ignores_cancellation", "completion_on_early_exit",
        "view_removed_ignoring_cancellation", "transitioning_delegate_without_style",
    ]

    private func fix(_ text: String, configuration: LintConfiguration = LintConfiguration()) -> FixedFile? {
        let source = SwiftSource(file: "Example.swift", text: text)
        return Auditor(configuration: configuration).fix([source], bytes: ["Example.swift": Array(text.utf8)]).first
    }

    func testEveryFixableExampleIsFixedParsesAndIsFixedOnlyOnce() throws {
        var fixedExamples: [String: Int] = [:]
        for rule in AuditCatalogue.descriptions {
            for (index, example) in rule.triggeringExamples.enumerated() {
                let text = MarkedText(example).text
                let name = "\(rule.id), triggering example \(index + 1)"
                guard let fixed = fix(text), fixed.applied.contains(where: { $0.finding.ruleID == rule.id }) else { continue }
                fixedExamples[rule.id, default: 0] += 1
                let after = String(decoding: fixed.fixed, as: UTF8.self)
                XCTAssertEqual(AuditHarness.audit(after).filter { $0.ruleID == rule.id }.map(\.message), [], "\(name) after --fix:\n\(after)")
                XCTAssertNil(self.fix(after), "\(name): a second --fix changed the file again")
                try assertParses(after, name)
            }
        }
        XCTAssertEqual(Set(fixedExamples.keys), Self.fixable, "rules with a fixed example: \(fixedExamples)")
    }

    func testTheMechanicalFixesSpellTheCancellation() throws {
        let animator = """
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let view = ctx.view(forKey: .to), let from = ctx.view(forKey: .from) else {
                        ctx.completeTransition(true)
                        return
                    }
                    ctx.containerView.addSubview(view)
                    UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }) { finished in
                        from.removeFromSuperview()
                        ctx.completeTransition(finished)
                    }
                }
            }
            """
        let fixed = try XCTUnwrap(fix(animator))
        let text = String(decoding: fixed.fixed, as: UTF8.self)
        XCTAssertTrue(text.contains("ctx.completeTransition(false)\n"), text)
        XCTAssertTrue(text.contains("if !ctx.transitionWasCancelled { from.removeFromSuperview() }"), text)
        XCTAssertTrue(text.contains("ctx.completeTransition(!ctx.transitionWasCancelled)"), text)
        XCTAssertEqual(fixed.applied.map(\.finding.ruleID).sorted(),
                       ["completion_ignores_cancellation", "completion_on_early_exit", "view_removed_ignoring_cancellation"])
        try assertParses(text, "the fixed animator")
    }

    func testAMissingStyleIsSetBesideTheDelegateWithTheLinesIndentation() throws {
        let text = "final class List: UIViewController {\n\tfunc show() {\n\t\tlet detail = DetailViewController()\n\t\tdetail.transitioningDelegate = cardTransition\n\t\tpresent(detail, animated: true)\n\t}\n}\n"
        let fixed = try XCTUnwrap(fix(text))
        XCTAssertEqual(String(decoding: fixed.fixed, as: UTF8.self),
                       text.replacingOccurrences(of: "cardTransition\n", with: "cardTransition\n\t\tdetail.modalPresentationStyle = .custom\n"))
    }

    func testSuppressedFindingsAndRulesThatAreOffAreNotFixed() {
        let animator = """
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in
                        // choreo:disable-next-line completion_ignores_cancellation
                        ctx.completeTransition(true)
                    }
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in ctx.completeTransition(true) }
                }
            }
            """
        XCTAssertEqual(fix(animator)?.applied.map { $0.finding.location.line }, [8])
        XCTAssertNil(fix(animator, configuration: LintConfiguration(ruleSettings: ["completion_ignores_cancellation": .off])))
    }

    func testAFixIsNotAppliedToBytesOtherThanTheOnesItWasWorkedOutFrom() throws {
        let animator = """
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in ctx.completeTransition(true) }
                }
            }
            """
        let source = SwiftSource(file: "Fade.swift", text: animator)
        let edited = Array(animator.replacingOccurrences(of: "0.3", with: "0.25").utf8)
        let fixed = Auditor().fix([source], bytes: ["Fade.swift": edited])
        XCTAssertEqual(fixed.map(\.applied.count), [], "the fix was worked out on other bytes than these")
    }

    /// `swiftc -parse` on the text, when a Swift compiler is on this machine.
    private func assertParses(_ text: String, _ name: String) throws {
        let candidates = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"] + (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":").map { "\($0)/swiftc" }
        guard let swiftc = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-fix-\(UUID().uuidString).swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse", url.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(name) does not parse after --fix:\n\(String(decoding: output, as: UTF8.self))\n\(text)")
    }
}
