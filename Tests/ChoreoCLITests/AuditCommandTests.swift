import ChoreoCLI
import Foundation
import XCTest

/// `choreo audit` end to end: the real executable on the fixture animators, and in-process for
/// configuration, folders and exit statuses.
final class AuditCommandTests: XCTestCase {
    private static let fixtures = "Tests/Fixtures/audit"

    func testTheFixtureFolderIsAuditedRecursivelyWithTheJSONReporterAndFails() throws {
        let outcome = try ChoreoProcess.run(["audit", "--reporter", "json", Self.fixtures])
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdoutText.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "") \($0["ruleId"] ?? "")" }
        let expected = try String(contentsOf: ChoreoProcess.repositoryRoot.appendingPathComponent("\(Self.fixtures)/expected.txt"), encoding: .utf8)
            .split(separator: "\n").map { "\(Self.fixtures)/\($0)" }
        XCTAssertEqual(found, expected)
        XCTAssertEqual(outcome.stderr, "Audited 14 files: 3 errors, 16 warnings.\n")
    }

    func testSARIFOfTheAuditValidatesAgainstTheSchemaAndDescribesTheAuditRules() throws {
        let outcome = try ChoreoProcess.run(["audit", "--reporter", "sarif", Self.fixtures])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stdoutText.contains("\"ruleId\": \"view_removed_ignoring_cancellation\""), outcome.stdoutText)
        XCTAssertTrue(outcome.stdoutText.contains("View removed without checking cancellation"), outcome.stdoutText)
        try SARIFValidator.assertValid(outcome.stdoutText)
    }

    /// Issue 30, item 7: a finding repeated on every line of one animator cost time in proportion
    /// to the animator for each finding (its spec suggestion, the cancellation check of its
    /// closure, the path to each return…): 5,000 completions took 42 s, 8,000 screen bounds 40 s,
    /// 3,000 returns minutes. Each now costs about the same, so all of it is seconds even in a
    /// debug build; the timeout only stops a run that has gone quadratic again.
    func testRepeatedFindingsInOneAnimatorCostTimeInProportionToTheirNumber() throws {
        let folder = try TemporaryDirectory()
        let animator = { (name: String, body: String, completion: String) in
            """
            import UIKit
            final class \(name)Animator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let fromView = ctx.view(forKey: .from)!
                    \(body)
                    UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { finished in
                        \(completion)
                    }
                }
            }
            """
        }
        let repeated = { (line: String, count: Int) in (0..<count).map { line.replacingOccurrences(of: "#", with: "\($0)") }.joined(separator: "\n") }
        try folder.write("Complete.swift", animator("Complete", "", repeated("ctx.completeTransition(true)", 5_000)))
        try folder.write("Screen.swift", animator("Screen", repeated("fromView.frame.origin.y = UIScreen.main.bounds.height", 8_000), ""))
        try folder.write("Remove.swift", animator("Remove", "", repeated("if finished { fromView.removeFromSuperview() }", 3_000)))
        try folder.write("Alias.swift", animator(
            "Alias", repeated("let f# = ctx.completeTransition\nUIView.animate(withDuration: 0.3, animations: {}, completion: f#)", 3_000), ""))
        try folder.write("Returns.swift", animator("Returns", repeated("guard let v# = ctx.view(forKey: .to) else { return }", 3_000), ""))
        try folder.write("Present.swift", """
            import UIKit
            final class ListViewController: UIViewController {
                func show() {
                    let detail = UIViewController()
                    \(repeated("detail.transitioningDelegate = delegate\ndetail.modalPresentationStyle = .pageSheet", 3_000))
                }
            }
            """)
        let outcome = try ChoreoProcess.run(["audit", "--reporter", "json", "."], in: URL(fileURLWithPath: folder.path), timeout: 60)
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        for rule in ["completion_ignores_cancellation", "screen_bounds_in_animator", "view_removed_ignoring_cancellation",
                     "animate_transition_never_completes", "transitioning_delegate_without_style"] {
            XCTAssertTrue(outcome.stdoutText.contains("\"ruleId\": \"\(rule)\""), rule)
        }
        XCTAssertTrue(outcome.stdoutText.contains("more findings of rule"), "each file's findings are capped")
    }

    func testCorrectCodeExitsZero() throws {
        let outcome = try ChoreoProcess.run(["audit", "\(Self.fixtures)/correct", "\(Self.fixtures)/tricky"])
        XCTAssertEqual(outcome.stdoutText, "")
        XCTAssertEqual(outcome.stderr, "Audited 8 files: 0 errors, 0 warnings.\n")
        XCTAssertEqual(outcome.status, 0)
    }

    func testRulesAreConfiguredInChoreoYMLAndExcludedFoldersAreSkipped() throws {
        let folder = try TemporaryDirectory()
        let animator = """
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in ctx.completeTransition(true) }
                }
            }
            """
        try folder.write("Sources/Fade.swift", animator)
        try folder.write("Vendor/Fade.swift", animator)
        try folder.write("Sources/Notes.txt", animator)
        let relaxed = CLIHarness.run(["audit"], in: folder.path)
        XCTAssertEqual(relaxed.status, .success)
        XCTAssertEqual(relaxed.stderr, "Audited 2 files: 0 errors, 2 warnings.\n")

        try folder.write(".choreo.yml", "rules:\n  completion_ignores_cancellation: error\nexcluded: [Vendor]\n")
        let configured = CLIHarness.run(["audit"], in: folder.path)
        XCTAssertEqual(configured.status, .failure)
        XCTAssertEqual(configured.stdout.split(separator: "\n").map { $0.prefix(30) }, ["Sources/Fade.swift:3:89: error"])

        try folder.write(".choreo.yml", "rules:\n  completion_ignores_cancellation: off\n")
        XCTAssertEqual(CLIHarness.run(["audit"], in: folder.path).stderr, "Audited 2 files: 0 errors, 0 warnings.\n")
    }

    func testFixRewritesTheFilesReportsWhatItChangedAndIsIdempotent() throws {
        let folder = try TemporaryDirectory()
        let animator = """
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in ctx.completeTransition(true) }
                }
            }

            """
        try folder.write("Fade.swift", animator)
        let first = CLIHarness.run(["audit", "--fix"], in: folder.path)
        XCTAssertEqual(first.status, .success)
        XCTAssertEqual(first.stdout, "Fade.swift:4:89: note: fixed: 'true' → '!ctx.transitionWasCancelled' (completion_ignores_cancellation)\n")
        XCTAssertEqual(first.stderr, "Audited 1 file: 0 errors, 0 warnings.\n")
        let fixed = try String(contentsOfFile: "\(folder.path)/Fade.swift", encoding: .utf8)
        XCTAssertEqual(fixed, animator.replacingOccurrences(of: "completeTransition(true)", with: "completeTransition(!ctx.transitionWasCancelled)"))
        let second = CLIHarness.run(["audit", "--fix"], in: folder.path)
        XCTAssertEqual(second.stdout, "")
        XCTAssertEqual(try String(contentsOfFile: "\(folder.path)/Fade.swift", encoding: .utf8), fixed)
        XCTAssertEqual(CLIHarness.run(["audit", "--fix", "-"], in: folder.path, stdin: Array(animator.utf8)).status, .usage)
    }

    func testStoryboardsInTheFoldersAreReadForThePresentationStylesTheySet() throws {
        let folder = try TemporaryDirectory()
        try folder.write("App/List.swift", """
            final class ListViewController: UIViewController {
                private let transition = CardTransitionDelegate()
                func show() {
                    let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
                    detail.transitioningDelegate = transition
                    present(detail, animated: true)
                }
            }

            """)
        try folder.write("App/Main.storyboard", """
            <document><scenes><scene sceneID="a"><objects>
            <viewController storyboardIdentifier="Detail" id="d1" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>

            """)
        let unstyled = CLIHarness.run(["audit"], in: folder.path)
        XCTAssertTrue(unstyled.stdout.hasPrefix("App/List.swift:5:16: warning: a transitioning delegate is set on 'detail'"), unstyled.stdout)
        XCTAssertEqual(unstyled.stderr, "Audited 1 file: 0 errors, 1 warning.\n")

        try folder.write("App/Main.storyboard", """
            <document><scenes><scene sceneID="a"><objects>
            <viewController storyboardIdentifier="Detail" id="d1" modalPresentationStyle="custom" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>

            """)
        XCTAssertEqual(CLIHarness.run(["audit"], in: folder.path).stdout, "")
    }

    func testWarningsFailUnderStrictAndAMissingPathExits66() throws {
        let strict = CLIHarness.run(["audit", "--strict", "\(Self.fixtures)/pitfalls/FlipAnimator.swift"], in: ChoreoProcess.repositoryRoot.path)
        XCTAssertEqual(strict.status, .failure)
        let missing = CLIHarness.run(["audit", "Missing.swift"], in: ChoreoProcess.repositoryRoot.path)
        XCTAssertEqual(missing.status, .noInput)
        XCTAssertTrue(missing.stdout.contains("Missing.swift: error: cannot read"), missing.stdout)
    }

    func testSwiftFromStandardInputIsAuditedUnderTheStdinPathWithItsSourceLineAtATerminal() throws {
        let animator = try String(
            contentsOf: ChoreoProcess.repositoryRoot.appendingPathComponent("\(Self.fixtures)/pitfalls/CardPresentAnimator.swift"),
            encoding: .utf8)
        let piped = CLIHarness.run(["audit", "-", "--stdin-path", "App/Card.swift", "--no-color"],
                                   stdin: Array(animator.utf8), terminal: true)
        XCTAssertEqual(piped.status, .failure)
        XCTAssertTrue(piped.stdout.hasPrefix("""
            error: this return leaves 'animateTransition' without calling 'completeTransition(_:)': the transition never ends [animate_transition_never_completes]
               --> App/Card.swift:13:79
                |
             13 |               let card = transitionContext.viewController(forKey: .to) else { return }
                |                                                                               ^^^^^^
            """), piped.stdout)
        XCTAssertEqual(piped.stderr, "Audited 1 file: 1 error, 2 warnings.\n")

        let unnamed = CLIHarness.run(["audit", "-"], stdin: Array(animator.utf8))
        XCTAssertTrue(unnamed.stdout.hasPrefix("<stdin>:13:79: error: "), unnamed.stdout)
    }

    func testStandardInputIsReadOnceAndTheStdinPathNeedsIt() {
        let twice = CLIHarness.run(["audit", "-", "-"])
        XCTAssertEqual(twice.status, .usage)
        XCTAssertTrue(twice.stderr.hasPrefix("error: standard input ('-') can be read only once\nusage: choreo audit"), twice.stderr)
        let unnamed = CLIHarness.run(["audit", "--stdin-path", "App/Card.swift", "App"])
        XCTAssertEqual(unnamed.status, .usage)
        XCTAssertTrue(unnamed.stderr.hasPrefix("error: '--stdin-path' names standard input, but '-' is not among the paths"),
                      unnamed.stderr)
    }

    func testExplainKnowsTheAuditRules() {
        let result = CLIHarness.run(["explain", "container_view_mutated"])
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.stdout.hasPrefix("container_view_mutated: Container view mutated\n"), result.stdout)
    }
}
