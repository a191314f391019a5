#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits until a spec or a configuration file changes, for `--watch`.
///
/// What counts is a snapshot of the files a run reads: the spec files the paths hold now (a new
/// or deleted spec counts), and every `.choreo.yml` on the way, each by size and modification
/// time. Waiting is cheap where the system can say when a folder changed: on Linux an inotify
/// watch on each folder wakes the loop (Glibc, no dependency), and the snapshot is compared then;
/// elsewhere the snapshot is compared twice a second. Comparing snapshots, not events, is what
/// keeps `generate --watch` from waking itself with its own output.
final class ChangeWatcher {
    /// The files whose changes matter, as absolute paths, and the folders to watch for them.
    typealias Inputs = () -> (files: [String], folders: [String])

    private let inputs: Inputs
    private var snapshot: [String: FileStamp]
    #if os(Linux)
    private var descriptor: Int32 = -1
    private var watched: Set<String> = []
    #endif

    struct FileStamp: Equatable {
        var size: Int
        var seconds: Int
        var nanoseconds: Int
    }

    init(inputs: @escaping Inputs) {
        self.inputs = inputs
        snapshot = [:]
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        #endif
        snapshot = takeSnapshot()
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Returns once the snapshot differs from the one taken after the last change.
    func waitForChange() {
        while true {
            sleepUntilSomethingMayHaveChanged()
            // Editors save in several steps (write a temporary file, rename it): let them finish.
            usleep(50_000)
            let now = takeSnapshot()
            if now != snapshot {
                snapshot = now
                return
            }
        }
    }

    private func takeSnapshot() -> [String: FileStamp] {
        let (files, folders) = inputs()
        #if os(Linux)
        if descriptor >= 0 {
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
            for folder in folders where !watched.contains(folder) {
                if SystemPath.withCString(folder, { inotify_add_watch(descriptor, $0, mask) }) >= 0 { watched.insert(folder) }
            }
        }
        #endif
        var stamps: [String: FileStamp] = [:]
        for file in files {
            var status = stat()
            guard SystemPath.withCString(file, { stat($0, &status) }) == 0 else { continue }
            #if canImport(Darwin)
            let time = status.st_mtimespec
            #else
            let time = status.st_mtim
            #endif
            stamps[file] = FileStamp(size: Int(status.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
        }
        return stamps
    }

    private func sleepUntilSomethingMayHaveChanged() {
        #if os(Linux)
        if descriptor >= 0, !watched.isEmpty {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // A folder created after the watch began is only seen by the snapshot: wake up now
            // and then even without an event.
            if poll(&request, 1, 2_000) > 0 { drainEvents() }
            return
        }
        #endif
        usleep(500_000)
    }

    #if os(Linux)
    private func drainEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        repeat {
            _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        } while poll(&request, 1, 0) > 0
    }
    #endif
}
