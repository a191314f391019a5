/// An iOS version, `major.minor`: the oldest iOS an app runs on (`.choreo.yml`'s
/// `deploymentTarget`). Codegen writes for it (CodegenOptions), and lint judges the keys that need
/// a newer iOS against it (`LintConfiguration.deploymentTarget`), so it lives before both.
public struct DeploymentTarget: Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `13`, `13.0` or `17.4`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major > 0 else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        self.init(major: major, minor: minor)
    }

    /// iOS 13: the oldest version Xcode 16 and later still deploy to.
    public static let `default` = DeploymentTarget(major: 13)

    public static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}
