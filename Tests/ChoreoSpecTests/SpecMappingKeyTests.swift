@testable import ChoreoSpec
import XCTest

/// The decoder switches on key enums; `SpecKeys` is the list of what exists. These hold the two
/// to the same names in the same order, so a key added to one and not the other fails here rather
/// than being rejected as unknown in a user's spec.
final class SpecMappingKeyTests: XCTestCase {
    func testEveryKeyEnumHasExactlyItsTablesNamesInOrder() {
        assertSame(RootKey.self, SpecKeys.root)
        assertSame(PresentationKey.self, SpecKeys.presentation)
        assertSame(ContainerKey.self, SpecKeys.container)
        assertSame(PhaseKey.self, SpecKeys.phase)
        assertSame(SpringKey.self, SpecKeys.spring)
        assertSame(ViewKey.self, SpecKeys.view)
        assertSame(StateKey.self, SpecKeys.state)
        assertSame(InteractionKey.self, SpecKeys.interaction)
        assertSame(LintKey.self, SpecKeys.lint)
        assertSame(SharedElementKey.self, SpecKeys.sharedElement)
        assertSame(SourceKey.self, SpecKeys.source)
        assertSame(MaskKey.self, SpecKeys.mask)
        assertSame(SpecDecoder.PointsKey.self, ["points"])
        assertSame(PreviewKey.self, SpecKeys.preview)
        assertSame(PreviewFrameKey.self, SpecKeys.previewFrame)
        assertSame(PhaseRole.self, SpecKeys.phaseNames)
    }

    func testStateKeysAreTheCataloguesPropertiesAndTheAnchor() {
        let keys = StateKey.allCases
        XCTAssertEqual(keys.compactMap { $0.property?.name }, ViewProperty.catalogue.map { $0.name })
        XCTAssertEqual(keys.filter { $0.property == nil }.map { $0.rawValue }, ["anchor"])
    }

    func testEveryKeywordTableMatchesEachNameToItsOwnCase() {
        assertTable(SpecKeys.rootKeywords, SpecKeys.root)
        assertTable(SpecKeys.presentationKeywords, SpecKeys.presentation)
        assertTable(SpecKeys.containerKeywords, SpecKeys.container)
        assertTable(SpecKeys.phaseKeywords, SpecKeys.phase)
        assertTable(SpecKeys.springKeywords, SpecKeys.spring)
        assertTable(SpecKeys.viewKeywords, SpecKeys.view)
        assertTable(SpecKeys.stateKeywords, SpecKeys.state)
        assertTable(SpecKeys.interactionKeywords, SpecKeys.interaction)
        assertTable(SpecKeys.lintKeywords, SpecKeys.lint)
        assertTable(SpecKeys.sharedElementKeywords, SpecKeys.sharedElement)
        assertTable(SpecKeys.sourceKeywords, SpecKeys.source)
        assertTable(SpecKeys.maskKeywords, SpecKeys.mask)
        assertTable(SpecDecoder.pointsKeywords, ["points"])
        assertTable(SpecKeys.previewKeywords, SpecKeys.preview)
        assertTable(SpecKeys.previewFrameKeywords, SpecKeys.previewFrame)
        assertTable(SpecKeys.phaseNameKeywords, SpecKeys.phaseNames)
    }

    func testRootPhaseKeysNameTheirPhaseAndNoOtherKeyDoes() {
        for key in RootKey.allCases {
            XCTAssertEqual(key.phaseRole, PhaseRole(rawValue: key.rawValue), key.rawValue)
        }
    }

    func testSpringKeysBelongToTheFormsTheSchemaDescribes() {
        XCTAssertEqual(SpringKey.damping.form(isPhysical: false), .uikit)
        XCTAssertEqual(SpringKey.damping.form(isPhysical: true), .physical)
        XCTAssertEqual(SpringKey.bounce.form(isPhysical: false), .bounce)
        XCTAssertEqual(SpringKey.response.form(isPhysical: false), .response)
        XCTAssertEqual(SpringKey.dampingRatio.form(isPhysical: true), .response)
        XCTAssertEqual(SpringKey.mass.form(isPhysical: false), .physical)
        XCTAssertEqual(SpringKey.stiffness.form(isPhysical: false), .physical)
        XCTAssertNil(SpringKey.velocity.form(isPhysical: true))
    }

    private func assertSame<Key: SpecMappingKey>(_ type: Key.Type, _ names: [String], line: UInt = #line) {
        XCTAssertEqual(Key.allCases.map(\.rawValue), names, "\(Key.self)", line: line)
    }

    private func assertTable<Key: SpecMappingKey>(_ table: KeywordTable<Key>, _ names: [String], line: UInt = #line) {
        XCTAssertEqual(table.words, names, line: line)
        for name in names {
            let value = Array(name.utf8).withUnsafeBufferPointer { table.value(of: $0) }
            XCTAssertEqual(value?.rawValue, name, line: line)
        }
    }
}
