/// Reads terminal output byte by byte, for the readers of each protocol.
struct ByteScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// Consumes `expected` if the bytes go on with it.
    mutating func skip(_ expected: String) -> Bool {
        let expectedBytes = Array(expected.utf8)
        guard bytes[position...].starts(with: expectedBytes) else { return false }
        position += expectedBytes.count
        return true
    }

    mutating func expect(_ expected: String) throws {
        guard skip(expected) else { throw ReadBackFailure("expected \(expected.debugDescription) at byte \(position)") }
    }

    /// The bytes up to `terminator`, which is consumed.
    mutating func bytes(upTo terminator: String) throws -> [UInt8] {
        let terminatorBytes = Array(terminator.utf8)
        var end = position
        // The first byte compared alone first: a payload is hundreds of kilobytes long.
        while end < bytes.count, bytes[end] != terminatorBytes[0] || !bytes[end...].starts(with: terminatorBytes) { end += 1 }
        guard end < bytes.count else { throw ReadBackFailure("no \(terminator.debugDescription) after byte \(position)") }
        defer { position = end + terminatorBytes.count }
        return Array(bytes[position..<end])
    }

    mutating func text(upTo terminator: String) throws -> String {
        String(decoding: try bytes(upTo: terminator), as: UTF8.self)
    }

    /// A run of decimal digits.
    mutating func number() throws -> Int {
        var value = 0
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        guard position > start else { throw ReadBackFailure("expected a number at byte \(start)") }
        return value
    }

    mutating func next() throws -> UInt8 {
        guard position < bytes.count else { throw ReadBackFailure("the output ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }
}
