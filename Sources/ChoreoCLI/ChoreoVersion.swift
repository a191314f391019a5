/// The tool's identity, as `--version`, SARIF's `tool.driver` and generated headers state it.
public enum ChoreoVersion {
    public static let current = "0.1.0"
}
