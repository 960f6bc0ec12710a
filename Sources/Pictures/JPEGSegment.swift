/// One marker segment: its marker and the bytes after its length field.
struct JPEGSegment {
    let marker: UInt8
    let body: ArraySlice<UInt8>
    /// Where the next marker is expected.
    let end: Int

    /// Reads the marker at `position` (after any fill bytes) and, unless it stands alone, its segment.
    static func read(_ bytes: [UInt8], at position: Int) throws(PictureError) -> JPEGSegment {
        guard position < bytes.count else { throw .truncated(part: "markers, before the end-of-image marker (EOI)") }
        guard bytes[position] == 0xFF else {
            throw .malformed(part: "marker sequence", reason: "byte \(bytes[position]) stands where a marker should")
        }
        var index = position
        while index < bytes.count && bytes[index] == 0xFF { index += 1 }
        guard index < bytes.count else { throw .truncated(part: "markers, before the end-of-image marker (EOI)") }
        let marker = bytes[index]
        index += 1
        if marker == JPEGMarker.startOfImage || marker == JPEGMarker.endOfImage || JPEGMarker.restarts.contains(marker) || marker == 0x01 {
            return JPEGSegment(marker: marker, body: [], end: index)
        }
        guard index + 2 <= bytes.count else { throw .truncated(part: "length of segment \(name(of: marker))") }
        let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
        guard length >= 2 else {
            throw .malformed(part: "segment \(name(of: marker))", reason: "its length \(length) is less than its own 2 bytes")
        }
        guard index + length <= bytes.count else { throw .truncated(part: "segment \(name(of: marker))") }
        return JPEGSegment(marker: marker, body: bytes[(index + 2)..<(index + length)], end: index + length)
    }

    /// The marker's name as the standard gives it, for errors.
    static func name(of marker: UInt8) -> String {
        switch marker {
        case 0xC0, 0xC1, 0xC2: "SOF\(marker - 0xC0)"
        case JPEGMarker.huffmanTables: "DHT"
        case JPEGMarker.quantizationTables: "DQT"
        case JPEGMarker.restartInterval: "DRI"
        case JPEGMarker.startOfScan: "SOS"
        case 0xE0...0xEF: "APP\(marker - 0xE0)"
        case 0xFE: "COM"
        default: "FF\(String(marker, radix: 16, uppercase: true))"
        }
    }
}
