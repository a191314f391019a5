@testable import ChoreoCLI
import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Generated code against Apple's real iOS SDK, not the UIKit model: the gallery and what `choreo
/// init` writes for each kind, at the default deployment target and at iOS 17 (where bounce springs
/// use the iOS 17 initializer), in Swift 6 mode, warning-free, with the selector pins
/// (`SelectorPins`) that catch a misspelled optional delegate method. Skipped, saying why, where
/// there is no SDK (`RealIOSSDK`).
final class RealSDKTypeCheckTests: XCTestCase {
    private func sdk() throws -> RealIOSSDK {
        switch RealIOSSDK.find() {
        case .success(let sdk): return sdk
        case .failure(let unavailable): throw XCTSkip("not type-checked against a real iOS SDK: \(unavailable.reason)")
        }
    }

    /// What `choreo init NAME --kind KIND` writes, for each kind, lowered.
    private func initTransitions() throws -> [Transition] {
        try TransitionKind.allCases.map { kind in
            let template = InitTemplate(name: "Init\(kind.rawValue.capitalized)", kind: kind, effect: InitTemplate.defaultEffect(for: kind))
            let loaded = SpecPipeline.load(bytes: Array(template.text.utf8), file: template.fileName)
            XCTAssertFalse(loaded.diagnostics.contains { $0.severity == .error }, "\(template.fileName): \(loaded.diagnostics)")
            return try XCTUnwrap(loaded.transitions.first, template.fileName)
        }
    }

    private func files(_ transitions: [Transition], _ options: CodegenOptions) -> [(name: String, source: String)] {
        transitions.map { transition in
            let file = SwiftEmitter(options: options).emit(transition)
            return (file.fileName.replacingOccurrences(of: ".choreo.swift", with: ".swift"), file.contents)
        } + [
            (name: "ChoreoSupport.swift", source: SwiftEmitter().emitSupport().contents),
            (name: "SelectorPins.swift", source: SelectorPins.source(for: transitions, options: options)),
        ]
    }

    private func assertTypeChecks(_ transitions: [Transition], targets: [DeploymentTarget] = [.default, DeploymentTarget(major: 17)],
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let sdk = try sdk()
        for target in targets {
            let options = CodegenOptions(deploymentTarget: target)
            let result = try sdk.typecheck(files: files(transitions, options), deploymentTarget: target)
            XCTAssertEqual(result.status, 0, "iOS \(target):\n\(result.stderr)\(result.stdout)", file: file, line: line)
            XCTAssertFalse(result.stderr.contains("warning:"), "iOS \(target):\n\(result.stderr)", file: file, line: line)
        }
    }

    func testTheGalleryTypeChecksAgainstTheRealSDK() throws {
        try assertTypeChecks(try Gallery.transitions())
    }

    /// The gallery has three containers; these are every alignment and size form.
    func testEveryContainerFormTypeChecksAgainstTheRealSDK() throws {
        try assertTypeChecks(try ContainerBehaviourTests.specs.map(ContainerBehaviourTests.lowered))
    }

    /// Sheets with detents, with and without a dismissal pan, a grabber and haptics (the feedback generators, the
    /// gesture delegate, the settling spring), at iOS 13, 15 and 17.
    func testDetentSheetsTypeCheckAgainstTheRealSDK() throws {
        let transitions = DetentBehaviourTests.specs.flatMap { text in
            SpecPipeline.load(bytes: Array(text.utf8), file: "detents.transition.yaml").transitions
        }
        XCTAssertEqual(transitions.count, DetentBehaviourTests.specs.count)
        try assertTypeChecks(transitions, targets: [.default, DeploymentTarget(major: 15), DeploymentTarget(major: 17)])
    }

    /// Leading/trailing offsets and hinges (`anchorFollowsLayoutDirection`, `prepare(isRightToLeft:)`).
    func testOffsetsAndHingesThatFollowTheLayoutDirectionTypeCheckAgainstTheRealSDK() throws {
        let transitions = LayoutDirectionBehaviourTests.specs.flatMap { text in
            SpecPipeline.load(bytes: Array(text.utf8), file: "rtl.transition.yaml").transitions
        }
        XCTAssertEqual(transitions.count, LayoutDirectionBehaviourTests.specs.count)
        try assertTypeChecks(transitions)
    }

    /// Native sheets: the sheet behind `if #available(iOS 15.0, *)` and custom detents behind iOS 16 at iOS 13,
    /// only the iOS 16 check at iOS 15, and neither at iOS 16 and 17. The SDK's compiler checks each guard, so a
    /// use of iOS 15 or 16 API outside its guard fails here.
    func testNativeSheetsTypeCheckAgainstTheRealSDKAtEveryTargetTheirGuardsDistinguish() throws {
        let transitions = try NativeSheetBehaviourTests.specs.map { text in
            try XCTUnwrap(SpecPipeline.load(bytes: Array(text.utf8), file: "sheet.transition.yaml").transitions.first)
        }
        try assertTypeChecks(transitions, targets: [13, 15, 16, 17].map { DeploymentTarget(major: $0) })
    }

    func testEveryInitKindTypeChecksAgainstTheRealSDK() throws {
        try assertTypeChecks(try initTransitions())
    }

    /// The pins are what catch a misspelled optional requirement: the same misspelling (here the
    /// presentation animator without its `source:` argument) compiles without them, even against
    /// the real SDK, and UIKit would never call the method.
    func testAMisspelledOptionalDelegateMethodFailsOnlyBecauseOfThePins() throws {
        let sdk = try sdk()
        let modal = try XCTUnwrap(try initTransitions().first { $0.kind == .modal })
        let options = CodegenOptions()
        var files = files([modal], options)
        // The printer may wrap the signature over several lines (120 columns): match either layout.
        let spelt = #"forPresented presented: UIViewController,\s*presenting: UIViewController,\s*source: UIViewController"#
        let range = try XCTUnwrap(
            files[0].source.range(of: spelt, options: .regularExpression), "the generated delegate has a presentation animator")
        files[0].source.replaceSubrange(range, with: "forPresented presented: UIViewController, presenting: UIViewController")

        let pinned = try sdk.typecheck(files: files, deploymentTarget: options.deploymentTarget)
        XCTAssertNotEqual(pinned.status, 0, "the pin must reject the misspelling")
        XCTAssertTrue(pinned.stderr.contains("SelectorPins.swift"), pinned.stderr)

        let unpinned = try sdk.typecheck(files: Array(files.dropLast()), deploymentTarget: options.deploymentTarget)
        XCTAssertEqual(unpinned.status, 0, "without the pin the misspelling compiles:\n\(unpinned.stderr)")
    }
}
