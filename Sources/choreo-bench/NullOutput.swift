import ChoreoCLI

/// Swallows what an in-process `choreo` command prints, so the benchmark times the work and not
/// a terminal; counts the bytes so the output is still produced.
final class NullOutput: OutputSink {
    private(set) var characters = 0
    let isTerminal = false

    func write(_ text: String) {
        characters += text.utf8.count
    }
}
