/// The documents of many inputs (the files of one `choreo lint` or `choreo generate` run), in
/// input order, each tagged with the index of its input.
///
/// With read-ahead (by default from `ReadAhead.inputThreshold` inputs on) one producer thread,
/// started once for the whole run, reads input N+1, N+2… (`read`, then libyaml and the reader)
/// into the same bounded ring `YAMLStream.forEachDocument` uses, while the calling thread works
/// on input N. Either way the caller sees the same calls in the same order: each document of an
/// input (`document`), then the end of that input (`inputEnded`, with the failure when `read`
/// could not read it), input after input. `read` runs on the producer thread, so it must be safe
/// to call there (`@Sendable`); the closures run on the calling thread.
public struct YAMLInputs<Input: Sendable>: Sendable {
    public let inputs: [Input]
    public let limits: YAMLLimits
    public let read: @Sendable (Input) -> Result<[UInt8], any Error>

    public init(_ inputs: [Input], limits: YAMLLimits = .default, read: @escaping @Sendable (Input) -> Result<[UInt8], any Error>) {
        self.inputs = inputs
        self.limits = limits
        self.read = read
    }

    /// Calls `document` for every document of every input and `inputEnded` once per input after
    /// its documents, in input order, on the calling thread. When a closure throws, the producer
    /// is stopped and joined before the error propagates.
    ///
    /// On one thread an input of `ReadAhead.threshold` bytes or more is still read ahead on its
    /// own (`YAMLStream.forEachDocument(readAhead:)`), as a single stream always has been.
    public func forEachDocument(
        readAhead: ReadAhead = .automatic,
        _ document: (_ input: Int, DocumentView) throws -> Void,
        inputEnded: (_ input: Int, _ failure: (any Error)?) throws -> Void
    ) rethrows {
        if readAhead.usesSecondThread(inputCount: inputs.count), #available(macOS 15, *),
           let started = startReadAhead() {
            defer {
                started.ring.stop()
                started.thread.join()
            }
            while let slot = started.ring.nextFilled() {
                if slot.pointee.endsInput {
                    try inputEnded(slot.pointee.input, slot.pointee.readFailure)
                } else {
                    let index = slot.pointee.input
                    try slot.pointee.withView { try document(index, $0) }
                }
                started.ring.release()
            }
            return
        }
        for (index, input) in inputs.enumerated() {
            switch read(input) {
            case .failure(let failure):
                try inputEnded(index, failure)
            case .success(let bytes):
                try YAMLStream(bytes: bytes, limits: limits).forEachDocument(readAhead: readAhead) { try document(index, $0) }
                try inputEnded(index, nil)
            }
        }
    }

    /// Starts the producer: reads every input in order into a new ring, each document followed,
    /// at its input's end, by an end marker, until the inputs run out or the consumer stops. nil
    /// when no thread could be started.
    @available(macOS 15, *)
    private func startReadAhead() -> (ring: DocumentRing, thread: ReadAheadThread)? {
        let ring = DocumentRing(capacity: YAMLStream.readAheadCapacity)
        let inputs = inputs, limits = limits, read = read
        let thread = ReadAheadThread.start {
            Self.produce(inputs: inputs, limits: limits, read: read, into: ring)
            ring.finish()
        }
        guard let thread else { return nil }
        return (ring, thread)
    }

    /// The producer's loop; returns when every input is in the ring or the consumer stopped.
    @available(macOS 15, *)
    private static func produce(
        inputs: [Input], limits: YAMLLimits, read: @Sendable (Input) -> Result<[UInt8], any Error>, into ring: DocumentRing
    ) {
        for (index, input) in inputs.enumerated() {
            var failure: (any Error)?
            switch read(input) {
            case .failure(let error):
                failure = error
            case .success(let bytes):
                let reader = YAMLEventReader(bytes: bytes, limits: limits)
                while true {
                    guard let slot = ring.slotToFill() else { return }
                    guard reader.readNextDocument(into: &slot.pointee) else { break }
                    slot.pointee.input = index
                    slot.pointee.endsInput = false
                    ring.publish()
                }
            }
            guard let slot = ring.slotToFill() else { return }
            slot.pointee.setInputEnd(index, failure: failure)
            ring.publish()
        }
    }
}
