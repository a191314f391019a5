@testable import ChoreoSpec
import XCTest

/// Specs built around one key's value, for comparing what the schema and the decoder accept.
struct SchemaProbe {
    var name: String
    var yaml: String

    /// A minimal valid modal spec with `value` written for `key` of the given table.
    static func spec(table: String, key: String, value: String) -> String {
        let head = "transition: Probe\nkind: modal\npresentation: { style: custom }\n"
        switch table {
        case "root":
            switch key {
            case "transition": return "transition: \(value)\nkind: modal\npresentation: { style: custom }\npresent: { effect: fade }\n"
            case "kind":
                let forward = TransitionKind(rawValue: value.trimmingCharacters(in: ["\""]))?.phaseRoles.forward.rawValue ?? "present"
                return "transition: Probe\nkind: \(value)\n\(forward): { effect: fade }\n"
            case "presentation": return "transition: Probe\nkind: modal\npresentation: \(value)\npresent: { effect: fade }\n"
            case "dismiss": return head + "present: { effect: fade }\ndismiss: \(value)\n"
            case "present": return head + "present: \(value)\ndismiss: reverse\n"
            case "push", "pop":
                let other = key == "push" ? "pop" : "push"
                return "transition: Probe\nkind: navigation\n\(key): \(value)\n\(other): \(key == "push" ? "reverse" : "{ effect: push }")\n"
            case "perform": return "transition: Probe\nkind: segue\npresentation: { style: custom }\nperform: \(value)\n"
            case "next", "previous":
                let other = key == "next" ? "previous" : "next"
                return "transition: Probe\nkind: tabBar\n\(key): \(value)\n\(other): \(key == "next" ? "reverse" : "{ effect: push }")\n"
            case "interactive":
                // The examples name a modal or a navigation phase; each gets its kind.
                if value.contains("pop") || value.contains("push") {
                    return "transition: Probe\nkind: navigation\npush: { effect: push }\npop: reverse\ninteractive: \(value)\n"
                }
                return head + "present: { effect: cover }\ndismiss: reverse\ninteractive: \(value)\n"
            case "preview":
                // Mock frames name a shared element.
                return head + "present: { effect: fade }\nshared: [{ id: photo }]\npreview: \(value)\n"
            default: return head + "present: { effect: fade }\n\(key): \(value)\n"
            }
        case "presentation":
            return "transition: Probe\nkind: modal\npresentation: { \(key): \(value) }\npresent: { effect: fade }\n"
        case "phase" where key == "reverse":
            return head + "present: { effect: fade }\ndismiss: { \(key): \(value) }\n"
        case "phase":
            let base = key == "effect" || key == "direction" ? "" : "effect: fade, "
            let effect = key == "direction" ? "effect: slide, " : ""
            return head + "present: { \(base)\(effect)\(key): \(value) }\n"
        case "spring":
            let companions: [String: String] = [
                "velocity": ", damping: 0.7", "response": ", dampingRatio: 0.8", "dampingRatio": ", response: 0.5",
                "mass": ", stiffness: 100, damping: 10", "stiffness": ", damping: 10",
            ]
            return head + "present: { effect: fade, spring: { \(key): \(value)\(companions[key] ?? "") } }\n"
        case "view":
            // A mask from the source view, or a slice at it, needs the spec to name one.
            let source = value.contains("source") ? "source: { id: button }\n" : ""
            return head + source + "present: { effect: fade, to: { \(key): \(value) } }\n"
        case "state":
            return head + "present: { effect: fade, to: { start: { \(key): \(value) } } }\n"
        case "interaction":
            let gesture = key == "edge" ? "gesture: edgePan, " : key == "direction" ? "gesture: pan, " : ""
            return head + "present: { effect: cover }\ndismiss: reverse\ninteractive:\n  dismiss: { \(gesture)\(key): \(value) }\n"
        default:
            return head + "present: { effect: fade }\nlint: { \(key): \(value) }\n"
        }
    }

    static let tables: [(String, [SpecKey])] = [
        ("root", SpecKeys.rootTable), ("presentation", SpecKeys.presentationTable), ("phase", SpecKeys.phaseTable),
        ("spring", SpecKeys.springTable), ("view", SpecKeys.viewTable), ("state", SpecKeys.stateTable),
        ("interaction", SpecKeys.interactionTable), ("lint", SpecKeys.lintTable),
    ]

