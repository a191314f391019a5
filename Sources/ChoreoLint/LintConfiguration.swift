import ChoreoSpec

/// The lint part of `.choreo.yml`, already validated.
public struct LintConfiguration: Sendable {
    /// What the user set a rule to; absent rules keep their default severity.
    public enum Setting: Sendable, Equatable {
        case severity(Severity)
        case off
    }

    public var ruleSettings: [String: Setting]
    /// Accepted phase durations per kind, in seconds (`duration_out_of_range`).
    public var durationRanges: [TransitionKind: ClosedRange<Double>]
    /// The oldest iOS the app runs on (`.choreo.yml`'s `deploymentTarget`, the one codegen writes
    /// for): the rules about keys that need a newer iOS, or that a newer one makes unnecessary, read it.
    public var deploymentTarget: DeploymentTarget

    public init(ruleSettings: [String: Setting] = [:], durationRanges: [TransitionKind: ClosedRange<Double>] = LintConfiguration.defaultDurationRanges,
                deploymentTarget: DeploymentTarget = .default) {
        self.ruleSettings = ruleSettings
        self.durationRanges = durationRanges
        self.deploymentTarget = deploymentTarget
    }

    /// Navigation matches UIKit's own push (about 0.35 s); modal animations may be a little
    /// longer, but past a second any transition feels broken. A tab switch is the quickest: people
    /// switch tabs far more often than they push or present, and UIKit's own switch has no
    /// animation at all, so anything past a push's length keeps them waiting.
    public static let defaultDurationRanges: [TransitionKind: ClosedRange<Double>] = [
        .navigation: 0.25...0.4,
        .modal: 0.15...0.8,
        .segue: 0.15...0.8,
        .tabBar: 0.2...0.4,
    ]
}

extension LintConfiguration {
    /// `finding` with its configured severity, or nil when its rule is off (lint and audit alike).
    public func applied(to finding: Diagnostic) -> Diagnostic? {
        switch ruleSettings[finding.ruleID] {
        case .off?: return nil
        case .severity(let severity)?:
            var finding = finding
            finding.severity = severity
            return finding
        case nil: return finding
        }
    }
}
