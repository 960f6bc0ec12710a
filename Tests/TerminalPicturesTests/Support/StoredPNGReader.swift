/// Reads the PNGs `PNGEncoder` writes, and only those: 8-bit RGB, unfiltered rows, a zlib stream of stored
/// deflate blocks. Each chunk's CRC-32 and the Adler-32 are checked by their definitions.
enum StoredPNGReader {
    static func read(_ png: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw ReadBackFailure("no PNG signature") }
        var chunks: [(type: String, data: [UInt8])] = []
        var position = 8
        while position + 12 <= png.count {
            let length = Int(bigEndian(png, position))
            guard position + 12 + length <= png.count else { throw ReadBackFailure("a chunk ends early") }
            let typeAndData = Array(png[(position + 4)..<(position + 8 + length)])
            guard bigEndian(png, position + 8 + length) == crc32(typeAndData) else { throw ReadBackFailure("a CRC-32 differs") }
            chunks.append((String(decoding: typeAndData.prefix(4), as: UTF8.self), Array(typeAndData.dropFirst(4))))
            position += 12 + length
        }
        guard position == png.count, chunks.map(\.type) == ["IHDR", "IDAT", "IEND"] else { throw ReadBackFailure("not IHDR, IDAT, IEND") }
        let header = chunks[0].data
        guard header.count == 13, header[8...] == [8, 2, 0, 0, 0] else { throw ReadBackFailure("not 8-bit RGB") }
        let width = Int(bigEndian(header, 0))
        let height = Int(bigEndian(header, 4))
        let rows = try storedData(ofZlib: chunks[1].data)
        guard rows.count == (width * 3 + 1) * height else { throw ReadBackFailure("the image data has the wrong size") }
        var pixels: [UInt8] = []
        for row in 0..<height {
            let start = row * (width * 3 + 1)
            guard rows[start] == 0 else { throw ReadBackFailure("a row is filtered") }
            pixels += rows[(start + 1)..<(start + 1 + width * 3)]
        }
        return (width, height, pixels)
    }

    private static func storedData(ofZlib stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
            throw ReadBackFailure("not a zlib stream")
        }
        var data: [UInt8] = []
        var position = 2
        var isFinal = false
        while !isFinal {
            guard position + 5 <= stream.count, stream[position] & 0b110 == 0 else { throw ReadBackFailure("not a stored block") }
            isFinal = stream[position] & 1 == 1
            let length = Int(stream[position + 1]) | Int(stream[position + 2]) << 8
            let complement = Int(stream[position + 3]) | Int(stream[position + 4]) << 8
            guard length ^ complement == 0xFFFF, position + 5 + length <= stream.count else { throw ReadBackFailure("a bad stored block") }
            data += stream[(position + 5)..<(position + 5 + length)]
            position += 5 + length
        }
        guard position + 4 == stream.count, bigEndian(stream, position) == adler32(data) else {
            throw ReadBackFailure("the Adler-32 differs")
        }
        return data
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    private static func adler32(_ data: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in data {
            low = (low + UInt32(byte)) % 65521
            high = (high + low) % 65521
        }
        return high << 16 | low
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
