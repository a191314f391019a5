import ChoreoSpec

extension SwiftEmitter {
    /// Every transition of a run in one Swift file: one header naming the spec files, one
    /// `#if canImport(UIKit)` and `import UIKit`, then each transition's declarations under a
    /// `// MARK:` line, in the order given.
    ///
    /// This is what a build-tool plugin needs (a build command must name its output before it
    /// runs, and a spec's transition names are only known after reading it) and what users of
    /// "everything in one file" generators expect. The declarations are exactly those of
    /// `emit(_:)`; they combine without clashes because every file-level type and member is
    /// prefixed with its transition's name, and `duplicate_transition_name` stops a run in which
    /// two transitions share one.
    ///
    /// - Parameters:
    ///   - transitions: the transitions to include; may be empty (the file then declares nothing,
    ///     so a build that always expects the file still finds it).
    ///   - specPaths: the spec files as the header should name them (relative paths), including
    ///     files that hold no transition.
    ///   - fileName: the bare name of the file to produce.
    ///   - includingSupport: whether the file also holds the support code (`emitSupport()`), so
    ///     that it compiles on its own; false for a build plugin, which writes the support code
    ///     into a file of its own once for all of a target's specs.
    public func emitSingleFile(
        _ transitions: [Transition], specPaths: [String], fileName: String, includingSupport: Bool = true
    ) -> GeneratedFile {
        var p = CodePrinter()
        for line in Self.singleFileHeader(specPaths: specPaths) {
            p.line(line)
        }
        p.line()
        p.line("#if canImport(UIKit)")
        p.line("import UIKit")
        for transition in transitions {
            p.line()
            p.line("// MARK: - \(transition.name)")
            p.line()
            emitDeclarations(GenerationPlan(transition: transition, options: options), into: &p)
        }
        // Without a transition nothing needs the support code.
        if includingSupport, !transitions.isEmpty {
            p.line()
            p.line("// MARK: - Choreo support")
            p.line()
            p.printed(Self.supportDeclarations)
        }
        p.line()
        p.line("#endif")
        return GeneratedFile(fileName: fileName, contents: p.text)
    }

    /// One spec: the same two lines as a per-transition file. Several: the count, then one path a
    /// line, so the first line stays short and `GeneratedHeader.marker` still opens the file.
    static func singleFileHeader(specPaths: [String]) -> [String] {
        if specPaths.count == 1, let only = specPaths.first {
            return GeneratedHeader.lines(specPath: only)
        }
        let count = specPaths.isEmpty ? "no specs" : "\(specPaths.count) specs"
        var lines = ["\(GeneratedHeader.marker) from \(count). Do not edit."]
        for path in specPaths {
            // A line break or bidi control in a file name must not reach the code (`VisibleText`).
            lines.append("// - " + VisibleText.escaped(path))
        }
        lines.append("// Change the specs and run `choreo generate` again.")
        return lines
    }
}
