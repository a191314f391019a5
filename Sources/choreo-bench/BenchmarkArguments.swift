/// The command line of `choreo-bench`; a mistake is reported, never guessed around.
struct BenchmarkArguments {
    var repetitions = 5
    var coldRuns = 25
    var documents = Corpus.streamDocuments
    var staticChoreo: String?
    var keep = false
    var sizes = false
    var help = false
    static let usage = "usage: choreo-bench [--repetitions N] [--cold-runs N] [--documents N] [--static-choreo PATH] [--keep]"
        + " | --write-corpus DIR [--documents N] | --sizes   (Docs/Performance.md)"
    var stage: String?
    var input: String?
    var corpusOnly: String?
    var problem: String?

    init<S: Sequence>(_ words: S) where S.Element == String {
        var iterator = words.makeIterator()
        func value(_ option: String) -> String? {
            guard let next = iterator.next() else {
                problem = "\(option) needs a value"
                return nil
            }
            return next
        }
        func count(_ option: String, minimum: Int) -> Int? {
            guard let text = value(option) else { return nil }
            guard let number = Int(text), number >= minimum else {
                problem = "\(option) takes a whole number of at least \(minimum), not '\(text)'"
                return nil
            }
            return number
        }
        while problem == nil, let word = iterator.next() {
            switch word {
            case "--repetitions": repetitions = count(word, minimum: 1) ?? repetitions
            case "--cold-runs": coldRuns = count(word, minimum: 1) ?? coldRuns
            case "--documents": documents = count(word, minimum: 1) ?? documents
            case "--static-choreo": staticChoreo = value(word)
            case "--keep": keep = true
            case "--sizes": sizes = true
            case "--stage": stage = value(word)
            case "--input": input = value(word)
            case "--write-corpus": corpusOnly = value(word)
            case "--help", "-h": help = true
            default: problem = "unknown option '\(word)' (see --help)"
            }
        }
    }
}
