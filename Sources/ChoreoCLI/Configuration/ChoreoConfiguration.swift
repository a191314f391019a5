import ChoreoCodegen
import ChoreoLint

/// A validated `.choreo.yml`: everything a command needs from it, with paths already made
/// absolute against the configuration file's folder (so a configuration means the same thing
/// whichever folder `choreo` runs in).
public struct ChoreoConfiguration: Sendable {
    public static let fileName = ".choreo.yml"

    /// The file it came from (absolute); nil when no configuration was found and defaults apply.
    public var file: String?
    public var lint: LintConfiguration
    public var codegen: CodegenOptions
    /// Where `choreo lint` (and `generate`) look when no path is given; empty means the
    /// working directory.
    public var included: [String]
    /// Files and folders that folder searches skip.
    public var excluded: [String]
    /// The folder generated code goes to.
    public var output: String?

    public init(
        file: String? = nil, lint: LintConfiguration = LintConfiguration(), codegen: CodegenOptions = CodegenOptions(),
        included: [String] = [], excluded: [String] = [], output: String? = nil
    ) {
        self.file = file
        self.lint = lint
        self.codegen = codegen
        self.included = included
        self.excluded = excluded
        self.output = output
    }
}
