import Foundation

/// Just enough of PNG to read a browser's screenshot: 8-bit RGB or RGBA, not interlaced.
///
/// The chunks and the scanline filters are decoded here; the zlib stream is inflated by python3's
/// `zlib`, because Foundation on Linux has no inflate and python3 is on every machine the tests run on.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, row by row.
    let pixels: [UInt8]

    struct DecodeError: Error, CustomStringConvertible {
        let description: String
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw DecodeError(description: "not a PNG file")
        }
        func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var header: (width: Int, height: Int, depth: UInt8, colourType: UInt8, interlace: UInt8)?
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bigEndian(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length <= bytes.count else { throw DecodeError(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR":
                header = (bigEndian(body), bigEndian(body + 4), bytes[body + 8], bytes[body + 9], bytes[body + 12])
            case "IDAT":
                compressed += bytes[body..<body + length]
            default:
                break
            }
            if type == "IEND" { break }
            offset = body + length + 4  // the CRC
        }
        guard let header else { throw DecodeError(description: "no IHDR chunk") }
        guard header.depth == 8, header.colourType == 2 || header.colourType == 6, header.interlace == 0 else {
            throw DecodeError(description: "unsupported PNG: depth \(header.depth), colour type \(header.colourType), interlace \(header.interlace)")
        }
        let channels = header.colourType == 6 ? 4 : 3
        let raw = try Self.inflate(compressed)
        let rowLength = header.width * channels
        guard raw.count == header.height * (rowLength + 1) else {
            throw DecodeError(description: "expected \(header.height * (rowLength + 1)) bytes of scanlines, got \(raw.count)")
        }
        var rows = [UInt8](repeating: 0, count: header.height * rowLength)
        for y in 0..<header.height {
            let filter = raw[y * (rowLength + 1)]
            for x in 0..<rowLength {
                let value = raw[y * (rowLength + 1) + 1 + x]
                let left = x >= channels ? Int(rows[y * rowLength + x - channels]) : 0
                let up = y > 0 ? Int(rows[(y - 1) * rowLength + x]) : 0
                let upLeft = x >= channels && y > 0 ? Int(rows[(y - 1) * rowLength + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: throw DecodeError(description: "unknown filter \(filter) on row \(y)")
                }
                rows[y * rowLength + x] = UInt8((Int(value) + predictor) & 0xFF)
            }
        }
        width = header.width
        height = header.height
        if channels == 4 {
            pixels = rows
        } else {
            var rgba = [UInt8]()
            rgba.reserveCapacity(width * height * 4)
            for index in stride(from: 0, to: rows.count, by: 3) { rgba += [rows[index], rows[index + 1], rows[index + 2], 255] }
            pixels = rgba
        }
    }

    /// (red, green, blue) at a pixel.
    func colour(x: Int, y: Int) -> (Int, Int, Int) {
        let index = (y * width + x) * 4
        return (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
    }

    private static func inflate(_ compressed: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read()))"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Write on another thread: a large image fills the output pipe before the input is all read.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(compressed))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let inflated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw DecodeError(description: "python3 could not inflate the image data") }
        return [UInt8](inflated)
    }
}
