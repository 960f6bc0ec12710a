/// Decodes one scan's entropy-coded data into the components' coefficients: sequential (baseline) scans, and
/// the four kinds of progressive scan (DC first and refinement, AC first and refinement).
struct ScanDecoder {
    private let header: JPEGScanHeader
    private let frame: JPEGFrame
    private let stores: [ComponentCoefficients]
    private let dcTables: [HuffmanTable?]
    private let acTables: [HuffmanTable?]
    private let restartInterval: Int
    private var reader: EntropyReader
    private var predictions: [Int32]
    /// Blocks left in the current end-of-band run of a progressive AC scan.
    private var endOfBandRun = 0

    /// Decodes the scan whose data starts at `position`; returns where the marker after it starts.
    /// `stores` and the tables are indexed by the frame's components.
    static func decode(
        _ header: JPEGScanHeader, frame: JPEGFrame, stores: [ComponentCoefficients], dcTables: [HuffmanTable?],
        acTables: [HuffmanTable?], restartInterval: Int, bytes: [UInt8], position: Int
    ) throws(PictureError) -> Int {
        var decoder = ScanDecoder(
            header: header, frame: frame, stores: stores, dcTables: dcTables, acTables: acTables, restartInterval: restartInterval,
            reader: EntropyReader(bytes: bytes, position: position),
            predictions: [Int32](repeating: 0, count: header.components.count))
        let onlyDCKept = header.components.allSatisfy { stores[$0.frameIndex].perBlock == 1 }
        if frame.isProgressive && !header.isDCScan && onlyDCKept {
            // At 1/8 scale only DC coefficients are kept: an AC scan is skipped unread.
            return decoder.reader.endOfScan()
        }
        try decoder.decodeMCUs()
        return decoder.reader.endOfScan()
    }

    private mutating func decodeMCUs() throws(PictureError) {
        let single = header.components.count == 1
        let first = frame.components[header.components[0].frameIndex]
        let mcusPerLine = single ? first.usedBlocksPerLine : frame.mcusPerLine
        let mcusPerColumn = single ? first.usedBlocksPerColumn : frame.mcusPerColumn
        for mcu in 0..<(mcusPerLine * mcusPerColumn) {
            if restartInterval > 0, mcu > 0, mcu % restartInterval == 0 {
                try reader.restart()
                for index in predictions.indices { predictions[index] = 0 }
                endOfBandRun = 0
            }
            let mcuRow = mcu / mcusPerLine
            let mcuColumn = mcu % mcusPerLine
            if single {
                try decodeBlock(scanIndex: 0, row: mcuRow, column: mcuColumn)
            } else {
                for (scanIndex, component) in header.components.enumerated() {
                    let sampling = frame.components[component.frameIndex]
                    for v in 0..<sampling.verticalSampling {
                        for h in 0..<sampling.horizontalSampling {
                            try decodeBlock(
                                scanIndex: scanIndex, row: mcuRow * sampling.verticalSampling + v,
                                column: mcuColumn * sampling.horizontalSampling + h)
                        }
                    }
                }
            }
            if reader.overran { throw .truncated(part: "entropy-coded data of a scan") }
        }
    }

    private mutating func decodeBlock(scanIndex: Int, row: Int, column: Int) throws(PictureError) {
        let component = header.components[scanIndex]
        let store = stores[component.frameIndex]
        let base = store.base(row: row, column: column)
        if !frame.isProgressive {
            try decodeSequential(scanIndex: scanIndex, store: store, base: base)
            store.arriving?.transformBlock(of: store, row: row, column: column)
        } else if header.isDCScan {
            if header.isRefinement {
                if reader.readBit() { store.values[base] |= Int16(truncatingIfNeeded: 1 << header.approximationLow) }
            } else {
                let difference = try decodeDCDifference(scanIndex: scanIndex)
                store.values[base] = Int16(truncatingIfNeeded: difference &<< Int32(header.approximationLow))
            }
        } else if header.isRefinement {
            try refineAC(table: try table(acTables, component.acTable, "AC"), store: store, base: base)
        } else {
            try decodeFirstAC(table: try table(acTables, component.acTable, "AC"), store: store, base: base)
        }
    }

    private func table(_ tables: [HuffmanTable?], _ index: Int, _ kind: String) throws(PictureError) -> HuffmanTable {
        guard let table = tables[index] else {
            throw .malformed(part: "scan header (SOS)", reason: "it uses \(kind) Huffman table \(index), which no DHT defined")
        }
        return table
    }

