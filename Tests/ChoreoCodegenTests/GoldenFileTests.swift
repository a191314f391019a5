import ChoreoCodegen
import ChoreoSpec
import Foundation
import XCTest

/// The generated source of every gallery spec, byte for byte, against
/// `Tests/Fixtures/golden/codegen/`. Run with `CHOREO_UPDATE_GOLDEN=1` to rewrite the golden
/// files after an intended change, then review the diff.
final class GoldenFileTests: XCTestCase {
    private var updating: Bool { ProcessInfo.processInfo.environment["CHOREO_UPDATE_GOLDEN"] == "1" }

    func testEveryGallerySpecMatchesItsGoldenFile() throws {
        let transitions = try Gallery.transitions()
        XCTAssertFalse(transitions.isEmpty, "the gallery is empty")
        let emitter = SwiftEmitter()
        var expectedNames: Set<String> = []
        // The support file is golden too: what `choreo generate Specs --output …` writes beside them.
        let files = transitions.map { (emitter.emit($0), $0.file) } + [(emitter.emitSupport(), "the support code")]
        for (file, source) in files {
            expectedNames.insert(file.fileName)
            let golden = Gallery.goldenFolder.appendingPathComponent(file.fileName)
            if updating {
                try FileManager.default.createDirectory(at: Gallery.goldenFolder, withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: golden)
                continue
            }
            guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
                XCTFail("no golden file \(golden.lastPathComponent) for \(source); run with CHOREO_UPDATE_GOLDEN=1")
                continue
            }
            if expected != file.contents {
                XCTFail("\(file.fileName) differs from its golden file:\n" + LineDiff(expected: expected, actual: file.contents).description)
            }
        }
        let leftOver = try FileManager.default.contentsOfDirectory(atPath: Gallery.goldenFolder.path)
            .filter { !expectedNames.contains($0) }
        if updating {
            for name in leftOver {
                try FileManager.default.removeItem(at: Gallery.goldenFolder.appendingPathComponent(name))
            }
        } else {
            XCTAssertEqual(leftOver, [], "golden files without a gallery spec")
        }
    }

    func testTheSupportFileIsTheSameWhateverTheOptions() {
        let reference = SwiftEmitter().emitSupport()
        XCTAssertEqual(reference.fileName, "ChoreoSupport.choreo.swift")
        XCTAssertTrue(GeneratedHeader.isGenerated(bytes: reference.bytes), "carries Choreo's header, for --check and --prune")
        for access in AccessLevel.allCases {
            for target in [DeploymentTarget(major: 13), DeploymentTarget(major: 17)] {
                XCTAssertEqual(SwiftEmitter(options: CodegenOptions(accessLevel: access, deploymentTarget: target)).emitSupport(), reference)
            }
        }
    }

    func testTheBytesLentFromTheOutputBufferAreThoseOfTheFile() throws {
        let emitter = SwiftEmitter()
        var buffer: [UInt8] = []
        for transition in try Gallery.transitions() + [SampleTransitions.cardPop, SampleTransitions.slidePush] {
            let file = SwiftEmitter().emit(transition)
            XCTAssertEqual(emitter.withEmittedBytes(of: transition) { Array($0) }, file.bytes, transition.name)
            emitter.emit(transition, into: &buffer)
            XCTAssertEqual(buffer, file.bytes, transition.name)
        }
    }

    func testEmittingTwiceGivesTheSameBytes() throws {
        for transition in try Gallery.transitions() + [SampleTransitions.cardPop, SampleTransitions.slidePush] {
            XCTAssertEqual(SwiftEmitter().emit(transition), SwiftEmitter().emit(transition))
        }
    }
}

/// The first lines where two texts differ, with a little context, for a readable failure.
struct LineDiff: CustomStringConvertible {
    let expected: String
    let actual: String

    var description: String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        var shown = 0
        for index in 0..<max(old.count, new.count) where shown < 12 {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a != b {
                lines.append("line \(index + 1):")
                if let a { lines.append("  - \(a)") }
                if let b { lines.append("  + \(b)") }
                shown += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
