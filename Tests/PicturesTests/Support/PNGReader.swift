import Pictures

/// Reads 8-bit RGB PNGs (the references and the module's own output) with the tests' inflater, checking each
/// chunk's CRC-32 with a bitwise implementation independent of the module's table.
enum PNGReader {
    struct Chunk {
        let type: String
        let data: [UInt8]
    }

    /// The chunks, each CRC checked unless it is image data and `checkingImageData` is false (a reference's
    /// image data is checked by its zlib stream's Adler-32 instead, faster).
    static func chunks(of png: [UInt8], checkingImageData: Bool = true) throws -> [Chunk] {
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Inflater.Failure(description: "no PNG signature")
        }
        var chunks: [Chunk] = []
        var position = 8
        while position + 12 <= png.count {
            let length = Int(bigEndian(png, position))
            guard position + 12 + length <= png.count else { throw Inflater.Failure(description: "a chunk ends early") }
            let typeAndData = Array(png[(position + 4)..<(position + 8 + length)])
            let isImageData = typeAndData.starts(with: Array("IDAT".utf8))
            guard (isImageData && !checkingImageData) || bigEndian(png, position + 8 + length) == crc32(typeAndData) else {
                throw Inflater.Failure(description: "a chunk's CRC-32 does not match")
            }
            chunks.append(Chunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4))))
            position += 12 + length
        }
        return chunks
    }

    static func read(_ png: [UInt8], checkingImageData: Bool = true) throws -> Picture {
        let chunks = try chunks(of: png, checkingImageData: checkingImageData)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw Inflater.Failure(description: "no IHDR")
        }
        let width = Int(bigEndian(header.data, 0))
        let height = Int(bigEndian(header.data, 4))
        guard header.data[8] == 8, header.data[9] == 2, header.data[12] == 0 else {
            throw Inflater.Failure(description: "not 8-bit RGB without interlace")
        }
        let data = try Inflater.zlibDecompress(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
        return try Picture(width: width, height: height, pixels: try unfilter(data, width: width, height: height))
    }

    private static func unfilter(_ data: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let rowBytes = width * 3
        guard data.count == (rowBytes + 1) * height else { throw Inflater.Failure(description: "the image data has the wrong size") }
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        try pixels.withUnsafeMutableBufferPointer { pixels in
            try data.withUnsafeBufferPointer { data in
                for row in 0..<height {
                    let filter = data[row * (rowBytes + 1)]
                    guard filter <= 4 else { throw Inflater.Failure(description: "filter type \(filter)") }
                    var index = 0
                    while index < rowBytes {
                        let raw = Int(data[row * (rowBytes + 1) + 1 + index])
                        let left = index >= 3 ? Int(pixels[row * rowBytes + index - 3]) : 0
                        let up = row > 0 ? Int(pixels[(row - 1) * rowBytes + index]) : 0
                        let upLeft = index >= 3 && row > 0 ? Int(pixels[(row - 1) * rowBytes + index - 3]) : 0
                        let predictor =
                            switch filter {
                            case 1: left
                            case 2: up
                            case 3: (left + up) / 2
                            case 4: paeth(left, up, upLeft)
                            default: 0
                            }
                        pixels[row * rowBytes + index] = UInt8((raw + predictor) & 0xFF)
                        index += 1
                    }
                }
            }
        }
        return pixels
    }

    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let toLeft = estimate > left ? estimate - left : left - estimate
        let toUp = estimate > up ? estimate - up : up - estimate
        let toUpLeft = estimate > upLeft ? estimate - upLeft : upLeft - estimate
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    /// CRC-32 bit by bit, as the PNG specification's sample code states it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
