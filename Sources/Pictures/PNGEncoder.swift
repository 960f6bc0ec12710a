/// Writes a picture as a PNG: 8-bit RGB, not interlaced, its rows unfiltered in a zlib stream of stored
/// deflate blocks. Every byte, checksum and block is written here; nothing is compressed.
public enum PNGEncoder {
    /// The largest payload of one stored deflate block.
    static let storedBlockLimit = 65535

    public static func encode(_ picture: Picture) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(clamping: picture.width)) + bigEndian(UInt32(clamping: picture.height))
        header += [8, 2, 0, 0, 0]  // 8 bits a sample, truecolour, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlibStream(of: scanlines(of: picture)), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Each row after a filter-type byte of 0 (none).
    private static func scanlines(of picture: Picture) -> [UInt8] {
        let rowBytes = picture.width * 3
        var data: [UInt8] = []
        data.reserveCapacity((rowBytes + 1) * picture.height)
        for row in 0..<picture.height {
            data.append(0)
            data += picture.pixels[(row * rowBytes)..<((row + 1) * rowBytes)]
        }
        return data
    }

    /// A zlib header (deflate, 32K window, no dictionary), stored blocks, and the Adler-32 of the data.
    static func zlibStream(of data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + storedBlockLimit, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)  // BFINAL, and BTYPE 00: stored
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        stream += bigEndian(Adler32.checksum(data))
        return stream
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeAndData = Array(type.utf8) + data
        png += bigEndian(UInt32(clamping: data.count))
        png += typeAndData
        png += bigEndian(CRC32.checksum(typeAndData))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
