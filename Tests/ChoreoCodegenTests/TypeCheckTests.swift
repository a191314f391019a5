import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Generated code compiles: every gallery spec and every built variant type-checks against the
/// UIKit model (or the iOS SDK on macOS) in Swift 6 language mode with no warnings.
///
/// Files are checked in batches, several files per compiler call as one module (every generated
/// type is prefixed with its transition's name, so they coexist), with the support file they all
/// use compiled alongside once, as in an app; that saves most of the compiler's start-up time on
/// a shared machine. Each batch is checked for the deployment target
/// it was generated for, so API newer than that target fails the check (Docs/Verification.md).
final class TypeCheckTests: XCTestCase {
    private func assertTypeChecks(_ files: [GeneratedFile], deploymentTarget: DeploymentTarget,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let sources = (files + [SwiftEmitter().emitSupport()]).map { (name: $0.fileName, source: $0.contents) }
        let result = try SwiftTypeChecker.shared.typecheck(files: sources, deploymentTarget: deploymentTarget)
        XCTAssertTrue(result.succeeded, result.description, file: file, line: line)
    }

    func testEveryGallerySpecTypeChecksWithTheDefaultOptions() throws {
        let options = CodegenOptions()
        let files = try Gallery.transitions().map { SwiftEmitter(options: options).emit($0) }
        XCTAssertFalse(files.isEmpty)
        try assertTypeChecks(files, deploymentTarget: options.deploymentTarget)
    }

    func testEveryGallerySpecTypeChecksAsPublicAPIForIOS17() throws {
        let options = CodegenOptions(accessLevel: .public, deploymentTarget: DeploymentTarget(major: 17))
        let files = try Gallery.transitions().map { SwiftEmitter(options: options).emit($0) }
        try assertTypeChecks(files, deploymentTarget: options.deploymentTarget)
    }

    /// Every container form (each alignment; fraction, points and fit sizes; dimming with and without a tap to
    /// dismiss; corners), as `package` API for iOS 13 and `public` API for iOS 17.
    func testEveryContainerFormTypeChecks() throws {
        let transitions = try ContainerBehaviourTests.specs.map(ContainerBehaviourTests.lowered)
        for options in [CodegenOptions(accessLevel: .package), CodegenOptions(accessLevel: .public, deploymentTarget: DeploymentTarget(major: 17))] {
            try assertTypeChecks(transitions.map { SwiftEmitter(options: options).emit($0) }, deploymentTarget: options.deploymentTarget)
        }
    }

    func testEveryBuiltVariantTypeChecks() throws {
        let variants = TransitionVariants.all()
        for target in TransitionVariants.deploymentTargets {
            let files = variants.filter { $0.options.deploymentTarget == target }
                .map { SwiftEmitter(options: $0.options).emit($0.transition) }
            XCTAssertFalse(files.isEmpty)
            try assertTypeChecks(files, deploymentTarget: target)
        }
    }

    /// Seeded random transitions (`RandomTransitions`) type-check: each deployment target's files
    /// in one compiler call with the support file alongside, as in an app.
    func testRandomTransitionsTypeCheck() throws {
        let seed = TestSeed(default: 0xC0DE_0006)
        var random = RandomTransitions(seed: seed.value)
        // By deployment target, as major * 100 + minor.
        var byTarget: [Int: [GeneratedFile]] = [:]
        var names: Set<String> = []
        for _ in 0..<120 {
            let (transition, options) = random.make()
            guard names.insert(transition.name).inserted else { continue }
            let target = options.deploymentTarget
            byTarget[target.major * 100 + target.minor, default: []].append(SwiftEmitter(options: options).emit(transition))
        }
        XCTAssertGreaterThanOrEqual(byTarget.values.map(\.count).reduce(0, +), 110, "\(seed)")
        for (key, files) in byTarget.sorted(by: { $0.key < $1.key }) {
            let target = DeploymentTarget(major: key / 100, minor: key % 100)
            let sources = (files + [SwiftEmitter().emitSupport()]).map { (name: $0.fileName, source: $0.contents) }
            let result = try SwiftTypeChecker.shared.typecheck(files: sources, deploymentTarget: target)
            XCTAssertTrue(result.succeeded, "\(seed)\n" + result.description)
        }
    }

    /// The check knows the deployment target: the iOS 17 spring initializer that code for iOS 17
    /// uses is rejected when the same code claims to run on iOS 13.
    func testCodeUsingIOS17APIFailsTheCheckForIOS13() throws {
        let variant = try XCTUnwrap(TransitionVariants.all().first { variant in
            variant.options.deploymentTarget.major == 17 && variant.transition.phases.contains {
                if case .spring(let spring) = $0.timing, case .bounce = spring.form { return true }
                return false
            }
        })
        let file = SwiftEmitter(options: variant.options).emit(variant.transition)
        XCTAssertTrue(file.contents.contains("UISpringTimingParameters(duration:"), "uses the iOS 17 initializer")
        let support = SwiftEmitter().emitSupport()
        let result = try SwiftTypeChecker.shared.typecheck(files: [(file.fileName, file.contents), (support.fileName, support.contents)],
                                                           deploymentTarget: DeploymentTarget(major: 13))
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.diagnostics.contains { $0.message.contains("iOS 17.0") }, result.description)
    }

    func testTheVariantsCoverEveryChoice() {
        let variants = TransitionVariants.all()
        XCTAssertEqual(Set(variants.map(\.transition.kind)), Set(TransitionKind.allCases))
        XCTAssertEqual(Set(variants.map(\.options.accessLevel.rawValue)), Set(AccessLevel.allCases.map(\.rawValue)))
        XCTAssertEqual(Set(variants.map(\.transition.reduceMotion)), Set(ReduceMotion.allCases))
        XCTAssertEqual(Set(variants.map(\.options.deploymentTarget.major)), [13, 17])
        let gestures = Set(variants.flatMap(\.transition.interactions).map { "\($0.gesture)-\($0.direction)-\($0.edge)" })
        XCTAssertEqual(gestures.count, TransitionVariants.gestures.compactMap { $0 }.count)
        let interactiveRoles = Set(variants.flatMap(\.transition.interactions).map(\.role))
        XCTAssertEqual(interactiveRoles, Set(PhaseRole.allCases), "forward and backward gestures of every kind")
        let forms = Set(variants.flatMap(\.transition.phases).map { phase -> String in
            switch phase.timing {
            case .curve(let curve): return "\(curve)".hasPrefix("bezier") ? "bezier" : "named"
            case .spring(let spring): return "\(spring.form)".components(separatedBy: "(").first ?? ""
            }
        })
        XCTAssertEqual(forms, ["named", "bezier", "uikit", "bounce", "response", "physical"])
        // A bouncy spring meets both deployment targets, so both timing initializers are checked.
        let bouncyTargets = Set(variants.filter { variant in
            variant.transition.phases.contains { if case .spring(let s) = $0.timing, case .bounce = s.form { return true }; return false }
        }.map(\.options.deploymentTarget.major))
        XCTAssertEqual(bouncyTargets, [13, 17])
    }
}
