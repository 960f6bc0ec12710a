/// Reads the bits of a scan's entropy-coded data: unstuffs `FF 00`, stops at a marker, and pads with zero bits
/// past it, counting the padding so that a scan that reads into it is known to be truncated.
struct EntropyReader {
    private let bytes: [UInt8]
    /// The next byte to load.
    private(set) var position: Int
    private var buffer: UInt64 = 0
    /// Bits held in `buffer`, from its most significant end.
    private var count = 0
    /// Of those bits, how many at the end are padding rather than data.
    private var padding = 0
    private var atMarker = false

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// True once more bits were consumed than the data held before its next marker.
    var overran: Bool { count < padding }

    /// Loads bytes until at least `bits` (at most 57) are held.
    mutating func ensure(_ bits: Int) {
        while count < bits {
            var byte: UInt8 = 0
            if !atMarker, position < bytes.count {
                let value = bytes[position]
                if value != 0xFF {
                    byte = value
                    position += 1
                } else if position + 1 < bytes.count, bytes[position + 1] == 0 {
                    byte = 0xFF
                    position += 2
                } else {
                    atMarker = true
                    padding += 8
                }
            } else {
                padding += 8
            }
            buffer |= UInt64(byte) << (56 - count)
            count += 8
        }
    }

    /// The next `bits` (1…16) bits, without consuming them; call `ensure` first.
    func peek(_ bits: Int) -> Int { Int(truncatingIfNeeded: buffer >> (64 - bits)) }

    mutating func consume(_ bits: Int) {
        buffer <<= bits
        count -= bits
    }

    /// The next `bits` (0…16) bits as an unsigned number.
    mutating func receive(_ bits: Int) -> Int {
        guard bits > 0 else { return 0 }
        ensure(bits)
        let value = peek(bits)
        consume(bits)
        return value
    }

    /// The next `bits` bits as a signed coefficient, as JPEG's EXTEND gives it.
    mutating func receiveExtended(_ bits: Int) -> Int32 {
        guard bits > 0 else { return 0 }
        let value = Int32(receive(bits))
        return value < Int32(1) << (bits - 1) ? value - (Int32(1) << bits) + 1 : value
    }

    mutating func readBit() -> Bool { receive(1) == 1 }

    /// Drops the bits left before a restart marker and reads the marker; throws when the next marker is another one.
    mutating func restart() throws(PictureError) {
        buffer = 0
        count = 0
        padding = 0
        atMarker = false
        position = Self.nextMarker(in: bytes, from: position, skippingRestarts: false)
        guard position + 1 < bytes.count else { throw .truncated(part: "entropy-coded data, before a restart marker") }
        guard (0xD0...0xD7).contains(bytes[position + 1]) else {
            throw .malformed(part: "entropy-coded data", reason: "a restart marker is missing where the restart interval needs one")
        }
        position += 2
    }

    /// Where the marker after this scan's data starts (its `FF`); the end of the bytes when there is none.
    func endOfScan() -> Int { Self.nextMarker(in: bytes, from: position, skippingRestarts: true) }

    /// The first `FF` that starts a marker at or after `start`: not stuffing, not a fill byte, and when
    /// `skippingRestarts`, no restart marker.
    private static func nextMarker(in bytes: [UInt8], from start: Int, skippingRestarts: Bool) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                let isRestart = (0xD0...0xD7).contains(next)
                if next != 0 && next != 0xFF && !(skippingRestarts && isRestart) { return index }
            }
            index += 1
        }
        return bytes.count
    }
}
