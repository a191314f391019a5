#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A bounded single-producer, single-consumer ring of reusable `ReadDocument`s: the read-ahead
/// thread fills them in stream order, the calling thread reads them in the same order.
///
/// The hand-off costs two atomic counters, not a lock: the producer publishes a filled slot by
/// advancing `published` (release), the consumer hands a slot back by advancing `released`
/// (release); each side reads the other's counter with acquire, so everything written into a slot
/// before its counter moved is visible to the other side. A side blocks (mutex and condition
/// variable, futex-backed on Linux) only when the ring is empty (consumer) or full (producer),
/// and the other side wakes it only once half the ring is ready again (or the stream ended, or
/// the consumer stopped), so a stream of 10,000 documents costs a few hundred wake-ups rather
/// than one per document.
///
/// `@unchecked Sendable` is sound because every mutable part is owned by one thread at a time:
/// a slot belongs to the producer from the moment `released` frees it until it advances
/// `published` past it, and to the consumer from then until it advances `released` past it
/// (the acquire/release pairs above order the accesses); `producerCount` is touched only by the
/// producer, `consumerCount` only by the consumer; the flags are atomics; the mutex and the
/// conditions are initialized before and destroyed after both threads use them (the consumer
/// joins the producer before the ring can be released).
@available(macOS 15, *)
final class DocumentRing: @unchecked Sendable {
    /// Slots in the ring; a power of two.
    let capacity: Int
    /// How many slots must be ready before a sleeping side is woken.
    private let wakeBatch: Int
    private let slots: UnsafeMutablePointer<ReadDocument>
    /// Documents the producer has published (filled), ever.
    private let published = Atomic<Int>(0)
    /// Documents the consumer has handed back, ever.
    private let released = Atomic<Int>(0)
    /// Set by the producer after its last document.
    private let finished = Atomic<Bool>(false)
    /// Set by the consumer when it stops taking documents (done, or its body threw).
    private let stopped = Atomic<Bool>(false)
    private let consumerSleeping = Atomic<Bool>(false)
    private let producerSleeping = Atomic<Bool>(false)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let consumerCanGo: UnsafeMutablePointer<pthread_cond_t>
    private let producerCanGo: UnsafeMutablePointer<pthread_cond_t>
    /// The producer's own copy of `published` (only the producer reads or writes it).
    private var producerCount = 0
    /// The consumer's own copy of `released` (only the consumer reads or writes it).
    private var consumerCount = 0

    init(capacity: Int) {
        precondition(capacity > 1 && capacity & (capacity - 1) == 0, "the ring's capacity is a power of two")
        self.capacity = capacity
        wakeBatch = capacity / 2
        slots = .allocate(capacity: capacity)
        // One arena each (`initialize(repeating:)` would share one arena's buffers).
        for index in 0..<capacity { (slots + index).initialize(to: ReadDocument()) }
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        consumerCanGo = .allocate(capacity: 1)
        pthread_cond_init(consumerCanGo, nil)
        producerCanGo = .allocate(capacity: 1)
        pthread_cond_init(producerCanGo, nil)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
        pthread_cond_destroy(producerCanGo)
        producerCanGo.deallocate()
        pthread_cond_destroy(consumerCanGo)
        consumerCanGo.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    // MARK: Producer

    /// The slot to fill next, after waiting while the ring is full; nil once the consumer has
    /// stopped (the producer then ends without publishing).
    func slotToFill() -> UnsafeMutablePointer<ReadDocument>? {
        while true {
            if stopped.load(ordering: .acquiring) { return nil }
            if producerCount - released.load(ordering: .acquiring) < capacity {
                return slots + (producerCount & (capacity - 1))
            }
            waitForFreeSlot()
        }
    }

    /// Publishes the slot `slotToFill()` returned, now filled.
    func publish() {
        producerCount += 1
        published.store(producerCount, ordering: .sequentiallyConsistent)
        if consumerSleeping.load(ordering: .sequentiallyConsistent),
           producerCount - released.load(ordering: .acquiring) >= wakeBatch {
            wakeConsumer()
        }
    }

    /// No more documents: the consumer ends after the ones published.
    func finish() {
        finished.store(true, ordering: .sequentiallyConsistent)
        if consumerSleeping.load(ordering: .sequentiallyConsistent) { wakeConsumer() }
    }

    private func waitForFreeSlot() {
        pthread_mutex_lock(mutex)
        while true {
            producerSleeping.store(true, ordering: .sequentiallyConsistent)
            if stopped.load(ordering: .sequentiallyConsistent)
                || producerCount - released.load(ordering: .sequentiallyConsistent) < capacity {
                break
            }
            pthread_cond_wait(producerCanGo, mutex)
        }
        producerSleeping.store(false, ordering: .sequentiallyConsistent)
        pthread_mutex_unlock(mutex)
    }

    private func wakeConsumer() {
        pthread_mutex_lock(mutex)
        consumerSleeping.store(false, ordering: .sequentiallyConsistent)
        pthread_cond_signal(consumerCanGo)
        pthread_mutex_unlock(mutex)
    }

    // MARK: Consumer

    /// The next filled slot in stream order, after waiting while the ring is empty; nil once the
    /// producer has finished and every published document has been taken.
    func nextFilled() -> UnsafeMutablePointer<ReadDocument>? {
        while true {
            if published.load(ordering: .acquiring) > consumerCount {
                return slots + (consumerCount & (capacity - 1))
            }
            // `finished` is set after the last `published`, so read it first, then look again.
            if finished.load(ordering: .acquiring) {
                if published.load(ordering: .acquiring) > consumerCount { continue }
                return nil
            }
            waitForFilledSlot()
        }
    }

    /// Hands back the slot `nextFilled()` returned, read.
    func release() {
        consumerCount += 1
        released.store(consumerCount, ordering: .sequentiallyConsistent)
        if producerSleeping.load(ordering: .sequentiallyConsistent),
           capacity - (published.load(ordering: .acquiring) - consumerCount) >= wakeBatch {
            wakeProducer()
        }
    }

    /// The consumer takes no more documents (the stream ended, or its body threw): a producer
    /// waiting for a free slot, or about to, ends.
    func stop() {
        stopped.store(true, ordering: .sequentiallyConsistent)
        if producerSleeping.load(ordering: .sequentiallyConsistent) { wakeProducer() }
    }

    private func waitForFilledSlot() {
        pthread_mutex_lock(mutex)
        while true {
            consumerSleeping.store(true, ordering: .sequentiallyConsistent)
            if finished.load(ordering: .sequentiallyConsistent)
                || published.load(ordering: .sequentiallyConsistent) > consumerCount {
                break
            }
            pthread_cond_wait(consumerCanGo, mutex)
        }
        consumerSleeping.store(false, ordering: .sequentiallyConsistent)
        pthread_mutex_unlock(mutex)
    }

    private func wakeProducer() {
        pthread_mutex_lock(mutex)
        producerSleeping.store(false, ordering: .sequentiallyConsistent)
        pthread_cond_signal(producerCanGo)
        pthread_mutex_unlock(mutex)
    }
}
