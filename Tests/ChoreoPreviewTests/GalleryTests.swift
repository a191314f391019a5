import ChoreoPreview
import ChoreoSpec
import ChoreoTestSupport
import Foundation
import XCTest

/// `Docs/Gallery.md` shows every transition in `Specs/` as the filmstrip `choreo preview` draws,
/// from the SVG files in `Docs/Gallery/`. The test fails when a spec changed and the gallery did
/// not; `CHOREO_UPDATE_GOLDEN=1` rewrites it (refused under CI).
final class GalleryTests: XCTestCase {
    static let galleryFolder = PackageFolders.docs.appendingPathComponent("Gallery")
    static let page = PackageFolders.docs.appendingPathComponent("Gallery.md")

    func testTheGalleryShowsEverySpecAsItsCurrentFilmstrip() throws {
        var expected: [(url: URL, text: String)] = []
        var sections: [String] = []
        for file in try PackageFolders.gallerySpecNames() {
            let base = String(file.dropLast(".transition.yaml".count))
            let path = "Specs/" + file
            let bytes = try [UInt8](Data(contentsOf: PackageFolders.specs.appendingPathComponent(file)))
            let result = SpecPipeline.load(bytes: bytes, file: path)
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [], path)
            let transitions = result.transitions
            expected.append((Self.galleryFolder.appendingPathComponent(base + ".svg"), Filmstrip().svg(for: transitions)))
            let phases = transitions.flatMap(\.phases).map { "`\($0.role.rawValue)`" }.joined(separator: " and ")
            sections.append("""
                ## \(transitions.map(\.name).joined(separator: ", "))

                [`\(path)`](../\(path)): \(phases).

                ![\(base) filmstrip](Gallery/\(base).svg)
                """)
        }
        expected.append((Self.page, Self.header + sections.joined(separator: "\n\n") + "\n"))
        for golden in expected {
            Golden.assert(golden.text, matches: golden.url, name: "Docs/Gallery: \(golden.url.lastPathComponent)")
        }
        let known = Set(expected.map(\.url.lastPathComponent))
        let leftOver = try FileManager.default.contentsOfDirectory(atPath: Self.galleryFolder.path).filter { !known.contains($0) }
        XCTAssertEqual(leftOver, [], "files in Docs/Gallery that no spec draws")
    }

    static let header = """
        # Gallery

        Every transition in `Specs/`, drawn by `choreo preview` as a filmstrip: one row per phase, six
        frames from the start to the end of the phase, the presented or pushed screen blue and the
        screen behind it grey, in both phases. A presentation container's screen is drawn at its frame in
        the phone with its rounded corners, over the screen behind dimmed black; shared elements
        are orange rectangles labelled with their id, flying between their places in the two
        screens (the drawing contract and the mock frames: [Command line](CommandLine.md),
        `choreo preview`). A screen turned in 3D is drawn as its outline seen in perspective, and not
        at all while its back faces the viewer; a shadow is a blurred copy of the screen's shape under
        it. Each file is what

        ```sh
        choreo preview Specs/NAME.transition.yaml --output Docs/Gallery/NAME.svg
        ```

        writes; a test fails when one is out of date. To watch and scrub the motion instead, write a
        page: `choreo preview Specs --output preview.html` ([Command line](CommandLine.md), `choreo preview`).


        """
}
