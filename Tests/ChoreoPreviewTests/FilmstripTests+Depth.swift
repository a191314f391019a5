@testable import ChoreoPreview
import ChoreoSpec
import Foundation
import XCTest

/// Depth and light in the filmstrip and the page's data: SVG has only flat transforms, so a view
/// turned in 3D is its outline projected corner by corner (a polygon that is no longer a
/// rectangle), a view showing its back is not drawn, and a shadow is a blurred copy of the view's
/// shape under it. A spec without them draws as before: no polygon, no filter.
extension FilmstripTests {
    /// The polygons in the frame groups of one row, frame by frame: (fill, points).
    func polygons(_ svg: String) -> [[(fill: String, points: [(x: Double, y: Double)])]] {
        var frames: [[(fill: String, points: [(x: Double, y: Double)])]] = []
        for element in parsed(svg).elements {
            if element.attributes["clip-path"] == "url(#phone)" { frames.append([]) }
            guard element.name == "polygon", !frames.isEmpty, let fill = element.attributes["fill"],
                  let text = element.attributes["points"] else { continue }
            let points = text.split(separator: " ").map { pair -> (x: Double, y: Double) in
                let numbers = pair.split(separator: ",").compactMap { Double($0) }
                return (numbers.first ?? .nan, numbers.last ?? .nan)
            }
            frames[frames.count - 1].append((fill, points))
        }
        return frames
    }

    func cardFlip() throws -> Transition {
        let path = "Specs/CardFlip.transition.yaml"
        let bytes = try [UInt8](Data(contentsOf: PackageFolders.root.appendingPathComponent(path)))
        return try XCTUnwrap(SpecPipeline.load(bytes: bytes, file: path).transitions.first)
    }

    func testATurnedScreenIsItsPerspectiveQuadrilateralAndAScreenShowingItsBackIsNotDrawn() throws {
        let flip = try cardFlip()
        let perspective = try XCTUnwrap(flip.forward.incoming.perspective)
        let frames = polygons(Filmstrip(frameCount: 5).svg(for: [flip]))
        XCTAssertEqual(frames.count, 10)
        // A quarter of the way: the screen behind (grey) has turned less than 90°; the presented
        // one (blue) still faces away and is not drawn.
        let quarter = frames[1]
        XCTAssertEqual(quarter.map(\.fill), [PreviewPage.backColour])
        let from = try XCTUnwrap(FrameSampler(transition: flip, phase: flip.forward).views(atFraction: 0.25).first { $0.role == .from })
        let theta = from.rotationY * .pi / 180
        XCTAssertTrue((1...89).contains(from.rotationY), "\(from.rotationY)")
        // About the centre: a point u right of it turns to x = u cos θ, z = −u sin θ, seen through w = 1 − z / d.
        let expected = [(-195.0, -422.0), (195, -422), (195, 422), (-195, 422)].map { u, v -> (x: Double, y: Double) in
            let w = 1 + u * sin(theta) / perspective
            return (195 + u * cos(theta) / w, 422 + v / w)
        }
        let drawn = try XCTUnwrap(quarter.first).points
        XCTAssertEqual(drawn.count, 4)
        for (point, target) in zip(drawn, expected) {
            XCTAssertEqual(point.x, target.x, accuracy: 0.06)
            XCTAssertEqual(point.y, target.y, accuracy: 0.06)
        }
        XCTAssertNotEqual(drawn[0].y, drawn[1].y, "the top edge slants: not a rectangle")
        // Three quarters: only the presented screen, turned back toward the front.
        XCTAssertEqual(frames[3].map(\.fill), [PreviewPage.frontColour])
        // At the ends nothing is turned: each end shows one screen, square.
        XCTAssertEqual(frames[0].map(\.fill), [PreviewPage.backColour])
        XCTAssertEqual(frames[4].map(\.fill), [PreviewPage.frontColour])
        XCTAssertEqual(frames[4].first?.points.map(\.x), [0, 390, 390, 0])
    }

