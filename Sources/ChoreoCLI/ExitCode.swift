/// The process exit status, as Docs/CommandLine.md lists it. The numbers follow BSD's `sysexits.h`, which
/// CI systems and shell scripts already know how to read.
public enum ExitCode: Int32, Sendable, Comparable {
    /// Nothing failed.
    case success = 0
    /// Error diagnostics (warnings too under `--strict`), or stale output under `generate --check`.
    case failure = 1
    /// `EX_USAGE`: the command line or the configuration is wrong; nothing was checked.
    case usage = 64
    /// `EX_NOINPUT`: an input could not be read (the rest was still checked).
    case noInput = 66
    /// `EX_CANTCREAT`: an output could not be written.
    case cannotCreate = 73

    /// When several things went wrong, the exit status names the one a user must fix first:
    /// a broken invocation before an unwritable output before an unreadable input before findings.
    private var precedence: Int {
        switch self {
        case .success: return 0
        case .failure: return 1
        case .noInput: return 2
        case .cannotCreate: return 3
        case .usage: return 4
        }
    }

    public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.precedence < rhs.precedence }
}
