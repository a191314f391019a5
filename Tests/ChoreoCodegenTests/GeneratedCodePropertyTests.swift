import ChoreoCodegen
import ChoreoSpec
import XCTest

/// What holds for the code generated from any transition, checked on seeded random ones
/// (`RandomTransitions`; every failure names the seed, and `CHOREO_TEST_SEED` repeats a run).
/// That the same code type-checks is `TypeCheckTests.testRandomTransitionsTypeCheck`.
final class GeneratedCodePropertyTests: XCTestCase {
    private static let count = 400

    private func randomCases(_ seed: TestSeed) -> [(transition: Transition, options: CodegenOptions)] {
        var random = RandomTransitions(seed: seed.value)
        return (0..<Self.count).map { _ in random.make() }
    }

    func testTheSameTransitionGivesTheSameBytesEveryTime() {
        let seed = TestSeed(default: 0xC0DE_0006)
        for (transition, options) in randomCases(seed) {
            let emitter = SwiftEmitter(options: options)
            let first = emitter.emit(transition)
            XCTAssertEqual(emitter.emit(transition), first, "\(transition.name), \(seed)")
            XCTAssertEqual(SwiftEmitter(options: options).emit(transition), first, "\(transition.name), \(seed)")
        }
    }

    /// A transition's file does not depend on which transitions were emitted before it, in which
    /// order, or alongside it in one file: the shuffled run gives every file the bytes of a run of
    /// one, and in single-file mode each transition's section is its own file's declarations.
    func testATransitionsFileDoesNotDependOnTheOtherTransitionsOfTheRun() {
        let seed = TestSeed(default: 0x0DDE_5EED)
        var random = RandomTransitions(seed: seed.value)
        let options = CodegenOptions(accessLevel: .public, deploymentTarget: DeploymentTarget(major: 16, minor: 4))
        var seen: Set<String> = []
        let transitions = (0..<Self.count).map { _ in random.make().transition }.filter { seen.insert($0.name).inserted }
        let emitter = SwiftEmitter(options: options)
        let alone = Dictionary(uniqueKeysWithValues: transitions.map { ($0.name, SwiftEmitter(options: options).emit($0)) })
        var shuffled = transitions
        random.shuffle(&shuffled)
        for transition in shuffled {
            XCTAssertEqual(emitter.emit(transition), alone[transition.name], "\(transition.name), \(seed)")
        }
        let single = emitter.emitSingleFile(shuffled, specPaths: shuffled.map(\.file), fileName: "All.swift").contents
        for transition in shuffled.prefix(50) {
            let file = alone[transition.name]?.contents ?? ""
            guard let start = file.range(of: "import UIKit\n\n"), let end = file.range(of: "\n\n#endif\n", options: .backwards) else {
                XCTFail("\(transition.name): no declarations between `import UIKit` and `#endif`, \(seed)")
                continue
            }
            let declarations = String(file[start.upperBound..<end.lowerBound])
            XCTAssertTrue(single.contains("// MARK: - \(transition.name)\n\n" + declarations + "\n"),
                          "\(transition.name)'s section of the single file differs from its own file, \(seed)")
        }
    }

    /// Every line fits in 120 columns for names of up to 24 characters: the types' names start
    /// with the transition's, so a longer name lengthens their declarations by as much. The
    /// header's first line names the spec path as it was given and is not counted.
    func testEveryGeneratedLineFitsIn120Columns() {
        let seed = TestSeed(default: 0x120C_0105)
        var checked = 0
        for (transition, options) in randomCases(seed) where transition.name.count <= 24 {
            checked += 1
            let lines = SwiftEmitter(options: options).emit(transition).contents.split(separator: "\n").dropFirst()
            if let long = lines.first(where: { $0.count > 120 }) {
                XCTFail("\(transition.name) (\(options.accessLevel)) has a line of \(long.count) columns:\n\(long)\n\(seed)")
            }
        }
        XCTAssertGreaterThan(checked, Self.count / 2, "\(seed)")
        for line in SwiftEmitter().emitSupport().contents.split(separator: "\n") where line.count > 120 {
            XCTFail("the support file has a line of \(line.count) columns:\n\(line)")
        }
    }

    func testNoGeneratedLineEndsInWhitespace() {
        let seed = TestSeed(default: 0x7A11_5BAC)
        for (transition, options) in randomCases(seed) {
            let file = SwiftEmitter(options: options).emit(transition)
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.last == " " || line.last == "\t" {
                XCTFail("\(transition.name) line \(number + 1) ends in whitespace: \(line.debugDescription), \(seed)")
                break
            }
        }
        XCTAssertFalse(SwiftEmitter().emitSupport().contents.contains(" \n"), "the support file has trailing spaces")
    }
}