    func testAFlatSpecHasNoPolygonOrFilterAndItsPageDataNoPerspective() throws {
        let flat = try transition(slide(duration: 0.4))
        let svg = Filmstrip().svg(for: [flat])
        XCTAssertFalse(svg.contains("<polygon"))
        XCTAssertFalse(svg.contains("<filter"))
        let json = FrameTrack(sampler: FrameSampler(transition: flat, phase: flat.forward)).json
        XCTAssertFalse(json.contains("\"perspective\""))
        let flip = try cardFlip()
        for variant in [PreviewVariant.standard, .rightToLeft] {
            let track = FrameTrack(sampler: FrameSampler(transition: flip, phase: flip.forward, variant: variant))
            XCTAssertEqual(track.views.map(\.perspective), [800, 800])
            XCTAssertEqual(track.json.components(separatedBy: "\"perspective\":800,").count, 3)
        }
        // Reduce Motion's cross-fade does not turn: drawn flat, as the generated code's `crossfade()` draws it.
        let reduced = FrameTrack(sampler: FrameSampler(transition: flip, phase: flip.forward, variant: .reducedMotion))
        XCTAssertEqual(reduced.views.map(\.perspective), [nil, nil])
    }

    /// A turn about y follows the layout direction as offsets do: mirrored under right-to-left
    /// layout when the state follows it (a preset's), kept when written physically.
    func testRotationYMirrorsUnderRightToLeftLayoutWhenTheStateFollowsIt() throws {
        let push = try transition("""
            transition: Turn
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              perspective: 500
              to:
                start: { rotationY: 30 }
            pop: reverse
            """)
        func start(_ variant: PreviewVariant) throws -> SampledView {
            try XCTUnwrap(FrameSampler(transition: push, phase: push.forward, variant: variant).views(at: 0).first { $0.role == .to })
        }
        XCTAssertEqual(try start(.standard).rotationY, 30)
        XCTAssertEqual(try start(.standard).perspective, 500)
        XCTAssertTrue(push.forward.incoming.start.followsLayoutDirection, "the preset's start state follows the layout")
        XCTAssertEqual(try start(.rightToLeft).rotationY, -30)
        XCTAssertEqual(try start(.rightToLeft).perspective, 500)
        let physical = try transition(slide(extra: "  perspective: 500\n  to:\n    start: { rotationY: 30 }"))
        let kept = try XCTUnwrap(FrameSampler(transition: physical, phase: physical.forward, variant: .rightToLeft).views(at: 0).first { $0.role == .to })
        XCTAssertEqual(kept.rotationY, 30, "a slide from the right is physical: its turn is kept")
    }

    func testAShadowIsABlurredCopyOfTheViewsShapeUnderIt() throws {
        let spec = slide(direction: "fromRight", curve: "linear", style: "fullScreen",
                         extra: "  to:\n    end: { shadow: { opacity: 1, radius: 10, offset: [0, 4], color: \"#FF0000\" } }")
        let elements = parsed(Filmstrip(frameCount: 3).svg(for: [try transition(spec)])).elements
        let blurs = elements.filter { $0.name == "feGaussianBlur" }
        XCTAssertEqual(Set(blurs.map { $0.attributes["stdDeviation"] ?? "" }), ["10"])
        let copies = elements.enumerated().filter { $0.element.attributes["filter"] != nil }
        XCTAssertFalse(copies.isEmpty)
        for (index, copy) in copies {
            XCTAssertEqual(copy.attributes["fill"], "#FF0000")
            XCTAssertEqual(copy.attributes["transform"], "translate(0 4)")
            let id = try XCTUnwrap(copy.attributes["filter"]).dropFirst("url(#".count).dropLast()
            XCTAssertTrue(elements.contains { $0.name == "filter" && $0.attributes["id"] == String(id) }, "no filter \(id)")
            // Under the view: the next shape is the screen's own, blue.
            XCTAssertEqual(elements[index + 1].attributes["fill"], PreviewPage.frontColour)
        }
        // Half way the shadow is half as strong; at the start it does not show at all.
        XCTAssertEqual(copies.map { $0.element.attributes["opacity"] }, ["0.5", "1", "1", "0.5"].map(Optional.some))
    }

