/// Hints that say the fix for values users commonly write the way other tools accept them.
extension SpecDecoder {
    /// `"0.3s"` or `300ms` for a time in seconds: the number to write instead, as the key with
    /// its value (`duration: 0.3`), or nil when the text is not a number with a time unit.
    static func secondsHint(for text: String, key: String) -> String? {
        let trimmed = text.trimmingSpaces
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("seconds", 1), ("second", 1), ("sec", 1), ("s", 1)]
        for unit in units where trimmed.hasSuffix(unit.suffix) {
            let digits = String(trimmed.dropLast(unit.suffix.count)).trimmingSpaces
            guard let value = Double(digits), value.isFinite else { continue }
            let seconds = value * unit.seconds
            let written = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : "\(seconds)"
            return "seconds, with no unit: '\(key): \(written)'"
        }
        return nil
    }

    /// The word of `allowed` a mistaken `word` most likely means: a near miss, or `none` for the
    /// words YAML 1.1 reads as false (`no`, `off`), which users write for "nothing".
    static func wordHint(for word: String, in allowed: [String]) -> String? {
        if ["no", "off", "false", "n"].contains(word.lowercased()), allowed.contains("none") {
            return "did you mean 'none'?"
        }
        if allowed.contains(Direction.fromBottom.rawValue), let hint = Direction.hint(forMovement: word) { return hint }
        return Suggestion.didYouMean(word, in: allowed)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
