/// One DHT table: the canonical Huffman code a scan's symbols are read with.
struct HuffmanTable: Sendable {
    /// Bits looked up at once; longer codes take the slow path.
    static let lookupBits = 9

    /// For each `lookupBits`-bit prefix: the code's length in the high byte and its symbol in the low one; 0 when longer.
    private let lookup: [UInt16]
    /// For each length 1…16 (index 0 unused): the largest code of that length, -1 when there is none.
    private let maxCode: [Int32]
    /// For each length: what to add to a code to find its symbol's index in `symbols`.
    private let symbolOffset: [Int32]
    private let symbols: [UInt8]

    /// Builds the table from the 16 code counts and the symbols, as DHT gives them; refuses counts whose codes
    /// do not fit in their lengths.
    init(counts: [Int], symbols: [UInt8]) throws(PictureError) {
        guard counts.count == 16, counts.reduce(0, +) == symbols.count, symbols.count <= 256 else {
            throw .malformed(part: "Huffman table (DHT)", reason: "its code counts do not match its symbols")
        }
        var lookup = [UInt16](repeating: 0, count: 1 << Self.lookupBits)
        var maxCode = [Int32](repeating: -1, count: 17)
        var symbolOffset = [Int32](repeating: 0, count: 17)
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = counts[length - 1]
            symbolOffset[length] = Int32(index - code)
            if count > 0 {
                guard code + count <= 1 << length else {
                    throw .malformed(part: "Huffman table (DHT)", reason: "more codes of length \(length) than fit")
                }
                for _ in 0..<count {
                    if length <= Self.lookupBits {
                        let shift = Self.lookupBits - length
                        for filler in 0..<(1 << shift) {
                            lookup[(code << shift) | filler] = UInt16(length << 8) | UInt16(symbols[index])
                        }
                    }
                    code += 1
                    index += 1
                }
                maxCode[length] = Int32(code - 1)
            }
            code <<= 1
        }
        self.lookup = lookup
        self.maxCode = maxCode
        self.symbolOffset = symbolOffset
        self.symbols = symbols
    }

    /// Reads one symbol; a bit pattern that is no code of the table is an error.
    func decode(from reader: inout EntropyReader) throws(PictureError) -> Int {
        reader.ensure(16)
        let entry = Int(lookup[reader.peek(Self.lookupBits)])
        if entry != 0 {
            reader.consume(entry >> 8)
            return entry & 0xFF
        }
        for length in (Self.lookupBits + 1)...16 {
            let code = Int32(reader.peek(length))
            if code <= maxCode[length] {
                reader.consume(length)
                let index = Int(code + symbolOffset[length])
                guard symbols.indices.contains(index) else { break }
                return Int(symbols[index])
            }
        }
        throw .malformed(part: "entropy-coded data", reason: "a bit pattern that is no code of its Huffman table")
    }
}
