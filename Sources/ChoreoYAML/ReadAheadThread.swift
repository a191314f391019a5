#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread that runs one closure and is joined by whoever started it: the read-ahead
/// producer, and `choreo generate`'s emission worker. Plain `pthread_create` (no Foundation in
/// this module); a thread that cannot be started is reported as nil, and the caller then does
/// the work on its own thread.
public struct ReadAheadThread {
    private let handle: pthread_t

    /// Carries the closure across `pthread_create`'s untyped argument.
    private final class Work {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private init(handle: pthread_t) {
        self.handle = handle
    }

    /// Starts `work` on a new thread; nil when the system refuses one.
    public static func start(_ work: @escaping @Sendable () -> Void) -> ReadAheadThread? {
        let argument = Unmanaged.passRetained(Work(work)).toOpaque()
        #if canImport(Darwin)
        var handle: pthread_t?
        #else
        var handle = pthread_t()
        #endif
        let result = pthread_create(&handle, nil, { argument in ReadAheadThread.main(argument) }, argument)
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(argument).release()
            return nil
        }
        #if canImport(Darwin)
        guard let handle else { return nil }
        #endif
        return ReadAheadThread(handle: handle)
    }

    /// Waits for the thread's closure to return.
    public func join() {
        pthread_join(handle, nil)
    }

    private static func main(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let argument else { return nil }
        Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().run()
        return nil
    }
}