    /// Every example of every key, in its place.
    static func examples() -> [SchemaProbe] {
        var probes: [SchemaProbe] = []
        for (table, keys) in tables {
            for key in keys {
                for (index, example) in key.examples.enumerated() {
                    let yaml = spec(table: table, key: key.name, value: json(example))
                    probes.append(SchemaProbe(name: "\(table).\(key.name) example \(index + 1)", yaml: yaml))
                }
            }
        }
        return probes
    }

    /// Boundary numbers and near-miss words for every number and enumeration key: the places
    /// where a schema and a decoder most easily disagree.
    static func boundaries() -> [SchemaProbe] {
        var probes: [SchemaProbe] = []
        for (table, keys) in tables {
            for key in keys {
                var values: [String] = []
                switch key.type {
                case .number:
                    values = ["-1", "-0.5", "0", "0.5", "1", "1.5", "\"0.5\"", "[0.5]", "fast"]
                case .enumeration(let allowed, _):
                    values = allowed + allowed.prefix(2).map { String($0.dropLast()) } + ["1", "[\(allowed[0])]"]
                case .pair:
                    values = ["[0, 1]", "[-1, 0.5]", "[0]", "[0, 1, 2]", "0.5", "[a, 1]"]
                case .scale:
                    values = ["0.5", "0", "-1", "[1, 0.5]", "[1, 0]", "[1]", "big"]
                case .offset:
                    values = ["[0, 1]", "[-1, 0.5]", "[0]", "0.5", "{ leading: 0.3 }", "{ trailing: -1, up: 0.5 }",
                              "{ down: 0.5, leading: 0 }", "{ leading: 1, trailing: 1 }", "{ trailing: 1, up: 1, down: 1 }",
                              "{ down: 1 }", "{}", "{ x: 1 }", "{ trailing: 1, \"y\": 1 }", "{ left: 1 }", "{ leading: a }",
                              "{ leading: [1] }"]
                case .anchor(let names):
                    values = names + ["middle", "[0.5, 1]", "[2, -1]", "[0.5]"]
                case .curve(let names):
                    values = names + ["ease", "[0.2, 0.9, 0.3, 1]", "[0.2, -2, 0.3, 3]", "[-0.1, 0, 0.5, 1]", "[1.2, 0, 0.5, 1]", "[0.2, 0.9, 1.1, 1]", "[0, 0, 1]"]
                case .identifier:
                    values = ["CardPop", "cardPop", "Card_Pop2", "2Card", "Type", "Self", "Card-Pop", "\"\""]
                default:
                    continue
                }
                for value in values {
                    if table == "root", key.name == "kind" { continue }
                    probes.append(SchemaProbe(name: "\(table).\(key.name) = \(value)",
                                              yaml: spec(table: table, key: key.name, value: value)))
                }
            }
        }
        return probes
    }

    /// JSON text of a value; JSON is YAML 1.2, so it can be pasted into a spec as a flow value.
    static func json(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case .string(let text): return "\"\(text)\""
        case .array(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case .object(let members): return "{ " + members.map { "\($0.0): \(json($0.1))" }.joined(separator: ", ") + " }"
        }
    }
}

/// Boundary values for every number, enumeration, pair, curve, anchor and name key: the
/// validator's verdict on the shipped schema and the decoder's verdict must be the same.
final class SpecSchemaProbeTests: XCTestCase {
    func testSchemaAndDecoderAgreeOnEveryBoundaryValue() throws {
        let probes = SchemaProbe.boundaries()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-schema-probes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (index, probe) in probes.enumerated() {
            let file = folder.appendingPathComponent("probe-\(index).yaml")
            try Data(probe.yaml.utf8).write(to: file)
            files.append(file)
        }
        let rejected = try CheckJSONSchema.rejected(files, schema: SpecSchemaValidationTests.schema)
        var accepted = 0
        for (probe, file) in zip(probes, files) {
            let result = SpecPipeline.load(bytes: Array(probe.yaml.utf8), file: "probe.yaml")
            let errors = result.diagnostics.filter { $0.severity == .error }
            let schemaMessage = rejected[file.path]
            XCTAssertEqual(schemaMessage == nil, errors.isEmpty,
                           "\(probe.name): schema \(schemaMessage ?? "accepts"); decoder \(errors.isEmpty ? "accepts" : errors.map(describe).joined(separator: "; "))")
            if errors.isEmpty { accepted += 1 }
        }
        // Both verdicts occur, so agreement is not the trivial kind.
        XCTAssertGreaterThan(accepted, 50)
        XCTAssertGreaterThan(probes.count - accepted, 50)
    }
}
