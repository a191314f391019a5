import ChoreoSpec

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