    /// Depth under perspective `d` shrinks a view about its anchor by d / (d + depth); a turn about
    /// x tips its top edge away (narrower) and brings its bottom edge near (wider).
    func testDepthShrinksAViewAndATurnAboutXTipsItsTopEdgeAway() throws {
        func startOutline(_ state: String) throws -> [(x: Double, y: Double)] {
            let spec = """
                transition: Tip
                kind: modal
                presentation: { style: fullScreen }
                present:
                  duration: 0.3
                  perspective: 500
                  to:
                    start: { \(state) }
                dismiss: reverse
                """
            let frames = polygons(Filmstrip(frameCount: 2).svg(for: [try transition(spec)]))
            return try XCTUnwrap(frames[0].first { $0.fill == PreviewPage.frontColour }).points
        }
        let back = try startOutline("depth: 125")
        let shrink = 500.0 / 625
        let expected = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { (x: 195 + $0 * 195 * shrink, y: 422 + $1 * 422 * shrink) }
        XCTAssertEqual(back.count, 4)
        for (point, target) in zip(back, expected) {
            XCTAssertEqual(point.x, target.x, accuracy: 0.06)
            XCTAssertEqual(point.y, target.y, accuracy: 0.06)
        }
        let tipped = try startOutline("rotationX: 20")
        let topWidth = tipped[1].x - tipped[0].x, bottomWidth = tipped[2].x - tipped[3].x
        XCTAssertLessThan(topWidth, 390)
        XCTAssertGreaterThan(bottomWidth, 390)
    }

    /// The projection agrees with the generated code: DepthAndShadowBehaviourTests' door (400 × 800,
    /// perspective 1000, turned −80° about its left edge) has its free edge at (114.605, −259.982) and
    /// (114.605, 1059.982) in the simulated UIKit, projected there by the model's own 4 × 4 matrices.
    func testTheProjectionPutsAHingedDoorsFreeEdgeWhereTheGeneratedCodePutsIt() throws {
        let door = try transition("""
            transition: Door
            kind: modal
            presentation: { style: fullScreen }
            present:
              duration: 0.4
              curve: linear
              perspective: 1000
              order: fromAbove
              from:
                start: { anchor: left }
                end: { rotationY: -80 }
            dismiss: reverse
            """)
        let device = PreviewDevice(width: 400, height: 800, safeArea: PreviewDevice.phone.safeArea,
                                   preferredContentSize: PreviewDevice.phone.preferredContentSize)
        let from = try XCTUnwrap(FrameSampler(transition: door, phase: door.forward, device: device).views(atFraction: 1)
            .first { $0.role == .from })
        let projection = ViewTransform3D(from)
        let edge = [(400.0, 0.0), (400, 800), (0, 0), (0, 800)].map { try? XCTUnwrap(projection.phonePoint(projection.homogeneous(x: $0, y: $1))) }
        let expected: [(x: Double, y: Double)] = [(114.605, -259.982), (114.605, 1059.982), (0, 0), (0, 800)]
        for (point, target) in zip(edge, expected) {
            XCTAssertEqual(point?.x ?? .nan, target.x, accuracy: 1e-3)
            XCTAssertEqual(point?.y ?? .nan, target.y, accuracy: 1e-3)
        }
    }

    /// A view moved past the viewer's eye is cut off there, not drawn inside out or at infinity.
    func testAViewPastTheViewersEyeIsCutOffWhereItCrossesIt() throws {
        let spec = """
            transition: Near
            kind: modal
            presentation: { style: fullScreen }
            present:
              duration: 0.4
              curve: linear
              perspective: 200
              to:
                start: { rotationY: -80, anchor: left, depth: -150 }
            dismiss: reverse
            """
        let near = try transition(spec)
        let frames = polygons(Filmstrip(frameCount: 5).svg(for: [near]))
        let drawn = frames.flatMap { $0 }.filter { $0.fill == PreviewPage.frontColour }
        XCTAssertFalse(drawn.isEmpty)
        for polygon in drawn {
            XCTAssertTrue(polygon.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(polygon.points)")
        }
        // At the start the right edge (z = 390 sin 80° + 150 > 200) is past the eye: the outline is
        // cut by the plane just before the eye, where it reaches far out to the right.
        let start = try XCTUnwrap(frames[0].first { $0.fill == PreviewPage.frontColour })
        XCTAssertEqual(start.points.count, 4)
        XCTAssertGreaterThan(start.points.map(\.x).max() ?? 0, 1_000)
    }
}
