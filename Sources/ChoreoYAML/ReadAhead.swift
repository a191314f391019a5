#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `YAMLStream.forEachDocument` reads ahead on a second thread: libyaml and the reader
/// fill documents on a producer thread while the caller's closure works through the earlier ones
/// on the calling thread, in the same order and with the same results.
public enum ReadAhead: Sendable, Equatable {
    /// Read ahead when the input is at least `threshold` bytes and the process may use more than
    /// one processor: a thread costs tens of microseconds to start, which a file of a few specs
    /// never wins back. The environment variable `CHOREO_READ_AHEAD` (`always`, `never`) overrides
    /// this, for comparisons and tests of the whole program.
    case automatic
    /// Always on one thread.
    case never
    /// On two threads whatever the input's size (tests; where threads are unavailable, one thread).
    case always

    /// 64 KiB, about 200 specs of 336 bytes: below it the stream takes under 10 ms on one thread
    /// and the second thread's start and its first batch are a visible share of it (measured:
    /// Docs/Performance.md, "Two threads").
    public static let threshold = 64 << 10

    /// Inputs in one run (`YAMLInputs`) from which one producer thread reads the next files while
    /// the caller works on the earlier ones. A one-spec file takes about 18 µs under `choreo lint`
    /// (10 µs of it reading and parsing); starting the thread and its ring, and the consumer's
    /// first wait for half a ring of documents, cost about 0.3 ms: measured break-even is between
    /// 64 and 128 files (Docs/Performance.md, "Two threads"). A single file never starts it.
    public static let inputThreshold = 128

    /// True when a stream of `byteCount` bytes should be read ahead.
    func usesSecondThread(byteCount: Int) -> Bool {
        decide(automatically: byteCount >= Self.threshold)
    }

    /// True when a run over `inputCount` inputs should read them ahead.
    public func usesSecondThread(inputCount: Int) -> Bool {
        decide(automatically: inputCount >= Self.inputThreshold)
    }

    private func decide(automatically largeEnough: Bool) -> Bool {
        switch self {
        case .never:
            return false
        case .always:
            return true
        case .automatic:
            switch Self.environmentOverride {
            case .always?: return true
            case .never?: return false
            default: return largeEnough && Self.hasSecondProcessor
            }
        }
    }

    /// `CHOREO_READ_AHEAD`, read once.
    private static let environmentOverride: ReadAhead? = {
        guard let value = getenv("CHOREO_READ_AHEAD") else { return nil }
        switch String(cString: value) {
        case "always", "1": return .always
        case "never", "0": return .never
        default: return nil
        }
    }()

    /// Read once: more than one processor online.
    private static let hasSecondProcessor = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1
}
