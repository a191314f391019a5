import ChoreoLint
import XCTest

final class RuleCatalogueTests: XCTestCase {
    /// DESIGN.md's "Lint rules" list: every one of them must exist.
    static let designRuleIDs = [
        "presentation_style_missing", "presentation_style_ignores_animator", "delegate_not_retained",
        "duration_out_of_range", "spring_damping_out_of_range", "spring_velocity_negative",
        "incoming_view_hidden", "pop_not_reverse_of_push", "dismiss_not_reverse_of_present",
        "dismiss_missing", "back_swipe_disabled", "hardcoded_horizontal_direction",
        "large_effect_in_navigation", "reduce_motion_ignored", "duplicate_transition_name",
        "invalid_identifier", "unknown_key", "invalid_value", "duplicate_key",
        "yaml11_ambiguous_scalar", "yaml_syntax",
    ]

    /// The ids the decoder emits (ChoreoSpec): the catalogue documents and configures them.
    static let decodeStageRuleIDs = [
        "yaml_syntax", "yaml_limit", "duplicate_key", "unknown_key", "missing_key", "invalid_value",
        "invalid_identifier", "mixed_script_name", "yaml11_ambiguous_scalar",
    ]

    func testEveryRuleInTheDesignListExists() {
        for id in Self.designRuleIDs {
            XCTAssertNotNil(RuleCatalogue.description(for: id), "\(id) is in DESIGN.md but not in the catalogue")
        }
    }

    func testEveryDecodeStageRuleIDIsCatalogued() {
        XCTAssertEqual(Set(RuleCatalogue.decodeStageRules.map { $0.description.id }), Set(Self.decodeStageRuleIDs))
    }

    func testRuleIDsAreUnique() {
        let ids = RuleCatalogue.descriptions.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        XCTAssertEqual(RuleCatalogue.ruleIDs, Set(ids))
    }

    func testRuleIDsAreSnakeCase() {
        for id in RuleCatalogue.ruleIDs {
            XCTAssertNotNil(id.wholeMatch(of: /[a-z][a-z0-9]*(_[a-z0-9]+)*/), "\(id) is not snake_case")
        }
    }

    func testEveryRuleHasATriggeringAndANonTriggeringExampleAndARationale() {
        for rule in RuleCatalogue.descriptions {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
            XCTAssertGreaterThan(rule.rationale.count, 150, "\(rule.id)'s rationale is too short to explain the fix")
            XCTAssertFalse(rule.name.isEmpty, "\(rule.id) has no name")
        }
    }

    func testTheLinterRunsEveryTransitionAndCrossSpecRule() {
        let run = Set(RuleCatalogue.transitionRules.map { $0.description.id } + RuleCatalogue.crossSpecRules.map { $0.description.id })
        let described = Set(RuleCatalogue.descriptions.map(\.id))
        let other = Set(RuleCatalogue.decodeStageRules.map { $0.description.id } + RuleCatalogue.linterRules.map(\.id))
        XCTAssertEqual(run.union(other), described)
        XCTAssertTrue(run.isDisjoint(with: other))
    }

    func testLookupFindsARuleByIDAndSuggestsANearMiss() {
        XCTAssertEqual(RuleCatalogue.description(for: "dismiss_missing")?.defaultSeverity, .warning)
        XCTAssertNil(RuleCatalogue.description(for: "dismiss_mising"))
        XCTAssertEqual(RuleCatalogue.suggestion(for: "dismiss_mising"), "did you mean 'dismiss_missing'?")
    }

    func testOnlyDurationOutOfRangeTakesOptionsOneRangePerKind() {
        XCTAssertEqual(Array(RuleCatalogue.options.keys), ["duration_out_of_range"])
        XCTAssertEqual(RuleCatalogue.options["duration_out_of_range"]?.map(\.name), ["modal", "navigation", "segue"])
    }
}
