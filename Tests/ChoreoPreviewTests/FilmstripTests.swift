@testable import ChoreoPreview
import ChoreoSpec
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Filmstrips are well-formed SVG with one row per phase, `frameCount` frames a row and a time
/// under each frame, drawn from the sampler's frames.
final class FilmstripTests: XCTestCase {
    /// The elements of an XML document, in order, with their attributes and text; fails the test
    /// when the text is not well-formed XML.
    final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append((name, attributes, ""))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let innermost = open.last { elements[innermost].text += string }
        }
    }

    func parsed(_ svg: String, file: StaticString = #filePath, line: UInt = #line) -> Elements {
        let parser = XMLParser(data: Data(svg.utf8))
        let elements = Elements()
        parser.delegate = elements
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")", file: file, line: line)
        return elements
    }

    func testATabBarsRowsSayWhichWayThroughTheTabsEachPhaseGoes() throws {
        let tabs = try transition("""
            transition: TabSlide
            kind: tabBar
            next: { effect: push, duration: 0.3 }
            previous: reverse
            """)
        let headings = parsed(Filmstrip(frameCount: 2).svg(for: [tabs])).elements.filter { $0.text.contains("·") }.map(\.text)
        XCTAssertEqual(headings, ["TabSlide · next (to a later tab) · 0.3 s", "TabSlide · previous (to an earlier tab) · 0.3 s"])
        let data = PreviewData.json(of: tabs)
        XCTAssertTrue(data.contains(#""role":"next","meaning":"to a later tab""#), "the page's phase buttons say it too")
        XCTAssertTrue(data.contains(#""role":"previous","meaning":"to an earlier tab""#))
    }

    func testAFilmstripIsWellFormedSVGWithAFramePerTimeAndPhase() throws {
        let slide = try transition(slide(duration: 0.5))
        let svg = Filmstrip(frameCount: 5).svg(for: [slide])
        let elements = parsed(svg).elements
        XCTAssertEqual(elements.first?.name, "svg")
        XCTAssertEqual(elements.first?.attributes["xmlns"], "http://www.w3.org/2000/svg")
        let frames = elements.filter { $0.attributes["clip-path"] == "url(#phone)" }
        XCTAssertEqual(frames.count, 10, "5 frames for present and 5 for dismiss")
        let times = elements.filter { $0.name == "text" && $0.text.hasSuffix(" s") && !$0.text.contains("·") }.map(\.text)
        XCTAssertEqual(times, ["0 s", "0.13 s", "0.25 s", "0.38 s", "0.5 s", "0 s", "0.13 s", "0.25 s", "0.38 s", "0.5 s"])
        let headings = elements.filter { $0.name == "text" && $0.text.contains("·") }.map(\.text)
        XCTAssertEqual(headings, ["Slide · present · 0.5 s", "Slide · dismiss · 0.5 s"])
    }

    func testTheMiddleFrameOfALinearSlideIsDrawnWhereTheSamplerPutsIt() throws {
        let slide = try transition(slide(duration: 0.4))
        let elements = parsed(Filmstrip(frameCount: 3).svg(for: [slide])).elements
        // Screens are groups holding a rect filled with their colour; the second frame's blue one.
        let screens = elements.enumerated().filter { $0.element.name == "g" && $0.element.attributes["opacity"] != nil }
        let blue = screens.filter { elements[$0.offset + 1].attributes["fill"] == PreviewPage.frontColour }
        XCTAssertEqual(blue.count, 6, "the sheet in each of the 3 frames of both phases")
        XCTAssertEqual(blue[1].element.attributes["transform"], "translate(390 422) rotate(0) scale(1 1) translate(-195 -422)",
                       "half way: 195 pt of translation plus the centre anchor")
    }

    /// The filmstrip colours screens by identity: in the dismiss row the sheet (now `from`) is
    /// still blue and the screen behind it (now `to`) still grey.
    func testTheSheetIsTheSameColourInBothPhases() throws {
        let slide = try transition(slide(duration: 0.4))
        let elements = parsed(Filmstrip(frameCount: 3).svg(for: [slide])).elements
        let screens = elements.enumerated().filter { $0.element.name == "g" && $0.element.attributes["opacity"] != nil }
        // Each screen group: its shape, then its label.
        let fillsByLabel = screens.map { (label: elements[$0.offset + 2].text, fill: elements[$0.offset + 1].attributes["fill"] ?? "") }
        let present = fillsByLabel.prefix(6), dismiss = fillsByLabel.suffix(6)
        XCTAssertEqual(Set(present.filter { $0.label == "to" }.map(\.fill)), [PreviewPage.frontColour])
        XCTAssertEqual(Set(present.filter { $0.label == "from" }.map(\.fill)), [PreviewPage.backColour])
        XCTAssertEqual(Set(dismiss.filter { $0.label == "from" }.map(\.fill)), [PreviewPage.frontColour])
        XCTAssertEqual(Set(dismiss.filter { $0.label == "to" }.map(\.fill)), [PreviewPage.backColour])
    }

    func testNamesAreEscaped() throws {
        // A transition name is a Swift identifier, but the title carries it: it must stay XML.
        var slide = try transition(slide())
        slide.name = "A<&>B"
        _ = parsed(Filmstrip().svg(for: [slide]))
    }
}

extension FilmstripTests {
    func testEveryGalleryFilmstripIsWellFormedSVG() throws {
        let folder = PackageFolders.docs.appendingPathComponent("Gallery")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(parsed(text).elements.first?.name, "svg", file)
        }
    }
}
