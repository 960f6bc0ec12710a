import Testing

@testable import Pictures

/// PNG writing, read back by the tests' own inflater and checked by known vectors.
struct PNGEncoderTests {
    @Test("PX-8: a decoded photo written as PNG reads back pixel for pixel, every CRC and the Adler-32 checked")
    func photo_roundTripsThroughPNG() throws {
        let picture = try JPEGDecoder().decode(try PictureFixtures.jpeg("sampling-422"))

        let png = PNGEncoder.encode(picture)

        #expect(try PNGReader.read(png) == picture)
        #expect(try PNGReader.chunks(of: png).map(\.type) == ["IHDR", "IDAT", "IEND"])
    }

    @Test("PX-8: image data longer than one stored block is split across blocks")
    func longData_spansStoredBlocks() throws {
        let pixels = (0..<(200 * 120 * 3)).map { UInt8($0 % 251) }
        let picture = try Picture(width: 200, height: 120, pixels: pixels)

        #expect(try PNGReader.read(PNGEncoder.encode(picture)) == picture)
    }

    @Test("PX-8: CRC-32 and Adler-32 give their published check values")
    func checksums_matchKnownVectors() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        let long = (0..<100_000).map { UInt8(($0 * 7) % 256) }
        #expect(Adler32.checksum(long) == Inflater.adler32(long), "sums reduced in runs agree with the definition")
        #expect(CRC32.checksum(long) == PNGReader.crc32(long))
    }
}
