/// Settings from `.choreo.yml` that change the generated source.
public struct CodegenOptions: Sendable, Equatable {
    public var accessLevel: AccessLevel
    /// The oldest iOS the generated code must run on. Newer UIKit APIs (iOS 17 spring
    /// animations, …) are used only when this allows them, never behind `#available`, so the
    /// code reads the way a person targeting that version would write it.
    public var deploymentTarget: DeploymentTarget

    public init(accessLevel: AccessLevel = .internal, deploymentTarget: DeploymentTarget = .default) {
        self.accessLevel = accessLevel
        self.deploymentTarget = deploymentTarget
    }
}

/// The Swift access level of the generated API.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`, package, `internal`
}

/// An iOS version, `major.minor`.
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
