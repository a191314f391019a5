import CYaml

/// Feeds the caller's bytes to libyaml in the chunks it asks for, so the reader needs no private
/// copy of the whole input (libyaml's string input would keep a pointer into the bytes for the
/// parser's life, which a Swift array does not promise to keep valid).
final class InputCursor {
    let bytes: [UInt8]
    private var position: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        position = 0
    }

    /// Copies up to `size` bytes into `buffer`; 0 bytes read means the end of the input.
    func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int) -> Int {
        let count = min(size, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress {
                buffer.update(from: base + position, count: count)
            }
        }
        position += count
        return count
    }

    /// libyaml's read handler: `data` is an unretained `InputCursor`, which the reader keeps alive
    /// for as long as the parser.
    static func handle(
        _ data: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int,
        _ sizeRead: UnsafeMutablePointer<Int>?
    ) -> Int32 {
        guard let data, let buffer, let sizeRead else { return 0 }
        let cursor = Unmanaged<InputCursor>.fromOpaque(data).takeUnretainedValue()
        sizeRead.pointee = cursor.read(into: buffer, size: size)
        return 1
    }
}
