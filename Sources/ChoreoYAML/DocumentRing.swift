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
/// variable, futex-backed on Linux) only when the ring is empty (consumer, after a short spin:
/// `spinLimit`) or full (producer), and the other side wakes it only once half the ring is ready again (or the stream ended, or
/// the consumer stopped), so a stream of 10,000 documents costs a few hundred wake-ups rather
/// than one per document.
///
/// `@unchecked Sendable` is sound because every mutable part is owned by one thread at a time:
/// a slot belongs to the producer from the moment `released` frees it until it advances
/// `published` past it, and to the consumer from then until it advances `released` past it
/// (the acquire/release pairs above order the accesses); `producer` is touched only by the
/// producer, `consumer` only by the consumer; the flags are atomics; the mutex and the
/// conditions are initialized before and destroyed after both threads use them (the consumer
/// joins the producer before the ring can be released).
@available(macOS 15, *)
final class DocumentRing: @unchecked Sendable {
    /// Slots in the ring; a power of two.
    let capacity: Int
    /// How many slots must be ready before a sleeping side is woken.
    private let wakeBatch: Int
    /// The slots, each on cache lines of its own (`slotStride`), so that the producer filling one
    /// slot never invalidates the line the consumer is reading another from.
    private let storage: UnsafeMutableRawPointer
    private let slotStride: Int
    /// The shared state, one cache line per writer (`RingCounters`): what one side writes every
    /// document never shares a line with what the other side writes.
    private let counters = RingCounters()
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let consumerCanGo: UnsafeMutablePointer<pthread_cond_t>
    private let producerCanGo: UnsafeMutablePointer<pthread_cond_t>
    /// The producer's own state: documents it has published, and the last value of `released`
    /// it read (the ring has at least `capacity - (count - otherSeen)` free slots,
    /// so `released` is read again only when that says full). Only the producer touches these.
    private var producer = SideState()
    /// The consumer's own state: documents it has released, and the last value of `published`
    /// it read. Only the consumer touches these.
    private var consumer = SideState()

    private static let cacheLine = 128

    init(capacity: Int) {
        precondition(capacity > 1 && capacity & (capacity - 1) == 0, "the ring's capacity is a power of two")
        self.capacity = capacity
        wakeBatch = capacity / 2
        let line = Self.cacheLine
        slotStride = (MemoryLayout<ReadDocument>.stride + line - 1) / line * line
        storage = .allocate(byteCount: slotStride * capacity, alignment: line)
        // One arena each (`initialize(repeating:)` would share one arena's buffers).
        for index in 0..<capacity {
            (storage + index * slotStride).bindMemory(to: ReadDocument.self, capacity: 1).initialize(to: ReadDocument())
        }
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        consumerCanGo = .allocate(capacity: 1)
        pthread_cond_init(consumerCanGo, nil)
        producerCanGo = .allocate(capacity: 1)
        pthread_cond_init(producerCanGo, nil)
    }

