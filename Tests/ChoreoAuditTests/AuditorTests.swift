import ChoreoAudit
import ChoreoLint
import ChoreoSpec
import XCTest

/// Configuration and inline suppression, as `choreo lint` applies them to spec rules.
final class AuditorTests: XCTestCase {
    private let animator = """
        final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                UIView.animate(withDuration: 0.3, animations: {}) { _ in
                    SUPPRESSION
                    ctx.completeTransition(true)
                }
            }
        }
        """

    private func audit(suppression: String, configuration: LintConfiguration = LintConfiguration()) -> [String] {
        let text = animator.replacingOccurrences(of: "SUPPRESSION", with: suppression)
        return AuditHarness.audit(text, configuration: configuration).map { "\($0.location) \($0.severity) \($0.ruleID)" }
    }

    /// Issue 30, item 9: Swift ends lines at CR and CR LF as at LF. In a CR-only file the first
    /// `//` comment used to hide the rest of the file (no finding), and every line was line 1.
    func testCRAndCRLFEndLinesAsLFDoesForFindingsAndSuppressions() throws {
        let text = "// Fade, saved by another editor.\n" + animator
        let plain = text.replacingOccurrences(of: "SUPPRESSION", with: "")
        let suppressed = text.replacingOccurrences(of: "SUPPRESSION", with: "// choreo:disable-next-line completion_ignores_cancellation")
        for end in ["\r", "\r\n"] {
            let found = AuditHarness.audit(plain.replacingOccurrences(of: "\n", with: end)).map { "\($0.location) \($0.ruleID)" }
            XCTAssertEqual(found, ["7:36 completion_ignores_cancellation"], end.debugDescription)
            XCTAssertEqual(AuditHarness.audit(suppressed.replacingOccurrences(of: "\n", with: end)).map(\.ruleID), [], end.debugDescription)
        }
    }

    func testTheFindingIsAWarningByDefault() {
        XCTAssertEqual(audit(suppression: ""), ["6:36 warning completion_ignores_cancellation"])
    }

    func testDisableNextLineSuppressesTheNamedRuleOnTheNextLine() {
        XCTAssertEqual(audit(suppression: "// choreo:disable-next-line completion_ignores_cancellation"), [])
    }

    func testASuppressionOfAnotherRuleSuppressesNothingAndIsReportedUnused() {
        XCTAssertEqual(audit(suppression: "// choreo:disable-next-line key_window_in_transition"), [
            "5:41 warning unused_suppression", "6:36 warning completion_ignores_cancellation",
        ])
    }

    func testASuppressionOfAnUnknownRuleIsReportedWithASuggestion() {
        let text = animator.replacingOccurrences(of: "SUPPRESSION", with: "// choreo:disable-next-line completion_ignore_cancellation")
        let found = AuditHarness.audit(text).filter { $0.ruleID == InvalidValue.description.id }
        XCTAssertEqual(found.map { "\($0.location)" }, ["5:41"])
        XCTAssertEqual(found.first?.hint, "did you mean 'completion_ignores_cancellation'?")
    }

    func testASuppressionInAStringIsNotOne() {
        XCTAssertEqual(audit(suppression: "_ = \"// choreo:disable-next-line completion_ignores_cancellation\""),
                       ["6:36 warning completion_ignores_cancellation"])
    }

    func testTheConfigurationSetsSeverityOrTurnsARuleOff() {
        let error = LintConfiguration(ruleSettings: ["completion_ignores_cancellation": .severity(.error)])
        XCTAssertEqual(audit(suppression: "", configuration: error), ["6:36 error completion_ignores_cancellation"])
        let off = LintConfiguration(ruleSettings: ["completion_ignores_cancellation": .off])
        XCTAssertEqual(audit(suppression: "", configuration: off), [])
        XCTAssertEqual(audit(suppression: "// choreo:disable-next-line completion_ignores_cancellation", configuration: off), [])
    }

