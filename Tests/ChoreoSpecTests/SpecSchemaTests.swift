@testable import ChoreoSpec
import XCTest

/// The schema is built from the decoder's tables: these tests hold every key to a description and
/// examples, every enumeration to its type's cases, and every example to what the decoder accepts.
final class SpecSchemaTests: XCTestCase {
    let schema = SpecSchema.document()

    /// Every table with the path to its `properties` in the schema.
    var tables: [(path: [String], table: [SpecKey])] {
        [
            (["properties"], SpecKeys.rootTable),
            (["properties", "presentation", "properties"], SpecKeys.presentationTable),
            (["$defs", "phaseSettings", "properties"], SpecKeys.phaseTable),
            (["$defs", "spring", "properties"], SpecKeys.springTable),
            (["$defs", "view", "properties"], SpecKeys.viewTable),
            (["$defs", "viewState", "properties"], SpecKeys.stateTable),
            (["$defs", "keyframe", "properties"], SpecKeys.keyframeTable),
            (["$defs", "interaction", "properties"], SpecKeys.interactionTable),
            (["properties", "lint", "properties"], SpecKeys.lintTable),
        ]
    }

    func value(at path: [String]) -> JSONValue? {
        path.reduce(Optional(schema)) { $0?[$1] }
    }

    func testTheSchemaDeclaresDraft2020_12AndClosesTheTopLevelMapping() {
        XCTAssertEqual(schema["$schema"], "https://json-schema.org/draft/2020-12/schema")
        XCTAssertEqual(schema["additionalProperties"], false)
        XCTAssertEqual(schema["required"], ["transition", "kind"])
    }

    func testEveryKeyOfEveryTableIsInTheSchemaWithADescriptionAndExamples() throws {
        for (path, table) in tables {
            let properties = try XCTUnwrap(value(at: path), "\(path)")
            guard case .object(let members) = properties else { return XCTFail("\(path) is not an object") }
            XCTAssertEqual(members.map(\.0), table.names, "\(path): the schema lists exactly the table's keys, in order")
            for key in table {
                let entry = try XCTUnwrap(properties[key.name])
                guard case .string(let description)? = entry["description"] else {
                    XCTFail("\(key.name) has no description"); continue
                }
                XCTAssertGreaterThan(description.count, 10, key.name)
                guard case .array(let examples)? = entry["examples"] else {
                    XCTFail("\(key.name) has no examples"); continue
                }
                XCTAssertFalse(examples.isEmpty, key.name)
                XCTAssertEqual(entry["default"], key.defaultValue, key.name)
            }
        }
    }

    func testEveryReferenceNamesADefinitionOfTheSchema() {
        var references: [String] = []
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members):
                for (key, member) in members {
                    if key == "$ref", case .string(let target) = member { references.append(target) }
                    collect(member)
                }
            case .array(let elements): elements.forEach(collect)
            default: break
            }
        }
        collect(schema)
        XCTAssertFalse(references.isEmpty)
        for reference in Set(references).sorted() {
            let path = reference.split(separator: "/").dropFirst().map(String.init)
            XCTAssertNotNil(value(at: path), "\(reference) points at nothing")
        }
    }

    func testEveryMappingInTheSchemaRejectsUnknownKeys() throws {
        for (path, _) in tables {
            let object = try XCTUnwrap(value(at: Array(path.dropLast())))
            XCTAssertEqual(object["additionalProperties"], false, "\(path)")
        }
        XCTAssertEqual(schema["$defs"]?["interactions"]?["additionalProperties"], false)
    }

    func testEnumerationsListExactlyTheCasesTheDecoderAccepts() {
        func allowed(_ path: [String]) -> JSONValue? { value(at: path + ["enum"]) }
        XCTAssertEqual(allowed(["properties", "kind"]), .strings(TransitionKind.allCases.map(\.rawValue)))
        XCTAssertEqual(allowed(["properties", "reduceMotion"]), .strings(ReduceMotion.allCases.map(\.rawValue)))
        XCTAssertEqual(allowed(["properties", "presentation", "properties", "style"]),
                       .strings(PresentationStyle.allCases.map(\.rawValue)))
        XCTAssertEqual(allowed(["properties", "presentation", "properties", "delegate"]),
                       .strings(DelegateRetention.allCases.map(\.rawValue)))
        let phase = ["$defs", "phaseSettings", "properties"]
        XCTAssertEqual(allowed(phase + ["effect"]), .strings(Effect.allCases.map(\.rawValue)))
        XCTAssertEqual(allowed(phase + ["direction"]), .strings(Direction.allCases.map(\.rawValue)))
        XCTAssertEqual(allowed(phase + ["order"]), .strings(ViewOrder.allCases.map(\.rawValue)))
        let interaction = ["$defs", "interaction", "properties"]
        XCTAssertEqual(allowed(interaction + ["gesture"]), .strings(Interaction.Gesture.allCases.map(\.rawValue)))
        XCTAssertEqual(allowed(interaction + ["direction"]), .strings(Interaction.PanDirection.allCases.map(\.rawValue)))
        XCTAssertEqual(allowed(interaction + ["edge"]), .strings(Interaction.Edge.allCases.map(\.rawValue)))
    }

    func testEnumerationDescriptionsLineUpWithTheirValues() {
        for (_, table) in tables {
            for key in table {
                guard case .enumeration(let values, let descriptions) = key.type, !descriptions.isEmpty else { continue }
                XCTAssertEqual(Set(descriptions.keys), Set(values), "\(key.name): a description for each value, and only those")
            }
        }
    }

    func testTheSpringFormsAreTheDecodersFormsWithTheirKeys() throws {
        guard case .array(let forms)? = schema["$defs"]?["spring"]?["oneOf"] else { return XCTFail("no spring forms") }
        XCTAssertEqual(forms.count, SpringSpecForm.allCases.count)
        XCTAssertEqual(SpringSpecForm.uikit.schemaKeys, ["damping"])
        XCTAssertEqual(SpringSpecForm.bounce.schemaKeys, ["bounce"])
        XCTAssertEqual(SpringSpecForm.response.schemaKeys, ["response", "dampingRatio"])
        XCTAssertEqual(SpringSpecForm.physical.schemaKeys, ["damping", "mass", "stiffness"])
    }

    func testLintDisableTakesSnakeCaseRuleIDs() {
        XCTAssertEqual(schema["properties"]?["lint"]?["properties"]?["disable"]?["items"]?["pattern"], "^[a-z0-9_]+$")
    }

    func testTheSchemaIsTheSameEveryTime() {
        XCTAssertEqual(SpecSchema.document(), SpecSchema.document())
    }

    /// Each example, written where it belongs in an otherwise minimal spec, decodes and lowers
    /// without an error: the schema never suggests something the decoder refuses.
    func testEveryExampleInTheTablesIsAcceptedByTheDecoder() {
        for probe in SchemaProbe.examples() {
            let result = SpecPipeline.load(bytes: Array(probe.yaml.utf8), file: "example.transition.yaml")
            let errors = result.diagnostics.filter { $0.severity == .error }
            XCTAssertTrue(errors.isEmpty, "\(probe.name):\n\(probe.yaml)\n\(errors.map(describe).joined(separator: "\n"))")
        }
    }
}
