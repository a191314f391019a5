import ChoreoPreview

extension PreviewCommand {
    /// `choreo preview`'s options, each read through its constant (`arguments[Options.output]`).
    enum Options {
        static let output = Option.text(
            "--output", "-o", placeholder: "FILE",
            help: "The file to write: FILE.html, a page that plays every phase, or FILE.svg, a filmstrip of still frames.")
        static let frames = Option.text(
            "--frames", placeholder: "N",
            help: "Frames per phase in an SVG filmstrip, \(frameRange.lowerBound) to \(frameRange.upperBound) "
                + "(default \(Filmstrip.defaultFrameCount)).")
        static let reporter = Option<ReporterKind>.choice(
            "--reporter", placeholder: "FORMAT", help: "Output format of lint findings: human (default at a terminal), xcode (default otherwise), json, sarif or github.")
        static let watch = Flag(
            "--watch", help: "Write again whenever a spec or .choreo.yml changes (clearing a terminal first), until interrupted.")

        static let frameRange = 2...60

        /// In the order `choreo help preview` lists them.
        static let all: [OptionDefinition] = [
            output.definition, frames.definition, reporter.definition, watch.definition, StandardOptions.config.definition,
            StandardOptions.color.definition, StandardOptions.noColor.definition,
        ]
    }
}