    func testFindingsInAnimatorsNameTheSpecThatCouldReplaceThem() {
        let found = AuditHarness.audit(animator.replacingOccurrences(of: "SUPPRESSION", with: "")).first
        XCTAssertEqual(found?.hint, "pass '!ctx.transitionWasCancelled'")
        let sliding = animator.replacingOccurrences(of: "SUPPRESSION", with: "ctx.view(forKey: .to)?.frame.origin.y = 0")
        XCTAssertEqual(AuditHarness.audit(sliding).first?.hint,
                       "pass '!ctx.transitionWasCancelled'; a spec can replace this animator: `choreo init Fade --kind modal --effect cover`")
    }

    func testAnAnimatorBesideATabBarDelegateIsOfferedATabBarSpec() {
        let sliding = animator.replacingOccurrences(of: "SUPPRESSION", with: "ctx.view(forKey: .to)?.frame.origin.x = 0") + """

            final class TabsDelegate: NSObject, UITabBarControllerDelegate {
                func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    FadeAnimator()
                }
            }
            """
        XCTAssertEqual(AuditHarness.audit(sliding).first?.hint,
                       "pass '!ctx.transitionWasCancelled'; a spec can replace this animator: `choreo init Fade --kind tabBar --effect push`")
    }

    func testAViewControllerThatIsItsOwnAnimatorIsJudgedOnlyInItsTransitionMethods() {
        let text = """
            final class SheetViewController: UIViewController, UIViewControllerAnimatedTransitioning {
                lazy var list = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    view.frame = UIScreen.main.bounds
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
            """
        XCTAssertEqual(AuditHarness.summary(AuditHarness.audit(text)), ["5:22 screen_bounds_in_animator"])
    }

    func testAnExtensionInAnotherFileMakesATypeAnAnimator() {
        let files = [
            ("Card.swift", "final class Card: NSObject {\n    func helper() { let s = UIScreen.main.bounds; view.frame = s }\n}"),
            ("Card+Animating.swift", "extension Card: UIViewControllerAnimatedTransitioning {}"),
        ]
        XCTAssertEqual(AuditHarness.summary(AuditHarness.audit(files)), ["2:29 screen_bounds_in_animator"])
    }

    /// As lint does for specs: at most `FindingCap.perFile` findings per file, then one line per rule for the rest,
    /// with the rule's severity, so a generated or hostile file cannot flood a CI log.
    func testFindingsAreCappedPerFile() {
        let lines = (0..<150).map { "controller\($0).transitioningDelegate = SlideDelegate()" }.joined(separator: "\n")
        let findings = Auditor().audit([
            SwiftSource(file: "Many.swift", text: lines),
            SwiftSource(file: "One.swift", text: "controller.transitioningDelegate = SlideDelegate()"),
        ])
        XCTAssertEqual(findings.filter { $0.file == "Many.swift" }.count, FindingCap.perFile + 1)
        XCTAssertEqual(findings.filter { $0.file == "One.swift" }.count, 1)
        let summary = findings.first { $0.message.hasPrefix("50 more") }
        XCTAssertEqual(summary?.message, "50 more findings of rule transition_delegate_not_retained")
        XCTAssertEqual(summary?.location.line, 101)
        XCTAssertEqual(summary?.severity, TransitionDelegateNotRetained.description.defaultSeverity)
    }

    /// Each suppression finds the findings of its line directly: a file with one before each of its many
    /// findings drops them all (100,000 of them took over five minutes when every suppression scanned every finding).
    func testASuppressionBeforeEachOfManyFindingsDropsThemAll() {
        let lines = (0..<3_000).map {
            "// choreo:disable-next-line transition_delegate_not_retained\ncontroller\($0).transitioningDelegate = SlideDelegate()"
        }
        let twice = "// choreo:disable-next-line transition_delegate_not_retained, transition_delegate_not_retained\n"
            + "controller.transitioningDelegate = SlideDelegate()"
        XCTAssertEqual(Auditor().audit([SwiftSource(file: "Many.swift", text: lines.joined(separator: "\n"))]), [])
        XCTAssertEqual(Auditor().audit([SwiftSource(file: "Twice.swift", text: twice)]).map(\.ruleID), ["unused_suppression"],
                       "the second naming drops nothing")
    }
}
