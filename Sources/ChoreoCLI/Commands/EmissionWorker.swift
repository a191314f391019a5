import ChoreoCodegen
import ChoreoSpec
import ChoreoYAML

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Emits and compares with the output folder, on a thread of its own, the transitions
/// `choreo generate` hands it as they are loaded and linted, so that emission (the largest part
/// of a run over unchanged output) overlaps the reading and linting of the next files instead
/// of following the last one.
///
/// It only reads: emitting and comparing change nothing on disk, so doing them before linting has
/// finished cannot write anything while a spec has errors; the calling thread still decides,
/// after `finish()`, whether to report, write or discard the entries, exactly as before. The
/// entries come back in the order the transitions were handed over.
final class EmissionWorker: @unchecked Sendable {
    // `@unchecked`: `pending` and `finished` are touched only under `mutex`; `entries` only by the
    // worker thread until `finish()` has joined it, and by the caller after.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var pending: [Transition] = []
    private var finished = false
    private var entries: [GenerateOutputPlan.Entry] = []
    private var thread: ReadAheadThread?
    private let emitter: SwiftEmitter
    private let outputFolder: String

    /// Transitions handed over before the worker is woken: waking it for each one would make the
    /// two threads take turns.
    private static let batch = 16

    /// Starts the worker; nil when the system refuses a thread (the caller then emits as before).
    static func start(emitter: SwiftEmitter, outputFolder: String) -> EmissionWorker? {
        let worker = EmissionWorker(emitter: emitter, outputFolder: outputFolder)
        guard let thread = ReadAheadThread.start({ worker.work() }) else { return nil }
        worker.thread = thread
        return worker
    }

    private init(emitter: SwiftEmitter, outputFolder: String) {
        self.emitter = emitter
        self.outputFolder = outputFolder
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Hands one transition (its header path already set) to the worker.
    func submit(_ transition: Transition) {
        pthread_mutex_lock(mutex)
        pending.append(transition)
        if pending.count >= Self.batch { pthread_cond_signal(condition) }
        pthread_mutex_unlock(mutex)
    }

    /// Lets the worker finish what it was given, joins it, and returns one entry per transition,
    /// in the order they were submitted.
    func finish() -> [GenerateOutputPlan.Entry] {
        pthread_mutex_lock(mutex)
        finished = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
        thread?.join()
        thread = nil
        defer { entries = [] }
        return entries
    }

    private func work() {
        var batch: [Transition] = []
        var scratch: [UInt8] = []
        while true {
            pthread_mutex_lock(mutex)
            while pending.isEmpty && !finished { pthread_cond_wait(condition, mutex) }
            if pending.isEmpty {
                pthread_mutex_unlock(mutex)
                return
            }
            swap(&batch, &pending)
            pthread_mutex_unlock(mutex)
            for transition in batch {
                entries.append(GenerateOutputPlan.entry(for: emitter.emit(transition), inFolder: outputFolder, scratch: &scratch))
            }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
