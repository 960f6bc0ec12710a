import Testing

@testable import Pictures

/// Broken, truncated and hostile JPEGs: each is a typed error that names what was wrong, never a trap.
struct HostileJPEGTests {
    static let photo = "11050_apricot_lady"
    static let progressivePhoto = "12101_rusty_nail"

    @Test("PX-9: a header claiming 60000×60000 is refused from the header alone, before anything is allocated")
    func hugeHeader_isRefusedFromTheHeader() throws {
        // Only the frame header, and no data: a refusal that needed to allocate or decode could not name the size.
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0xEA, 0x60, 0xEA, 0x60, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]

        #expect(throws: PictureError.dimensionsTooLarge(width: 60000, height: 60000)) { try JPEGDecoder().decode(bytes) }
        #expect(throws: PictureError.dimensionsTooLarge(width: 60000, height: 60000)) { try JPEGDecoder().size(of: bytes) }
    }

    @Test("PX-9: a picture whose buffers would exceed the memory limit is refused at full size, and read at 1/8")
    func memoryLimit_dependsOnTheScale() throws {
        let limits = PictureLimits(maxWidth: 16384, maxHeight: 16384, maxMemoryBytes: 4 << 20)
        let bytes = try PictureFixtures.jpeg(Self.photo)

        #expect {
            try JPEGDecoder(limits: limits).decode(bytes)
        } throws: { error in
            guard case let .memoryLimitExceeded(needed, limit) = error as? PictureError else { return false }
            return needed > limit && limit == 4 << 20
        }
        #expect(try JPEGDecoder(limits: limits).decode(bytes, scale: .eighth).width == 88)
    }

    @Test("PX-9: a picture wider than the limits allow is refused however it is scaled")
    func widthLimit_isRefused() throws {
        let limits = PictureLimits(maxWidth: 699, maxHeight: 16384, maxMemoryBytes: 256 << 20)

        #expect(throws: PictureError.dimensionsTooLarge(width: 700, height: 700)) {
            try JPEGDecoder(limits: limits).decode(try PictureFixtures.jpeg(Self.photo), fittingWithin: (40, 40))
        }
    }

    @Test(
        "PX-10: a photo cut at each of its markers, or just after one, is a truncation error",
        arguments: [progressivePhoto, "restarts-420"])
    func truncatedAtEveryMarker_isTruncated(name: String) throws {
        let bytes = try PictureFixtures.jpeg(name)
        let markers = Self.markerOffsets(in: bytes)
        #expect(markers.count >= 8, "the photo's markers are found")

        for offset in markers where offset > 2 {
            for cut in [offset, offset + 1, offset + 3] where cut < bytes.count {
                let error = Self.error(decoding: Array(bytes.prefix(cut)), scale: .eighth)
                guard case .truncated = error else {
                    Issue.record(
                        "cut at \(cut) of \(bytes.count) gave \(error.map(String.init(describing:)) ?? "a picture"), not a truncation")
                    continue
                }
            }
        }
    }

    @Test("PX-10: a photo cut in the middle of its entropy-coded data is a truncation of that data")
    func truncatedInScanData_namesTheScanData() throws {
        let bytes = try PictureFixtures.jpeg(Self.photo)

        #expect(throws: PictureError.truncated(part: "entropy-coded data of a scan")) {
            try JPEGDecoder().decode(Array(bytes.prefix(bytes.count / 2)), scale: .eighth)
        }
    }

    @Test("PX-10: segments of length 0 or 1 are malformed, whichever marker they follow")
    func zeroLengthSegments_areMalformed() {
        for marker: UInt8 in [0xDB, 0xC4, 0xC0, 0xDA, 0xE0, 0xDD] {
            for length: UInt8 in [0, 1] {
                let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, marker, 0, length, 0, 0, 0xFF, 0xD9]
                let error = Self.error(decoding: bytes)
                guard case let .malformed(part, reason) = error else {
                    Issue.record("marker \(marker), length \(length): \(String(describing: error))")
                    continue
                }
                #expect(part.hasPrefix("segment") && reason.contains("less than its own 2 bytes"))
            }
        }
    }

    @Test("PX-10: a Huffman table whose codes overflow their lengths, or that counts more than 256 codes, is malformed")
    func overflowingHuffmanTables_areMalformed() throws {
        // Three codes of length 1 cannot exist.
        #expect(throws: PictureError.malformed(part: "Huffman table (DHT)", reason: "more codes of length 1 than fit")) {
            try HuffmanTable(counts: [3] + [Int](repeating: 0, count: 15), symbols: [0, 1, 2])
        }
        let tooMany: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x13, 0x00] + [UInt8](repeating: 20, count: 16) + [0xFF, 0xD9]
        #expect(throws: PictureError.malformed(part: "Huffman table (DHT)", reason: "it counts 320 codes, more than 256")) {
            try JPEGDecoder().decode(tooMany)
        }
        let shortOfSymbols: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x15, 0x00, 0, 4] + [UInt8](repeating: 0, count: 14) + [1, 2] + [0xFF, 0xD9]
        #expect(throws: PictureError.truncated(part: "Huffman table (DHT)")) { try JPEGDecoder().decode(shortOfSymbols) }
    }

    @Test("PX-10: entropy-coded data that matches no Huffman code is malformed")
    func badHuffmanCode_isMalformed() throws {
        var bytes = SyntheticJPEG(width: 16, height: 16, components: [.init(1, 1, 1, constant: 90)]).bytes()
        // The DC table's codes are 0000…1011; all ones is none of them.
        let scanData = try #require(Self.markerOffsets(in: bytes).last { bytes[$0 + 1] == 0xDA }) + 10
        bytes.replaceSubrange(scanData..<(scanData + 2), with: [0xFF, 0x00, 0xFF, 0x00])

        #expect(throws: PictureError.malformed(part: "entropy-coded data", reason: "a bit pattern that is no code of its Huffman table")) {
            try JPEGDecoder().decode(bytes)
        }
    }

    @Test("PX-10: a restart marker missing where the interval needs one is malformed")
    func missingRestartMarker_isMalformed() throws {
        var jpeg = SyntheticJPEG(width: 32, height: 8, components: [.init(1, 1, 1, constant: 90)])
        jpeg.restartInterval = 1
        var bytes = jpeg.bytes()
        let restart = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xD0 })
        bytes[restart + 1] = 0xFE  // a comment marker where RST0 was

        #expect {
            try JPEGDecoder().decode(bytes)
        } throws: { error in
            guard case let .malformed(_, reason) = error as? PictureError else { return false }
            return reason.contains("restart marker is missing")
        }
    }

    @Test("PX-10: a photo without its scans, or with its scan before its frame, is malformed")
    func missingScan_isMalformed() throws {
        let bytes = try PictureFixtures.jpeg(Self.photo)
        let scan = try #require(Self.markerOffsets(in: bytes).first { bytes[$0 + 1] == 0xDA })
        let withoutScan = Array(bytes[..<scan]) + [0xFF, 0xD9]

        #expect(throws: PictureError.malformed(part: "marker sequence", reason: "the picture ends with no scan (SOS)")) {
            try JPEGDecoder().decode(withoutScan)
        }
        let frame = try #require(Self.markerOffsets(in: bytes).first { bytes[$0 + 1] == 0xC0 })
        var scanFirst = bytes
        scanFirst[frame + 1] = 0xE5  // the frame header becomes an application segment
        #expect(throws: PictureError.malformed(part: "marker sequence", reason: "a scan (SOS) comes before the frame header (SOF)")) {
            try JPEGDecoder().decode(scanFirst)
        }
    }

    @Test("PX-10: sampling factors of 0 or 5, or an MCU of more than 10 blocks, are malformed")
    func absurdSampling_isMalformed() {
        for factors: UInt8 in [0x01, 0x10, 0x51, 0x15] {
            let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 8, 0, 8, 1, 1, factors, 0, 0xFF, 0xD9]
            let error = Self.error(decoding: bytes)
            guard case let .malformed(part, reason) = error else {
                Issue.record("factors \(factors): \(String(describing: error))")
                continue
            }
            #expect(part == "frame header (SOF)" && reason.contains("outside 1…4"))
        }
        let crowded = SyntheticJPEG(
            width: 64, height: 64, components: [.init(1, 4, 4, constant: 1), .init(2, 1, 1, constant: 1), .init(3, 1, 1, constant: 1)]
        ).bytes()
        #expect(throws: PictureError.malformed(part: "scan header (SOS)", reason: "its MCU holds more than 10 blocks")) {
            try JPEGDecoder().decode(crowded)
        }
    }

    @Test("PX-10: what the decoder does not read is unsupported, and what is no JPEG is said to be none")
    func unsupportedKinds_areNamed() {
        let twelveBit: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC1, 0, 11, 12, 0, 8, 0, 8, 1, 1, 0x11, 0, 0xFF, 0xD9]
        let arithmetic: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC9, 0, 11, 8, 0, 8, 0, 8, 1, 1, 0x11, 0, 0xFF, 0xD9]

        #expect(throws: PictureError.unsupported("12-bit samples")) { try JPEGDecoder().decode(twelveBit) }
        #expect(throws: PictureError.unsupported("a lossless, hierarchical or arithmetic-coded frame (FFC9)")) {
            try JPEGDecoder().decode(arithmetic)
        }
        #expect(throws: PictureError.notJPEG) { try JPEGDecoder().decode([]) }
        #expect(throws: PictureError.notJPEG) { try JPEGDecoder().decode(Array("<html>".utf8)) }
    }

    @Test("PX-10: every error is one sentence a person can read")
    func errors_describeThemselves() {
        let errors: [PictureError] = [
            .notJPEG, .truncated(part: "scan"), .malformed(part: "DHT", reason: "why"), .unsupported("arithmetic coding"),
            .dimensionsTooLarge(width: 1, height: 2), .memoryLimitExceeded(bytes: 3, limit: 2), .invalidDimensions(width: 0, height: 1),
        ]

        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(errors.allSatisfy { $0.description.hasSuffix(".") && !$0.description.contains("\n") })
    }

    /// The error decoding `bytes` throws; nil when it decodes (the picture itself is too long to print).
    static func error(decoding bytes: [UInt8], scale: JPEGScale = .full) -> PictureError? {
        do {
            _ = try JPEGDecoder().decode(bytes, scale: scale)
            return nil
        } catch {
            return error
        }
    }

    /// The offsets of the markers outside entropy-coded data: each `FF` not followed by `00`, `FF` or a restart.
    static func markerOffsets(in bytes: [UInt8]) -> [Int] {
        bytes.indices.dropLast().filter { index in
            bytes[index] == 0xFF && ![0x00, 0xFF].contains(bytes[index + 1]) && !(0xD0...0xD7).contains(bytes[index + 1])
        }
    }
}
