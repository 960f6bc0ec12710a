/// A scan header (SOS): which components the scan holds, with which tables, and which part of their coefficients.
struct JPEGScanHeader {
    struct Component {
        /// The component's index in the frame.
        let frameIndex: Int
        let dcTable: Int
        let acTable: Int
    }

    let components: [Component]
    /// The first and last coefficient of the spectral band, in zigzag order.
    let spectralStart: Int
    let spectralEnd: Int
    /// The bit position the previous scan of this band stopped at (0 on the first), and this scan's.
    let approximationHigh: Int
    let approximationLow: Int

    /// Reads an SOS segment against the frame, refusing any part that contradicts it.
    init(segment: ArraySlice<UInt8>, frame: JPEGFrame) throws(PictureError) {
        let part = "scan header (SOS)"
        let bytes = Array(segment)
        guard let count = bytes.first.map(Int.init), (1...4).contains(count) else {
            throw .malformed(part: part, reason: "it names no component, or more than four")
        }
        guard bytes.count == 4 + 2 * count else { throw .malformed(part: part, reason: "its length does not match its components") }
        var components: [Component] = []
        for index in 0..<count {
            let identifier = bytes[1 + 2 * index]
            let tables = bytes[2 + 2 * index]
            guard let frameIndex = frame.components.firstIndex(where: { $0.identifier == identifier }) else {
                throw .malformed(part: part, reason: "component \(identifier) is not in the frame")
            }
            guard !components.contains(where: { $0.frameIndex == frameIndex }) else {
                throw .malformed(part: part, reason: "component \(identifier) appears twice")
            }
            guard tables >> 4 < 4, tables & 0x0F < 4 else {
                throw .malformed(part: part, reason: "component \(identifier) names a Huffman table beyond 3")
            }
            components.append(Component(frameIndex: frameIndex, dcTable: Int(tables >> 4), acTable: Int(tables & 0x0F)))
        }
        let blocksPerMCU = components.reduce(0) {
            $0 + frame.components[$1.frameIndex].horizontalSampling * frame.components[$1.frameIndex].verticalSampling
        }
        guard count == 1 || blocksPerMCU <= 10 else { throw .malformed(part: part, reason: "its MCU holds more than 10 blocks") }
        self.components = components
        spectralStart = Int(bytes[1 + 2 * count])
        spectralEnd = Int(bytes[2 + 2 * count])
        approximationHigh = Int(bytes[3 + 2 * count] >> 4)
        approximationLow = Int(bytes[3 + 2 * count] & 0x0F)
        if frame.isProgressive {
            guard spectralStart <= spectralEnd, spectralEnd <= 63, (spectralStart == 0) == (spectralEnd == 0),
                spectralStart == 0 || count == 1, approximationLow <= 13, approximationHigh <= 13,
                approximationHigh == 0 || approximationHigh == approximationLow + 1
            else { throw .malformed(part: part, reason: "its spectral band or successive approximation is invalid") }
        }
    }

    var isDCScan: Bool { spectralStart == 0 }
    var isRefinement: Bool { approximationHigh != 0 }
}
