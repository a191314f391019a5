import ChoreoYAML

/// A rule example with `↓` markers where findings must point, as swift-format marks its test
/// inputs: the markers are removed, and each one's line and column (1-based, counted in Unicode
/// scalars as libyaml counts) is remembered.
struct MarkedText {
    static let marker: Unicode.Scalar = "↓"

    /// The text with every marker removed: what the spec reader sees.
    var text: String
    /// Where each marker was, in the text without markers, in order.
    var markers: [SourceLocation]

    init(_ marked: String) {
        var scalars = String.UnicodeScalarView()
        var markers: [SourceLocation] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == Self.marker {
                markers.append(SourceLocation(line: line, column: column))
                continue
            }
            scalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(scalars)
        self.markers = markers
    }
}
