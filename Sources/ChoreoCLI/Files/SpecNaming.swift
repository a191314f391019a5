import ChoreoLint
import ChoreoSpec
import ChoreoYAML

/// What a run says when the names of the files, not their contents, are the problem.
///
/// Folders are searched for `*.transition.yaml` and `*.transition.yml` only, so a spec saved as
/// `card.yaml` is silently skipped; a run that then checks nothing must not pass CI. Two answers:
/// an error when no spec was found at all (exit `noSpecs`), and a warning at a `.yaml`/`.yml`
/// file that has a top-level `transition:` key, saying how to name it.
enum SpecNaming {
    static let misnamedRuleID = MisnamedSpec.id

    /// Only the start of a file is looked at: a spec's `transition:` key is near the top, and a
    /// large unrelated YAML file must not slow the search down.
    static let bytesLooked = 64 * 1024

    /// A warning for each file of `files` that looks like a spec, at its `transition:` key.
    static func misnamedFindings(_ files: [SpecFileDiscovery.Input]) -> [Diagnostic] {
        files.compactMap { file in
            guard case .success(let bytes) = FileReader.read(file.path, maximumSize: FileReader.maximumSize),
                  let line = transitionKeyLine(in: bytes.prefix(bytesLooked)) else { return nil }
            let name = FilePath.lastComponent(of: file.displayPath)
            return Diagnostic(
                severity: .warning, ruleID: misnamedRuleID,
                message: "'\(name)' has a top-level 'transition' key but is not read as a spec: "
                    + "only files named *.transition.yaml or *.transition.yml are",
                file: file.displayPath, range: SourceRange(SourceLocation(line: line, column: 1)),
                hint: "rename it to '\(specName(for: name))'")
        }
    }

    /// `card.yaml` → `card.transition.yaml`, keeping the extension.
    static func specName(for name: String) -> String {
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count)) + ".transition" + suffix
        }
        return name + ".transition.yaml"
    }

    /// The 1-based line of a `transition:` key at column 1 (a top-level key), if any.
    static func transitionKeyLine(in bytes: ArraySlice<UInt8>) -> Int? {
        let key = Array("transition:".utf8)
        var line = 1
        var start = bytes.startIndex
        // A UTF-8 byte order mark before the first key is not part of it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let text = bytes[start..<end]
            if text.starts(with: key) {
                let rest = text.dropFirst(key.count)
                if rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t")
                    || rest.first == UInt8(ascii: "\r") { return line }
            }
            line += 1
            start = end + 1
        }
        return nil
    }

    /// The error for a run whose paths held no spec: which names are searched, and where.
    static func noSpecsMessage(paths: [String], misnamed: Int) -> String {
        let places = paths.map { "'\(VisibleText.escaped($0))'" }.joined(separator: ", ")
        var text = "error: no spec found in \(places): folders are searched for files named "
            + "NAME.transition.yaml or NAME.transition.yml\n"
        if misnamed > 0 {
            text += "note: rename the \(misnamed == 1 ? "file" : "files") reported above so \(misnamed == 1 ? "it is" : "they are") read\n"
        }
        return text
    }
}
