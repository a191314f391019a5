/// Small specs with a known verdict, for command-line tests.
enum SpecTexts {
    /// Nothing to report.
    static func clean(_ name: String = "CleanFade") -> String {
        """
        transition: \(name)
        kind: modal
        presentation:
          style: custom
        present:
          effect: fade
          duration: 0.3
          curve: easeOut
        dismiss: reverse

        """
    }

    /// One warning: a modal of 0.9 s is slower than the default 0.15–0.8 s.
    static let slow = """
        transition: SlowFade
        kind: modal
        presentation:
          style: custom
        present:
          effect: fade
          duration: 0.9
        dismiss: reverse

        """

    /// One error at 8:3: an unknown key (`curv`, did you mean `curve`?).
    static let typo = """
        transition: TypoFade
        kind: modal
        presentation:
          style: custom
        present:
          effect: fade
          duration: 0.3
          curv: easeOut
        dismiss: reverse

        """
}
