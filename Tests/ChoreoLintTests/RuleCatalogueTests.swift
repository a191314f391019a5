import ChoreoLint
import ChoreoSpec
import Foundation
import XCTest

final class RuleCatalogueTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The rules Choreo 0.1 was designed with: every one of them must exist.
    static let designRuleIDs = [
        "presentation_style_missing", "presentation_style_ignores_animator", "delegate_not_retained",
        "duration_out_of_range", "spring_damping_out_of_range", "spring_velocity_negative",
        "incoming_view_hidden", "pop_not_reverse_of_push", "dismiss_not_reverse_of_present",
        "dismiss_missing", "back_swipe_disabled", "hardcoded_horizontal_direction",
        "large_effect_in_navigation", "reduce_motion_ignored", "duplicate_transition_name",
        "invalid_identifier", "unknown_key", "invalid_value", "duplicate_key",
        "yaml11_ambiguous_scalar", "yaml_syntax",
    ]

    func testEveryRuleInTheDesignListExists() {
        for id in Self.designRuleIDs {
            XCTAssertNotNil(RuleCatalogue.description(for: id), "\(id) is one of the designed rules but not in the catalogue")
        }
    }

    /// The names of the types in `Sources/ChoreoLint` that declare a conformance to one of the
    /// rule protocols, read from the source text: what the catalogue must list.
    static func declaredRuleTypes() throws -> Set<String> {
        let protocols = "CataloguedRule|Rule|CrossSpecRule|DecodeStageRule"
        let declaration = try Regex("(?:struct|enum|class|extension)\\s+(\\w+)\\s*:\\s*([^{]*)\\{")
        let sources = repository.appendingPathComponent("Sources/ChoreoLint")
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        XCTAssertFalse(files.isEmpty, "no sources under \(sources.path)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) {
                guard let name = match.output[1].substring, let list = match.output[2].substring else { continue }
                let conformances = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if conformances.contains(where: { $0.wholeMatch(of: try! Regex(protocols)) != nil }) {
                    names.insert(String(name))
                }
            }
        }
        return names
    }

    /// A rule type left off the catalogue's lists would never run, never be configurable and
    /// never be documented; this fails instead.
    func testEveryRuleTypeInTheModuleIsInTheCatalogue() throws {
        let declared = try Self.declaredRuleTypes()
        let catalogued = Set(RuleCatalogue.all.map { String(describing: $0) })
        XCTAssertGreaterThan(declared.count, 25, "the source scan found too few rule types: \(declared.sorted())")
        XCTAssertEqual(declared.subtracting(catalogued).sorted(), [], "rule types the catalogue does not list")
        XCTAssertEqual(catalogued.subtracting(declared).sorted(), [], "catalogued types the scan did not find")
        XCTAssertEqual(RuleCatalogue.all.count, catalogued.count, "a rule type is listed twice")
    }

    /// The ids the spec decoder actually emits, over every rule example and every YAML fixture,
    /// must be exactly the decode-stage rules: an id the decoder emits that the catalogue does not
    /// describe could not be configured or explained, and a decode-stage rule the decoder never
    /// emits is documentation of nothing.
    func testTheDecodeStageRulesAreExactlyTheIDsTheDecoderEmits() throws {
        var inputs = RuleCatalogue.descriptions.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
            .map { Array(MarkedText($0).text.utf8) }
        let fixtures = Self.repository.appendingPathComponent("Tests/Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { ["yaml", "yml"].contains($0.pathExtension) } ?? []
        XCTAssertGreaterThan(files.count, 100, "too few YAML fixtures under \(fixtures.path)")
        for file in files { inputs.append(Array(try Data(contentsOf: file))) }
        var emitted: Set<String> = []
        for (index, bytes) in inputs.enumerated() {
            emitted.formUnion(SpecPipeline.load(bytes: bytes, file: "input-\(index).yaml").diagnostics.map(\.ruleID))
        }
        let decodeStage = Set(RuleCatalogue.decodeStageRules.map { $0.id })
        XCTAssertEqual(emitted.subtracting(decodeStage).sorted(), [], "ids the decoder emits that are not decode-stage rules")
        XCTAssertEqual(decodeStage.subtracting(emitted).sorted(), [], "decode-stage rules the decoder never emitted")
    }

    func testRuleIDsAreUnique() {
        let ids = RuleCatalogue.all.map { $0.id }
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        XCTAssertEqual(RuleCatalogue.descriptions.count, ids.count)
    }

    func testRuleIDsAreSnakeCase() {
        for id in RuleCatalogue.ruleIDs {
            XCTAssertNotNil(id.wholeMatch(of: /[a-z][a-z0-9]*(_[a-z0-9]+)*/), "\(id) is not snake_case")
        }
    }

    /// Input rules are about files that cannot be read, so they alone have no spec examples.
    func testEveryRuleHasATriggeringAndANonTriggeringExampleAndARationale() {
        let input = Set(RuleCatalogue.inputRules.map { $0.id })
        for rule in RuleCatalogue.descriptions {
            XCTAssertGreaterThan(rule.rationale.count, 150, "\(rule.id)'s rationale is too short to explain the fix")
            XCTAssertFalse(rule.name.isEmpty, "\(rule.id) has no name")
            guard !input.contains(rule.id) else { continue }
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    func testUnreadableInputIsCataloguedButNotConfigurable() {
        XCTAssertEqual(RuleCatalogue.description(for: UnreadableInput.id)?.defaultSeverity, .error)
        XCTAssertFalse(RuleCatalogue.configurable.contains { $0.id == UnreadableInput.id })
        XCTAssertEqual(RuleCatalogue.configurable.count, RuleCatalogue.descriptions.count - RuleCatalogue.inputRules.count)
    }

    func testLookupFindsARuleByIDAndSuggestsANearMiss() {
        XCTAssertEqual(RuleCatalogue.description(for: "dismiss_missing")?.defaultSeverity, .warning)
        XCTAssertNil(RuleCatalogue.description(for: "dismiss_mising"))
        XCTAssertEqual(RuleCatalogue.suggestion(for: "dismiss_mising"), "did you mean 'dismiss_missing'?")
    }

    func testOnlyDurationOutOfRangeTakesOptionsOneRangePerKind() {
        XCTAssertEqual(Array(RuleCatalogue.options.keys), [DurationOutOfRange.id])
        XCTAssertEqual(RuleCatalogue.options[DurationOutOfRange.id]?.map(\.name), ["modal", "navigation", "segue", "tabBar"])
    }
}
