import ChoreoLint
import ChoreoSpec

extension Linter {
    /// Reads and lints the files `SpecFileDiscovery` found, one after another in its order; a path
    /// it could not list and a file that cannot be read become `unreadable_input` findings, and the
    /// other files are still linted. `each` sees every transition as it is linted.
    mutating func lint(_ discovery: SpecFileDiscovery.Result, _ each: (Transition) -> Void = { _ in }) {
        for failure in discovery.failures {
            addUnreadable(file: failure.path, reason: failure.reason)
        }
        for input in discovery.inputs {
            switch FileReader.read(input.path) {
            case .success(let bytes): lint(bytes, file: input.displayPath, each)
            case .failure(let failure): addUnreadable(file: input.displayPath, reason: failure.reason)
            }
        }
    }
}