    /// Reads a DC difference and returns the component's new DC value.
    private mutating func decodeDCDifference(scanIndex: Int) throws(PictureError) -> Int32 {
        let table = try table(dcTables, header.components[scanIndex].dcTable, "DC")
        let category = try table.decode(from: &reader)
        guard category <= 16 else { throw .malformed(part: "entropy-coded data", reason: "a DC difference of \(category) bits") }
        predictions[scanIndex] &+= reader.receiveExtended(category)
        return predictions[scanIndex]
    }

    private mutating func decodeSequential(scanIndex: Int, store: ComponentCoefficients, base: Int) throws(PictureError) {
        store.values[base] = Int16(truncatingIfNeeded: try decodeDCDifference(scanIndex: scanIndex))
        let acTable = try table(acTables, header.components[scanIndex].acTable, "AC")
        let keepsAC = store.perBlock == 64
        var index = 1
        while index < 64 {
            let symbol = try acTable.decode(from: &reader)
            let run = symbol >> 4
            let size = symbol & 0x0F
            if size == 0 {
                if run != 15 { break }
                index += 16
                continue
            }
            index += run
            guard index < 64 else { throw .malformed(part: "entropy-coded data", reason: "an AC coefficient beyond the 64th") }
            let value = reader.receiveExtended(size)
            if keepsAC { store.values[base + Zigzag.naturalIndex[index]] = Int16(truncatingIfNeeded: value) }
            index += 1
        }
    }

    private mutating func decodeFirstAC(table: HuffmanTable, store: ComponentCoefficients, base: Int) throws(PictureError) {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        var index = header.spectralStart
        while index <= header.spectralEnd {
            let symbol = try table.decode(from: &reader)
            let run = symbol >> 4
            let size = symbol & 0x0F
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) - 1 + reader.receive(run)
                    break
                }
                index += 16
                continue
            }
            index += run
            guard index <= header.spectralEnd else {
                throw .malformed(part: "entropy-coded data", reason: "an AC coefficient beyond its scan's band")
            }
            let value = reader.receiveExtended(size) &<< Int32(header.approximationLow)
            store.values[base + Zigzag.naturalIndex[index]] = Int16(truncatingIfNeeded: value)
            index += 1
        }
    }

    /// Successive approximation of AC coefficients, as ITU T.81 G.1.2.3 describes it: each nonzero coefficient
    /// passed gets one correction bit; a new coefficient (±1 at this bit) lands after `run` zero ones.
    private mutating func refineAC(table: HuffmanTable, store: ComponentCoefficients, base: Int) throws(PictureError) {
        let plusOne = Int16(truncatingIfNeeded: 1 << header.approximationLow)
        let minusOne = Int16(truncatingIfNeeded: -1 << header.approximationLow)
        var index = header.spectralStart
        if endOfBandRun == 0 {
            while index <= header.spectralEnd {
                let symbol = try table.decode(from: &reader)
                var run = symbol >> 4
                let size = symbol & 0x0F
                var value: Int16 = 0
                if size == 0 {
                    if run < 15 {
                        endOfBandRun = (1 << run) + reader.receive(run)
                        break
                    }
                } else {
                    guard size == 1 else { throw .malformed(part: "entropy-coded data", reason: "a refined coefficient larger than 1") }
                    value = reader.readBit() ? plusOne : minusOne
                }
                while index <= header.spectralEnd {
                    let position = base + Zigzag.naturalIndex[index]
                    let coefficient = store.values[position]
                    if coefficient != 0 {
                        refine(store, at: position, coefficient: coefficient, plusOne: plusOne, minusOne: minusOne)
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    index += 1
                }
                if value != 0 {
                    guard index <= header.spectralEnd else {
                        throw .malformed(part: "entropy-coded data", reason: "a refined coefficient beyond its scan's band")
                    }
                    store.values[base + Zigzag.naturalIndex[index]] = value
                }
                index += 1
            }
        }
        if endOfBandRun > 0 {
            while index <= header.spectralEnd {
                let position = base + Zigzag.naturalIndex[index]
                let coefficient = store.values[position]
                if coefficient != 0 { refine(store, at: position, coefficient: coefficient, plusOne: plusOne, minusOne: minusOne) }
                index += 1
            }
            endOfBandRun -= 1
        }
    }

    private mutating func refine(_ store: ComponentCoefficients, at position: Int, coefficient: Int16, plusOne: Int16, minusOne: Int16) {
        guard reader.readBit(), coefficient & plusOne == 0 else { return }
        store.values[position] = coefficient &+ (coefficient >= 0 ? plusOne : minusOne)
    }
}
