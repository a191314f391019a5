import ChoreoCodegen
import ChoreoLint
@testable import ChoreoPreview
@testable import ChoreoSpec
import Foundation
import XCTest

/// Every animatable property of `ViewProperty.catalogue`, followed through every stage: a property
/// declared there and missed by any stage, the schema or the docs fails here, by name.
///
/// Each property is written at its first example value (`SpecKey.examples`) in the incoming view's
/// start state of an otherwise still transition, so whatever a stage shows of the transition comes
/// from that property alone.
final class ViewPropertyCatalogueTests: XCTestCase {
    /// `to: { start: { <key>: <example> } }` of a full-screen modal presentation, nothing else moving;
    /// without a property, nothing moving at all.
    func transition(_ property: ViewProperty?) throws -> Transition {
        let state = try property.map { "\($0.name): \(try example($0).rendered())" } ?? ""
        let text = """
            transition: Probe
            kind: modal
            presentation: { style: fullScreen }
            present:
              duration: 0.3
              to: { start: { \(state) } }
            dismiss: reverse
            """
        let result = SpecPipeline.load(bytes: Array(text.utf8), file: "Probe.transition.yaml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [], state)
        return try XCTUnwrap(result.transitions.first, state)
    }

    func example(_ property: ViewProperty) throws -> JSONValue {
        try XCTUnwrap(property.key.examples.first, "\(property.name) has no example")
    }

    /// The example's numbers as the property holds them (a uniform scale is both of its numbers).
    func numbers(_ property: ViewProperty) throws -> [Double] {
        func number(_ value: JSONValue) -> Double? {
            switch value {
            case .int(let int): return Double(int)
            case .number(let number): return number
            default: return nil
            }
        }
        switch try example(property) {
        case .array(let items): return items.compactMap(number)
        case .object(let members):
            // A mapping: each key's numbers in table order, the example's where it gives them, else the default.
            guard case .mapping(let table, _) = property.key.type else { throw XCTSkip("an object example of a non-mapping") }
            return table.flatMap { key -> [Double] in
                let value = members.first { $0.0 == key.name }?.1 ?? key.defaultValue
                switch value {
                case .array(let items)?: return items.compactMap(number)
                case .string(let text)?: return SpecColor(text: text)?.components ?? []
                case let value?: return number(value).map { [$0] } ?? []
                case nil: return []
                }
            }
        case let value: return Array(repeating: try XCTUnwrap(number(value)), count: property.componentCount)
        }
    }

    func testEveryPropertyIsAStateKeyWithANumericFormAndAnExampleAwayFromItsRest() throws {
        XCTAssertEqual(Set(ViewProperty.catalogue.map(\.name)).count, ViewProperty.catalogue.count, "two properties share a key")
        for property in ViewProperty.catalogue {
            XCTAssertTrue(SpecKeys.state.contains(property.name), property.name)
            XCTAssertEqual(property.channels.count, property.componentCount, "\(property.name): one preview channel a number")
            if let rest = property.rest {
                XCTAssertEqual(rest.count, property.componentCount, property.name)
                XCTAssertNotEqual(try numbers(property), rest, "\(property.name)'s first example is its rest: nothing would show")
            }
            switch property.swift.labels {
            case .point: XCTAssertEqual(property.componentCount, 2, property.name)
            case .numbers(let labels): XCTAssertEqual(labels.count, property.componentCount, property.name)
            case .structure(_, _, let fields, let defaults):
                XCTAssertEqual(fields.count, property.componentCount, property.name)
                XCTAssertEqual(defaults.count, property.componentCount, property.name)
            }
        }
    }

    func testDecodingAndLoweringKeepEveryPropertysValue() throws {
        for property in ViewProperty.catalogue {
            let state = try transition(property).forward.incoming.start
            XCTAssertEqual(state[property], try numbers(property), property.name)
            XCTAssertTrue(state.sets(property), property.name)
            for other in ViewProperty.catalogue where other != property {
                XCTAssertFalse(state.sets(other), "\(property.name) also set \(other.name)")
            }
        }
    }

    func testABadValueOfEveryPropertyIsALocatedErrorWithItsName() {
        for property in ViewProperty.catalogue {
            let text = "transition: Probe\nkind: modal\npresentation: { style: fullScreen }\npresent:\n  to: { start: { \(property.name): [] } }\n"
            let errors = SpecPipeline.load(bytes: Array(text.utf8), file: "Probe.transition.yaml").diagnostics
                .filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.range.start.line), [5], property.name)
            XCTAssertTrue(errors.allSatisfy { $0.message.contains(property.name) }, "\(property.name): \(errors.map(\.message))")
        }
    }

    func testTheDumpShowsEveryProperty() throws {
        for property in ViewProperty.catalogue {
            XCTAssertTrue(TransitionDump.render(try transition(property)).contains("\(property.name) "), property.name)
        }
    }

    func testTheSchemaTheCommittedSchemaAndTheReferenceDescribeEveryProperty() throws {
        let schema = SpecSchema.document()["$defs"]?["viewState"]?["properties"]
        let committed = try String(contentsOf: Gallery.packageRoot.appendingPathComponent("Docs/transition.schema.json"), encoding: .utf8)
        let reference = try String(contentsOf: Gallery.packageRoot.appendingPathComponent("Docs/SpecReference.md"), encoding: .utf8)
        for property in ViewProperty.catalogue {
            XCTAssertNotNil(schema?[property.name], "\(property.name) is not in the schema's viewState")
            XCTAssertTrue(committed.contains("\"\(property.name)\": {"), "\(property.name): run choreo schema --output Docs/transition.schema.json")
            XCTAssertTrue(reference.contains("| `\(property.name)` |"), "\(property.name) is not in SpecReference.md's view-state table")
        }
    }

    func testLintCountsEveryPropertyAsMotionOfThePresentingView() {
        for property in ViewProperty.catalogue {
            let text = """
                transition: Probe
                kind: modal
                presentation: { style: custom }
                present:
                  duration: 0.3
                  from: { end: { \(property.name): \((try? example(property).rendered()) ?? "") } }
                dismiss: reverse
                """
            var linter = Linter()
            linter.lint(Array(text.utf8), file: "Probe.transition.yaml")
            XCTAssertTrue(linter.finish().contains { $0.ruleID == "presenting_view_motion_ignored" }, property.name)
        }
    }

    func testTheGeneratedLiteralWritesEveryPropertyAndTheSupportFileDeclaresAndAppliesIt() throws {
        let support = SwiftEmitter().emitSupport().contents
        let state = try XCTUnwrap(Self.body(after: "struct ChoreoViewState {", in: support))
        let applied = try XCTUnwrap(Self.body(after: "private func apply(_ state: ChoreoViewState", in: support))
            + (Self.body(after: "func transform(resting frame: CGRect", in: support) ?? "")
            + (Self.body(after: "func transform3D(", in: support) ?? "")
            + (Self.body(after: "private func translation(resting frame: CGRect", in: support) ?? "")
            + (Self.body(after: "private func showShadow(at position", in: support) ?? "")
        for property in ViewProperty.catalogue {
            let generated = SwiftEmitter().emit(try transition(property)).contents
            let labels: [String]
            switch property.swift.labels {
            case .point(let label): labels = [label]
            case .numbers(let names): labels = names
            case .structure(let label, _, _, _): labels = [label]
            }
            for (index, label) in labels.enumerated() {
                XCTAssertTrue(state.contains("var \(label)"), "ChoreoViewState does not declare \(label)")
                XCTAssertNotNil(applied.range(of: "\\b\(label)\\b", options: .regularExpression),
                                "ChoreoMover.apply does not apply \(label) (\(property.name))")
                if case .numbers = property.swift.labels, (try numbers(property))[index] == property.rest?[index] { continue }
                let literal = try XCTUnwrap(generated.range(of: "start: ChoreoViewState(").map { generated[$0.upperBound...].prefix { $0 != ")" } })
                XCTAssertTrue(literal.contains("\(label): "), "the literal leaves out \(label): \(property.name)")
            }
        }
    }

    func testThePreviewSamplesCarriesAndDrawsEveryProperty() throws {
        let still = Filmstrip().svg(for: [try transition(nil)])
        for property in ViewProperty.catalogue {
            let transition = try transition(property)
            let sampler = FrameSampler(transition: transition, phase: transition.forward)
            let start = try XCTUnwrap(sampler.views(at: 0).first { $0.role == .to })
            let end = try XCTUnwrap(sampler.views(atFraction: 1).first { $0.role == .to })
            XCTAssertNotEqual(start[property], end[property], "\(property.name) does not move in the sampler")
            if let fading = property.fadesWith {
                // A property that fades rests faded out: the rest of its numbers stay as they were.
                XCTAssertEqual(end[property][fading], 0, "\(property.name) does not fade out at its rest")
            } else {
                XCTAssertEqual(end[property], SampledView(role: .to)[property], "\(property.name) does not come to rest")
            }
            let json = FrameTrack(sampler: sampler).json
            XCTAssertTrue(property.channels.contains { json.contains("\"\($0.name)\":[") }, "no channel of \(property.name) changes")
            for channel in property.channels {
                XCTAssertTrue(json.contains("\"\(channel.name)\":"), "no \(channel.name) channel for \(property.name)")
                XCTAssertTrue(PreviewPage.script.contains("view.\(channel.name)"), "the page never reads \(channel.name)")
            }
            XCTAssertNotEqual(Filmstrip().svg(for: [transition]), still, "the filmstrip does not draw \(property.name)")
        }
    }

    /// The text between `opener`'s `{` and its matching `}`.
    static func body(after opener: String, in text: String) -> String? {
        guard let start = text.range(of: opener) else { return nil }
        var depth = 0
        var index = text[start.lowerBound...].firstIndex(of: "{")
        guard let open = index else { return nil }
        while let current = index, current < text.endIndex {
            if text[current] == "{" { depth += 1 }
            if text[current] == "}" { depth -= 1; if depth == 0 { return String(text[open...current]) } }
            index = text.index(after: current)
        }
        return nil
    }
}