    deinit {
        for index in 0..<capacity { slot(index).deinitialize(count: 1) }
        storage.deallocate()
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
            if counters.stopped.load(ordering: .acquiring) { return nil }
            if producer.count - producer.otherSeen < capacity { return slot(producer.count) }
            producer.otherSeen = counters.released.load(ordering: .acquiring)
            if producer.count - producer.otherSeen < capacity { continue }
            waitForFreeSlot()
        }
    }

    @inline(__always)
    private func slot(_ number: Int) -> UnsafeMutablePointer<ReadDocument> {
        (storage + (number & (capacity - 1)) * slotStride).assumingMemoryBound(to: ReadDocument.self)
    }

    /// Publishes the slot `slotToFill()` returned, now filled.
    func publish() {
        producer.count += 1
        counters.published.store(producer.count, ordering: .sequentiallyConsistent)
        if counters.consumerSleeping.load(ordering: .sequentiallyConsistent),
           producer.count - counters.released.load(ordering: .acquiring) >= wakeBatch {
            wakeConsumer()
        }
    }

    /// No more documents: the consumer ends after the ones published.
    func finish() {
        counters.finished.store(true, ordering: .sequentiallyConsistent)
        if counters.consumerSleeping.load(ordering: .sequentiallyConsistent) { wakeConsumer() }
    }

    private func waitForFreeSlot() {
        pthread_mutex_lock(mutex)
        while true {
            counters.producerSleeping.store(true, ordering: .sequentiallyConsistent)
            if counters.stopped.load(ordering: .sequentiallyConsistent)
                || producer.count - counters.released.load(ordering: .sequentiallyConsistent) < capacity {
                break
            }
            pthread_cond_wait(producerCanGo, mutex)
        }
        counters.producerSleeping.store(false, ordering: .sequentiallyConsistent)
        pthread_mutex_unlock(mutex)
    }

    private func wakeConsumer() {
        pthread_mutex_lock(mutex)
        counters.consumerSleeping.store(false, ordering: .sequentiallyConsistent)
        pthread_cond_signal(consumerCanGo)
        pthread_mutex_unlock(mutex)
    }

    // MARK: Consumer

    /// The next filled slot in stream order, after waiting while the ring is empty; nil once the
    /// producer has finished and every published document has been taken.
    func nextFilled() -> UnsafeMutablePointer<ReadDocument>? {
        while true {
            if consumer.otherSeen > consumer.count { return slot(consumer.count) }
            consumer.otherSeen = counters.published.load(ordering: .acquiring)
            if consumer.otherSeen > consumer.count { continue }
            // `finished` is set after the last `published`, so read it first, then look again.
            if counters.finished.load(ordering: .acquiring) {
                consumer.otherSeen = counters.published.load(ordering: .acquiring)
                if consumer.otherSeen > consumer.count { continue }
                return nil
            }
            if spinUntilPublished() { continue }
            waitForFilledSlot()
        }
    }

    /// Hands back the slot `nextFilled()` returned, read.
    func release() {
        consumer.count += 1
        counters.released.store(consumer.count, ordering: .sequentiallyConsistent)
        if counters.producerSleeping.load(ordering: .sequentiallyConsistent),
           capacity - (counters.published.load(ordering: .acquiring) - consumer.count) >= wakeBatch {
            wakeProducer()
        }
    }

    /// The consumer takes no more documents (the stream ended, or its body threw): a producer
    /// waiting for a free slot, or about to, ends.
    func stop() {
        counters.stopped.store(true, ordering: .sequentiallyConsistent)
        if counters.producerSleeping.load(ordering: .sequentiallyConsistent) { wakeProducer() }
    }

    /// How many times the consumer looks for the next document before it sleeps: about 30 µs.
    /// The producer takes a few microseconds a document, so on two free cores the consumer finds
    /// it in this time and never sleeps; a consumer that sleeps is woken on the producer's core
    /// by many schedulers and the two then take turns instead of running at once (measured:
    /// without the spin the lint stage ran on two threads no faster than on one). On a busy
    /// machine, a spin that fails costs 30 µs per wake-up, once per half ring of documents.
    private static let spinLimit = 30_000

    /// Spins while the ring is empty, up to `spinLimit` looks; true when a document (or the end)
    /// arrived meanwhile.
    private func spinUntilPublished() -> Bool {
        var spins = 0
        while spins < Self.spinLimit {
            if counters.published.load(ordering: .relaxed) > consumer.count || counters.finished.load(ordering: .relaxed) { return true }
            spins += 1
        }
        return false
    }

    private func waitForFilledSlot() {
        pthread_mutex_lock(mutex)
        while true {
            counters.consumerSleeping.store(true, ordering: .sequentiallyConsistent)
            if counters.finished.load(ordering: .sequentiallyConsistent)
                || counters.published.load(ordering: .sequentiallyConsistent) > consumer.count {
                break
            }
            pthread_cond_wait(consumerCanGo, mutex)
        }
        counters.consumerSleeping.store(false, ordering: .sequentiallyConsistent)
        pthread_mutex_unlock(mutex)
    }

    private func wakeProducer() {
        pthread_mutex_lock(mutex)
        counters.producerSleeping.store(false, ordering: .sequentiallyConsistent)
        pthread_cond_signal(producerCanGo)
        pthread_mutex_unlock(mutex)
    }
}

/// One side's private counters, padded to a cache line of their own.
private struct SideState {
    /// Documents this side has handed over (published, or released).
    var count = 0
    /// The other side's counter as last read: a lower bound of its real value.
    var otherSeen = 0
    private var padding: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

/// The ring's atomics on lines of their own: `published` (written by the producer for every
/// document), `released` (by the consumer for every document), and the flags, read for every
/// document but written rarely (`finished` and `stopped` once; a sleeping flag once per sleep).
@available(macOS 15, *)
private final class RingCounters: Sendable {
    let published = Atomic<Int>(0)
    private let padding1 = PaddingLine()
    let released = Atomic<Int>(0)
    private let padding2 = PaddingLine()
    let finished = Atomic<Bool>(false)
    let stopped = Atomic<Bool>(false)
    let consumerSleeping = Atomic<Bool>(false)
    let producerSleeping = Atomic<Bool>(false)
}

/// 120 bytes of nothing: keeps the fields around it on different cache lines.
private struct PaddingLine: Sendable {
    private let words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}
