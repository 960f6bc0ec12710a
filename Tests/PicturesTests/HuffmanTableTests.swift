import Testing

@testable import Pictures

/// DHT tables built into canonical codes, and symbols read from bits through them.
struct HuffmanTableTests {
    @Test("PX-4: a table assigns canonical codes by length, and reads short and long codes alike")
    func table_readsCanonicalCodes() throws {
        // Lengths 2, 2, 3 and 12: codes 00, 01, 100, and 1010 0000 0000 (past the lookup bits).
        var counts = [Int](repeating: 0, count: 16)
        counts[1] = 2
        counts[2] = 1
        counts[11] = 1
        let table = try HuffmanTable(counts: counts, symbols: [7, 9, 11, 13])
        // 01 | 100 | 00 | 1010 0000 0000 | padding ones
        let bits: [UInt8] = [0b0110_0001, 0b0100_0000, 0b0000_0111]
        var reader = EntropyReader(bytes: bits + [0xFF, 0xD9], position: 0)

        let symbols = try (0..<4).map { _ in try table.decode(from: &reader) }

        #expect(symbols == [9, 11, 7, 13])
        #expect(!reader.overran)
    }

    @Test("PX-4: a stuffed FF 00 reads as FF, and reading past the next marker is known")
    func reader_unstuffsAndStopsAtMarkers() {
        var reader = EntropyReader(bytes: [0xFF, 0x00, 0x81, 0xFF, 0xD0, 0x55], position: 0)

        #expect(reader.receive(8) == 0xFF)
        #expect(reader.receive(8) == 0x81)
        #expect(!reader.overran)
        #expect(reader.receive(1) == 0, "padding past the restart marker")
        #expect(reader.overran)
    }

    @Test("PX-4: EXTEND turns received bits into negative and positive coefficients")
    func receiveExtended_signsCoefficients() {
        var reader = EntropyReader(bytes: [0b0011_1000, 0b1000_0000], position: 0)

        #expect(reader.receiveExtended(3) == -6, "001 of 3 bits is -6")
        #expect(reader.receiveExtended(3) == 6, "110 of 3 bits is 6")
        #expect(reader.receiveExtended(0) == 0)
    }
}
