/// A zlib/deflate decompressor (RFC 1950, 1951) written for the tests, independent of the module's encoder:
/// it reads the reference PNGs Pillow wrote and checks the PNGs the module writes.
struct Inflater {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let bytes: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// The data of a zlib stream, after its header is checked and its Adler-32 compared.
    static func zlibDecompress(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
            throw Failure(description: "not a zlib stream")
        }
        var inflater = Inflater(bytes: Array(stream[2...]))
        let data = try inflater.inflate()
        let trailer = stream.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard trailer == adler32(data) else { throw Failure(description: "the Adler-32 does not match") }
        return data
    }

    /// Adler-32 by its definition, one byte at a time.
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in data {
            low = (low + UInt32(byte)) % 65521
            high = (high + low) % 65521
        }
        return high << 16 | low
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func inflate() throws -> [UInt8] {
        var isFinal = false
        while !isFinal {
            isFinal = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals: literals, distances: distances)
            default: throw Failure(description: "reserved block type")
            }
        }
        return output
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < bytes.count else { throw Failure(description: "the deflate stream ends early") }
            bitBuffer |= Int(bytes[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func storedBlock() throws {
        // Whole bytes the bit buffer read ahead belong to the block's header.
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= bytes.count else { throw Failure(description: "a stored block's header ends early") }
        let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
        let complement = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
        guard length ^ 0xFFFF == complement else { throw Failure(description: "a stored block's length and complement differ") }
        position += 4
        guard position + length <= bytes.count else { throw Failure(description: "a stored block ends early") }
        output += bytes[position..<(position + length)]
        position += length
    }

    /// A canonical Huffman code as RFC 1951 builds it, looked up by the next `maxLength` bits (least significant first).
    struct Code {
        let maxLength: Int
        /// Symbol << 4 | length, by the bit-reversed code padded to `maxLength`; 0 where no code is.
        let table: [Int]

        init(lengths: [Int]) {
            let maxLength = max(lengths.max() ?? 1, 1)
            var counts = [Int](repeating: 0, count: 16)
            for length in lengths where length > 0 { counts[length] += 1 }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for length in 1..<16 {
                code = (code + counts[length - 1]) << 1
                next[length] = code
            }
            var table = [Int](repeating: 0, count: 1 << maxLength)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                var reversed = 0
                for bit in 0..<length where next[length] & (1 << (length - 1 - bit)) != 0 { reversed |= 1 << bit }
                next[length] += 1
                var index = reversed
                while index < table.count {
                    table[index] = symbol << 4 | length
                    index += 1 << length
                }
            }
            self.maxLength = maxLength
            self.table = table
        }
    }

    private mutating func decode(_ code: Code) throws -> Int {
        while bitCount < code.maxLength && position < bytes.count {
            bitBuffer |= Int(bytes[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let entry = code.table[bitBuffer & ((1 << code.maxLength) - 1)]
        let length = entry & 0x0F
        guard length > 0, length <= bitCount else { throw Failure(description: "no code matches") }
        bitBuffer >>= length
        bitCount -= length
        return entry >> 4
    }

    private static let fixedLiterals = Code(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))
    private static let fixedDistances = Code(lengths: [Int](repeating: 5, count: 30))
    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193,
        12289, 16385, 24577,
    ]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamicTables() throws -> (Code, Code) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let codeLengthCode = Code(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "a repeat with nothing before it") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        return (
            Code(lengths: Array(lengths[0..<literalCount])), Code(lengths: Array(lengths[literalCount..<(literalCount + distanceCount)]))
        )
    }

    private mutating func huffmanBlock(literals: Code, distances: Code) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < 29 else { throw Failure(description: "an invalid length symbol") }
                let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
                let distanceIndex = try decode(distances)
                guard distanceIndex < 30 else { throw Failure(description: "an invalid distance symbol") }
                let distance = Self.distanceBase[distanceIndex] + (try bits(Self.distanceExtra[distanceIndex]))
                guard distance <= output.count else { throw Failure(description: "a distance before the start") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
