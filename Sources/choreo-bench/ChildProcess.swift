#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts programs the way a shell would, without Foundation's `Process` in between, so a
/// cold-start measurement contains the child's start and nothing else of ours but `posix_spawn`.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var seconds: Double
    }

    /// Runs `path` with `arguments`; standard output goes to `outputPath` (or /dev/null), standard
    /// error to /dev/null unless `keepStandardError`. Returns nil when the program cannot be started.
    static func run(_ path: String, _ arguments: [String], outputPath: String = "/dev/null", keepStandardError: Bool = false) -> Outcome? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if !keepStandardError {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = Clock.now()
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        let seconds = Clock.now() - start
        // WIFEXITED / WEXITSTATUS, spelled out: the C macros are not imported into Swift.
        let exited = (status & 0x7f) == 0
        return Outcome(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), seconds: seconds)
    }
}
