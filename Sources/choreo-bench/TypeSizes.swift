import ChoreoSpec
import ChoreoYAML

/// `choreo-bench --sizes`: the inline sizes of the values the pipeline keeps per spec, the first
/// thing to look at when peak memory grows with the number of specs.
enum TypeSizes {
    static func report() -> String {
        let rows: [(String, Int)] = [
            ("Transition", MemoryLayout<Transition>.size),
            ("Spec", MemoryLayout<Spec>.size),
            ("Phase", MemoryLayout<Phase>.size),
            ("ViewState", MemoryLayout<ViewState>.size),
            ("Located<Double>", MemoryLayout<Located<Double>>.size),
            ("SourceRange", MemoryLayout<SourceRange>.size),
            ("Diagnostic", MemoryLayout<Diagnostic>.size),
            ("Node", MemoryLayout<Node>.size),
        ]
        return rows.map { "\($0.0.padding(toLength: 18, withPad: " ", startingAt: 0)) \($0.1) bytes inline" }.joined(separator: "\n")
    }
}
