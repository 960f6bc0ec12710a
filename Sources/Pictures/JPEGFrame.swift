/// A frame header (SOF): the picture's size, its components and how they are sampled.
struct JPEGFrame {
    struct Component {
        let identifier: UInt8
        let horizontalSampling: Int
        let verticalSampling: Int
        let quantizationTable: Int
        /// Blocks a row and a column, padded to whole MCUs: what the coefficients are stored for.
        let blocksPerLine: Int
        let blocksPerColumn: Int
        /// Blocks a row and a column that hold picture: what a scan of this component alone covers.
        let usedBlocksPerLine: Int
        let usedBlocksPerColumn: Int
    }

    let width: Int
    let height: Int
    let isProgressive: Bool
    let components: [Component]
    let maxHorizontalSampling: Int
    let maxVerticalSampling: Int
    let mcusPerLine: Int
    let mcusPerColumn: Int

    /// Reads a SOF segment, refusing what this decoder does not read and sizes beyond `limits`.
    init(segment: ArraySlice<UInt8>, isProgressive: Bool, limits: PictureLimits) throws(PictureError) {
        let part = "frame header (SOF)"
        let bytes = Array(segment)
        guard bytes.count >= 6 else { throw .malformed(part: part, reason: "it is shorter than 6 bytes") }
        guard bytes[0] == 8 else { throw .unsupported("\(bytes[0])-bit samples") }
        let height = Int(bytes[1]) << 8 | Int(bytes[2])
        let width = Int(bytes[3]) << 8 | Int(bytes[4])
        let count = Int(bytes[5])
        guard width > 0, height > 0 else { throw .unsupported("a height given after the scan (DNL), or a zero width") }
        guard width <= limits.maxWidth, height <= limits.maxHeight else { throw .dimensionsTooLarge(width: width, height: height) }
        guard [1, 3, 4].contains(count) else { throw .unsupported("\(count) components") }
        guard bytes.count == 6 + 3 * count else {
            throw .malformed(part: part, reason: "its length does not match its \(count) components")
        }
        var sampling: [(identifier: UInt8, h: Int, v: Int, table: Int)] = []
        for index in 0..<count {
            let offset = 6 + 3 * index
            let identifier = bytes[offset]
            let h = Int(bytes[offset + 1] >> 4)
            let v = Int(bytes[offset + 1] & 0x0F)
            let table = Int(bytes[offset + 2])
            guard (1...4).contains(h), (1...4).contains(v) else {
                throw .malformed(part: part, reason: "component \(identifier) has sampling factors \(h)×\(v), outside 1…4")
            }
            guard table < 4 else { throw .malformed(part: part, reason: "component \(identifier) names quantization table \(table)") }
            guard !sampling.contains(where: { $0.identifier == identifier }) else {
                throw .malformed(part: part, reason: "component \(identifier) appears twice")
            }
            sampling.append((identifier, h, v, table))
        }
        let maxH = sampling.map(\.h).max() ?? 1
        let maxV = sampling.map(\.v).max() ?? 1
        let mcusPerLine = (width + 8 * maxH - 1) / (8 * maxH)
        let mcusPerColumn = (height + 8 * maxV - 1) / (8 * maxV)
        self.width = width
        self.height = height
        self.isProgressive = isProgressive
        maxHorizontalSampling = maxH
        maxVerticalSampling = maxV
        self.mcusPerLine = mcusPerLine
        self.mcusPerColumn = mcusPerColumn
        components = sampling.map { component in
            let componentWidth = (width * component.h + maxH - 1) / maxH
            let componentHeight = (height * component.v + maxV - 1) / maxV
            return Component(
                identifier: component.identifier, horizontalSampling: component.h, verticalSampling: component.v,
                quantizationTable: component.table, blocksPerLine: mcusPerLine * component.h,
                blocksPerColumn: mcusPerColumn * component.v, usedBlocksPerLine: (componentWidth + 7) / 8,
                usedBlocksPerColumn: (componentHeight + 7) / 8)
        }
    }

    /// The bytes decoding at `scale` needs: coefficients, component planes, and the picture twice (decoded and
    /// scaled); nil when that does not even fit in an `Int`.
    func memoryNeeded(at scale: JPEGScale) -> Int? {
        let side = scale.blockSide
        let coefficientBytes = scale == .eighth ? 2 : 128
        let size = scale.scaledSize(width: width, height: height)
        var total: Int? = Self.product(size.width, size.height, 6)
        for component in components {
            let blocks = Self.product(component.blocksPerLine, component.blocksPerColumn, 1)
            total = Self.sum(total, blocks.flatMap { Self.product($0, coefficientBytes + side * side, 1) })
        }
        return total
    }

    private static func product(_ first: Int, _ second: Int, _ third: Int) -> Int? {
        let (partial, overflow) = first.multipliedReportingOverflow(by: second)
        let (whole, wholeOverflow) = partial.multipliedReportingOverflow(by: third)
        return overflow || wholeOverflow ? nil : whole
    }

    private static func sum(_ first: Int?, _ second: Int?) -> Int? {
        guard let first, let second else { return nil }
        let (sum, overflow) = first.addingReportingOverflow(second)
        return overflow ? nil : sum
    }
}
