/// One decoding of one JPEG: reads its segments in order, keeping the tables they define, decodes each scan
/// into the coefficients, and assembles the picture at the end-of-image marker.
struct JPEGStream {
    private let bytes: [UInt8]
    private let limits: PictureLimits
    private let scale: JPEGScale
    private var quantizationTables = [[Float]?](repeating: nil, count: 4)
    private var dcTables = [HuffmanTable?](repeating: nil, count: 4)
    private var acTables = [HuffmanTable?](repeating: nil, count: 4)
    private var restartInterval = 0
    private var adobeTransform: UInt8?
    private var frame: JPEGFrame?
    private var stores: [ComponentCoefficients] = []
    private var scanCount = 0

    init(bytes: [UInt8], limits: PictureLimits, scale: JPEGScale) throws(PictureError) {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == JPEGMarker.startOfImage else { throw .notJPEG }
        self.bytes = bytes
        self.limits = limits
        self.scale = scale
    }

    mutating func decode() throws(PictureError) -> Picture {
        var position = 2
        while true {
            let segment = try JPEGSegment.read(bytes, at: position)
            position = segment.end
            switch segment.marker {
            case JPEGMarker.endOfImage:
                return try assemble()
            case JPEGMarker.startOfImage:
                throw .malformed(part: "marker sequence", reason: "a second start-of-image marker")
            case JPEGMarker.baseline, JPEGMarker.extendedSequential, JPEGMarker.progressive:
                try readFrame(segment)
            case let marker where JPEGMarker.unsupportedFrames.contains(marker):
                throw .unsupported("a lossless, hierarchical or arithmetic-coded frame (\(JPEGSegment.name(of: marker)))")
            case JPEGMarker.huffmanTables:
                try readHuffmanTables(segment.body)
            case JPEGMarker.quantizationTables:
                try readQuantizationTables(segment.body)
            case JPEGMarker.restartInterval:
                guard segment.body.count == 2, let high = segment.body.first, let low = segment.body.last else {
                    throw .malformed(part: "restart interval (DRI)", reason: "its length is not 4")
                }
                restartInterval = Int(high) << 8 | Int(low)
            case JPEGMarker.adobe:
                // "Adobe", a version, two flag words, then the transform.
                if segment.body.count >= 12, Array(segment.body.prefix(5)) == Array("Adobe".utf8) {
                    adobeTransform = segment.body[segment.body.startIndex + 11]
                }
            case JPEGMarker.startOfScan:
                position = try readScan(segment)
            default:
                break
            }
        }
    }

    private mutating func readFrame(_ segment: JPEGSegment) throws(PictureError) {
        guard frame == nil else { throw .malformed(part: "marker sequence", reason: "a second frame header (SOF)") }
        let frame = try JPEGFrame(segment: segment.body, isProgressive: segment.marker == JPEGMarker.progressive, limits: limits)
        guard let memory = frame.memoryNeeded(at: scale), memory <= limits.maxMemoryBytes else {
            throw .memoryLimitExceeded(bytes: frame.memoryNeeded(at: scale) ?? Int.max, limit: limits.maxMemoryBytes)
        }
        self.frame = frame
    }

    private mutating func readScan(_ segment: JPEGSegment) throws(PictureError) -> Int {
        guard let frame else { throw .malformed(part: "marker sequence", reason: "a scan (SOS) comes before the frame header (SOF)") }
        scanCount += 1
        guard scanCount <= JPEGDecoder.maxScans else {
            throw .malformed(part: "marker sequence", reason: "more than \(JPEGDecoder.maxScans) scans")
        }
        let header = try JPEGScanHeader(segment: segment.body, frame: frame)
        if stores.isEmpty {
            let (scale, transform) = (scale, InverseDCT(scale: scale))
            stores = frame.components.map {
                if !frame.isProgressive && scale != .eighth {
                    return ComponentCoefficients(
                        transformingInto: ArrivingBlocks(component: $0, transform: transform), blocksPerLine: $0.blocksPerLine,
                        blocksPerColumn: $0.blocksPerColumn)
                }
                return ComponentCoefficients(
                    blocksPerLine: $0.blocksPerLine, blocksPerColumn: $0.blocksPerColumn, perBlock: scale == .eighth ? 1 : 64)
            }
        }
        for component in header.components where stores[component.frameIndex].quantization == nil {
            let table = frame.components[component.frameIndex].quantizationTable
            guard let quantization = quantizationTables[table] else {
                throw .malformed(part: "scan header (SOS)", reason: "its component uses quantization table \(table), which no DQT defined")
            }
            stores[component.frameIndex].quantization = quantization
        }
        return try ScanDecoder.decode(
            header, frame: frame, stores: stores, dcTables: dcTables, acTables: acTables, restartInterval: restartInterval,
            bytes: bytes, position: segment.end)
    }

    private mutating func readHuffmanTables(_ body: ArraySlice<UInt8>) throws(PictureError) {
        var index = body.startIndex
        while index < body.endIndex {
            guard index + 17 <= body.endIndex else { throw .truncated(part: "Huffman table (DHT)") }
            let kind = body[index] >> 4
            let slot = Int(body[index] & 0x0F)
            guard kind <= 1, slot < 4 else {
                throw .malformed(part: "Huffman table (DHT)", reason: "its class \(kind) or destination \(slot) is invalid")
            }
            let counts = body[(index + 1)..<(index + 17)].map(Int.init)
            let total = counts.reduce(0, +)
            guard total <= 256 else { throw .malformed(part: "Huffman table (DHT)", reason: "it counts \(total) codes, more than 256") }
            guard index + 17 + total <= body.endIndex else { throw .truncated(part: "Huffman table (DHT)") }
            let table = try HuffmanTable(counts: counts, symbols: Array(body[(index + 17)..<(index + 17 + total)]))
            if kind == 0 { dcTables[slot] = table } else { acTables[slot] = table }
            index += 17 + total
        }
    }

    private mutating func readQuantizationTables(_ body: ArraySlice<UInt8>) throws(PictureError) {
        var index = body.startIndex
        while index < body.endIndex {
            let precision = body[index] >> 4
            let slot = Int(body[index] & 0x0F)
            guard precision <= 1, slot < 4 else {
                throw .malformed(part: "quantization table (DQT)", reason: "its precision \(precision) or destination \(slot) is invalid")
            }
            let size = precision == 0 ? 64 : 128
            guard index + 1 + size <= body.endIndex else { throw .truncated(part: "quantization table (DQT)") }
            var table = [Float](repeating: 0, count: 64)
            for zigzag in 0..<64 {
                let value =
                    precision == 0
                    ? Int(body[index + 1 + zigzag]) : Int(body[index + 1 + 2 * zigzag]) << 8 | Int(body[index + 2 + 2 * zigzag])
                table[Zigzag.naturalIndex[zigzag]] = Float(value)
            }
            quantizationTables[slot] = table
            index += 1 + size
        }
    }

    private func assemble() throws(PictureError) -> Picture {
        guard let frame else { throw .malformed(part: "marker sequence", reason: "the picture ends with no frame header (SOF)") }
        guard !stores.isEmpty else { throw .malformed(part: "marker sequence", reason: "the picture ends with no scan (SOS)") }
        let colorModel = ColorModel(componentIdentifiers: frame.components.map(\.identifier), adobeTransform: adobeTransform)
        return PictureAssembler.assemble(frame: frame, stores: stores, scale: scale, colorModel: colorModel)
    }
}
