import ChoreoAudit
import ChoreoLint
import ChoreoSpec
import XCTest

/// The audit rules' examples are their tests: each triggering example finds exactly its `↓`
/// places, each non-triggering one finds nothing, through the whole auditor.
final class AuditRuleExampleTests: XCTestCase {
    func testEveryTriggeringExampleFindsExactlyTheMarkedPlacesWithTheDefaultSeverity() {
        for rule in AuditCatalogue.descriptions {
            for (index, example) in rule.triggeringExamples.enumerated() {
                let marked = MarkedText(example)
                let found = AuditHarness.audit(marked.text).filter { $0.ruleID == rule.id }
                let name = "\(rule.id), triggering example \(index + 1)"
                XCTAssertFalse(marked.markers.isEmpty, "\(name) marks no place with ↓")
                XCTAssertEqual(
                    found.map { $0.location.description }, marked.markers.map(\.description),
                    "\(name): findings at the wrong places\n\(found.map { "\($0.location): \($0.message)" }.joined(separator: "\n"))")
                for diagnostic in found where diagnostic.severity != rule.defaultSeverity {
                    XCTFail("\(name): severity \(diagnostic.severity), expected \(rule.defaultSeverity)")
                }
            }
        }
    }

    func testNoNonTriggeringExampleFindsTheRule() {
        for rule in AuditCatalogue.descriptions {
            for (index, example) in rule.nonTriggeringExamples.enumerated() {
                let marked = MarkedText(example)
                XCTAssertTrue(marked.markers.isEmpty, "\(rule.id), non-triggering example \(index + 1) has a ↓ marker")
                let found = AuditHarness.audit(marked.text).filter { $0.ruleID == rule.id }
                XCTAssertEqual(AuditHarness.summary(found), [], "\(rule.id), non-triggering example \(index + 1): \(found.map(\.message))")
            }
        }
    }

    /// An example of one rule must not trip the others, or it teaches the wrong fix.
    func testNonTriggeringExamplesFindNothingAtAll() {
        for rule in AuditCatalogue.descriptions {
            for (index, example) in rule.nonTriggeringExamples.enumerated() {
                let found = AuditHarness.audit(MarkedText(example).text)
                XCTAssertEqual(AuditHarness.summary(found), [], "\(rule.id), non-triggering example \(index + 1): \(found.map(\.message))")
            }
        }
    }

    func testRuleIDsAreUniqueAndDistinctFromTheSpecRules() {
        let ids = AuditCatalogue.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertTrue(Set(ids).isDisjoint(with: RuleCatalogue.ruleIDs), "an audit rule shares an id with a spec rule")
    }
}
