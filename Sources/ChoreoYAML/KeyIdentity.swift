/// When two scalar keys are the same key: the same text, read the same way. `a` and `"a"` are
/// both the string a; `1` (an integer) and `"1"` (a string) are different keys. Keys that only
/// mean the same value (`1` and `0x1`, `~` and `null`) are not compared: spec keys are words.
struct KeyIdentity: Hashable {
    let text: String
    let isString: Bool

    /// Only keys of mappings past the linear-scan limit (hostile or generated input) get one.
    init(text: String, isPlain: Bool) {
        self.text = text
        if isPlain, case .string = ResolvedScalar.classify(text) {
            isString = true
        } else {
            isString = !isPlain
        }
    }
}
