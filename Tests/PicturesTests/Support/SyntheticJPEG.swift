/// Writes small JPEGs whose every block is flat (a DC coefficient and an end-of-block), with any components,
/// sampling factors, Adobe transform and restart interval, baseline or progressive: kinds the real photos lack,
/// whose every decoded sample is known exactly.
struct SyntheticJPEG {
    struct Component {
        let identifier: UInt8
        let horizontalSampling: Int
        let verticalSampling: Int
        /// The sample level (0…255) of the block at a block row and column of this component.
        let level: @Sendable (_ row: Int, _ column: Int) -> Int

        init(_ identifier: UInt8, _ horizontalSampling: Int, _ verticalSampling: Int, level: @escaping @Sendable (Int, Int) -> Int) {
            self.identifier = identifier
            self.horizontalSampling = horizontalSampling
            self.verticalSampling = verticalSampling
            self.level = level
        }

        init(_ identifier: UInt8, _ horizontalSampling: Int, _ verticalSampling: Int, constant: Int) {
            self.init(identifier, horizontalSampling, verticalSampling) { _, _ in constant }
        }
    }

    var width: Int
    var height: Int
    var components: [Component]
    var adobeTransform: UInt8?
    var restartInterval = 0
    var isProgressive = false

    func bytes() -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        if let adobeTransform {
            segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, adobeTransform], into: &out)
        }
        // One quantization table of ones, so a block's DC is 8 × (level − 128).
        segment(0xDB, [0] + [UInt8](repeating: 1, count: 64), into: &out)
        var frame: [UInt8] = [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), UInt8(components.count)]
        for component in components {
            frame += [component.identifier, UInt8(component.horizontalSampling << 4 | component.verticalSampling), 0]
        }
        segment(isProgressive ? 0xC2 : 0xC0, frame, into: &out)
        // DC: categories 0…11, each the 4-bit code equal to it. AC: end-of-block alone, the 1-bit code 0.
        segment(0xC4, [0x00, 0, 0, 0, 12] + [UInt8](repeating: 0, count: 12) + Array(0...11), into: &out)
        segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0], into: &out)
        if restartInterval > 0 { segment(0xDD, [UInt8(restartInterval >> 8), UInt8(restartInterval & 0xFF)], into: &out) }
        let all = Array(components.indices)
        if isProgressive {
            scan(all, spectral: (0, 0), approximation: (0, 1), into: &out)
            scan(all, spectral: (0, 0), approximation: (1, 0), into: &out)
            for index in all { scan([index], spectral: (1, 63), approximation: (0, 0), into: &out) }
        } else {
            scan(all, spectral: (0, 63), approximation: (0, 0), into: &out)
        }
        out += [0xFF, 0xD9]
        return out
    }

    private var maxH: Int { components.map(\.horizontalSampling).max() ?? 1 }
    private var maxV: Int { components.map(\.verticalSampling).max() ?? 1 }

    private func segment(_ marker: UInt8, _ body: [UInt8], into out: inout [UInt8]) {
        out += [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }

    private func scan(_ indices: [Int], spectral: (Int, Int), approximation: (high: Int, low: Int), into out: inout [UInt8]) {
        var header = [UInt8(indices.count)]
        for index in indices { header += [components[index].identifier, 0x00] }
        header += [UInt8(spectral.0), UInt8(spectral.1), UInt8(approximation.high << 4 | approximation.low)]
        segment(0xDA, header, into: &out)
        var writer = BitWriter()
        var predictions = [Int](repeating: 0, count: components.count)
        let blocks = blockOrder(indices)
        for (mcu, mcuBlocks) in blocks.enumerated() {
            if restartInterval > 0, mcu > 0, mcu % restartInterval == 0 {
                writer.flush()
                writer.bytes += [0xFF, UInt8(0xD0 + (mcu / restartInterval - 1) % 8)]
                predictions = predictions.map { _ in 0 }
            }
            for (index, row, column) in mcuBlocks {
                let dc = 8 * (components[index].level(row, column) - 128)
                if spectral.0 > 0 {
                    writer.write(0, bits: 1)  // end of band, a run of one block
                } else if approximation.high > 0 {
                    writer.write(dc & 1, bits: 1)
                } else {
                    let value = dc >> approximation.low
                    writer.writeDifference(value - predictions[index])
                    predictions[index] = value
                    if spectral.1 > 0 { writer.write(0, bits: 1) }
                }
            }
        }
        writer.flush()
        out += writer.bytes
    }

    /// Each MCU's blocks as (component, block row, block column), in the order the scan holds them.
    private func blockOrder(_ indices: [Int]) -> [[(Int, Int, Int)]] {
        if indices.count == 1 {
            let component = components[indices[0]]
            let columns = ((width * component.horizontalSampling + maxH - 1) / maxH + 7) / 8
            let rows = ((height * component.verticalSampling + maxV - 1) / maxV + 7) / 8
            return (0..<(rows * columns)).map { [(indices[0], $0 / columns, $0 % columns)] }
        }
        let mcuColumns = (width + 8 * maxH - 1) / (8 * maxH)
        let mcuRows = (height + 8 * maxV - 1) / (8 * maxV)
        return (0..<(mcuRows * mcuColumns)).map { mcu in
            indices.flatMap { index in
                let component = components[index]
                return (0..<component.verticalSampling).flatMap { v in
                    (0..<component.horizontalSampling).map { h in
                        (
                            index, (mcu / mcuColumns) * component.verticalSampling + v,
                            (mcu % mcuColumns) * component.horizontalSampling + h
                        )
                    }
                }
            }
        }
    }
}

/// Entropy-coded bits, most significant first, with `FF` stuffed and the last byte padded with ones.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer = 0
    private var count = 0

    mutating func write(_ value: Int, bits: Int) {
        for bit in stride(from: bits - 1, through: 0, by: -1) {
            buffer = buffer << 1 | (value >> bit) & 1
            count += 1
            if count == 8 { emit() }
        }
    }

    /// A DC difference: its category as the 4-bit code, then its bits as JPEG's EXTEND reads them.
    mutating func writeDifference(_ difference: Int) {
        let magnitude = abs(difference)
        let category = magnitude == 0 ? 0 : Int.bitWidth - magnitude.leadingZeroBitCount
        write(category, bits: 4)
        if category > 0 { write(difference >= 0 ? difference : difference + (1 << category) - 1, bits: category) }
    }

    mutating func flush() {
        while count != 0 { write(1, bits: 1) }
    }

    private mutating func emit() {
        bytes.append(UInt8(buffer))
        if buffer == 0xFF { bytes.append(0) }
        buffer = 0
        count = 0
    }
}
