import ChoreoCodegen
import ChoreoSpec
import ChoreoTestSupport
import Foundation
import XCTest

/// The generated source, byte for byte, against readable files a reviewer can diff: every gallery
/// spec and the support file in `Tests/Fixtures/golden/codegen/`, and one transition of each shape
/// the gallery does not show (gestures both ways for each kind, `public` and `package` API, iOS 17
/// springs, single-file mode) in `Tests/Fixtures/golden/codegen-shapes/`. Run with
/// `CHOREO_UPDATE_GOLDEN=1` (refused under CI) to rewrite them after an intended change, then
/// review the diff.
final class GoldenFileTests: XCTestCase {
    static let shapesFolder = Gallery.packageRoot.appendingPathComponent("Tests/Fixtures/golden/codegen-shapes")

    func testEveryGallerySpecMatchesItsGoldenFile() throws {
        let transitions = try Gallery.transitions()
        XCTAssertFalse(transitions.isEmpty, "the gallery is empty")
        let emitter = SwiftEmitter()
        // The support file is golden too: what `choreo generate Specs --output …` writes beside them.
        try assertGolden(transitions.map { emitter.emit($0) } + [emitter.emitSupport()], in: Gallery.goldenFolder)
    }

    func testEachShapeOfTransitionMatchesItsGoldenFile() throws {
        let shapes = Self.shapes()
        var files = shapes.map { SwiftEmitter(options: $0.options).emit($0.transition) }
        // Single-file mode, as the build plugin writes it: two specs, no support code. (Names of up
        // to 24 characters, so that every line fits in 120 columns: GeneratedCodePropertyTests.)
        let pair = [shapes[0], shapes[2]]
        files.append(SwiftEmitter(options: pair[0].options).emitSingleFile(
            pair.map(\.transition), specPaths: pair.map(\.transition.file), fileName: "SingleFileTwoSpecs.swift",
            includingSupport: false))
        try assertGolden(files, in: Self.shapesFolder)
    }

    /// Built variants (`TransitionVariants`) chosen so that each kind has its gestures both ways
    /// and every access level and spring initializer appears, renamed for what they show.
    static func shapes() -> [TransitionVariants.Variant] {
        let variants = TransitionVariants.all()
        let chosen = [
            (9, "ModalBothWaysPublic17"),
            (1, "NavigationBothWays"),
            (17, "SeguePresentingPackage"),
            (20, "SegueBouncyPublic17"),
            (4, "NavigationBouncy13"),
            (2, "SegueBezierNoReduce"),
            (40, "TabBarBothWaysPackage"),
        ]
        return chosen.map { index, name in
            var variant = variants[index]
            variant.transition.name = name
            variant.transition.spec.file = "Specs/\(name).transition.yaml"
            return variant
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

    /// Each file against its namesake in `folder`, and no file in `folder` without one (a rewrite
    /// deletes those).
    private func assertGolden(_ files: [GeneratedFile], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for generated in files {
            Golden.assert(generated.contents, matches: folder.appendingPathComponent(generated.fileName), file: file, line: line)
        }
        let expectedNames = Set(files.map(\.fileName))
        let leftOver = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !expectedNames.contains($0) }
        if GoldenUpdate.isRequested(file: file, line: line) {
            for name in leftOver {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        } else {
            XCTAssertEqual(leftOver, [], "golden files that no test generates", file: file, line: line)
        }
    }
}
