/// The tool's identity, as `--version`, SARIF's `tool.driver` and generated headers state it.
public enum ChoreoVersion {
    public static let current = "0.1.0"
    /// Where the project lives; SARIF viewers link rule help here.
    public static let informationURI = "https://github.com/choreo-transitions/choreo"
    /// The rule documentation, one anchor per rule id (`Docs/Rules.md#duration_out_of_range`).
    public static let rulesDocumentationURI = informationURI + "/blob/main/Docs/Rules.md"
}
