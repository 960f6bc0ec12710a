/// The inverse DCT of 8×8 blocks into blocks of 8, 4, 2 or 1 samples a side.
///
/// A full block goes through the AAN factorisation (`FastInverseDCT`); a reduced block is the exact area average of the full inverse DCT: each output sample's basis weight is the
/// mean of the 8-point cosine over the source samples it covers. At 1/8 that leaves the DC coefficient alone.
struct InverseDCT {
    let side: Int
    /// `side × 8` weights: output sample x, frequency u.
    private let basis: [Float]

    init(scale: JPEGScale) {
        side = scale.blockSide
        let span = scale.divisor
        var basis = [Float](repeating: 0, count: side * 8)
        for x in 0..<side {
            for u in 0..<8 {
                let norm = u == 0 ? 1 / 2.0.squareRoot() : 1.0
                var sum = 0.0
                for source in (x * span)..<((x + 1) * span) {
                    sum += Self.cosine(sixteenthsOfPi: (2 * source + 1) * u)
                }
                basis[x * 8 + u] = Float(norm / 2 * sum / Double(span))
            }
        }
        self.basis = basis
    }

    /// cos(kπ/16) for k = 0…8: every cosine the DCT needs, by symmetry, without a maths library.
    private static let quarterWave = [
        1, 0.980_785_280_403_230_4, 0.923_879_532_511_286_7, 0.831_469_612_302_545_2, 0.707_106_781_186_547_6, 0.555_570_233_019_602_2,
        0.382_683_432_365_089_8, 0.195_090_322_016_128_25, 0,
    ]

    /// cos(kπ/16) for any k ≥ 0.
    static func cosine(sixteenthsOfPi k: Int) -> Double {
        let turn = k % 32
        let half = turn <= 16 ? turn : 32 - turn
        return half <= 8 ? quarterWave[half] : -quarterWave[16 - half]
    }

    /// Transforms every block of `store` that holds picture into `plane`, a `stride`-wide grid of blocks.
    func transform(_ store: ComponentCoefficients, usedBlocksPerLine: Int, usedBlocksPerColumn: Int, into plane: inout [UInt8], stride: Int)
    {
        guard let quantization = store.quantization, quantization.count == 64 else { return }
        let side = side
        plane.withUnsafeMutableBufferPointer { plane in
            basis.withUnsafeBufferPointer { basis in
                quantization.withUnsafeBufferPointer { quantization in
                    let multipliers = FastInverseDCT.multipliers(quantization: quantization)
                    var rows = [Float](repeating: 0, count: 64)
                    rows.withUnsafeMutableBufferPointer { rows in
                        for row in 0..<min(usedBlocksPerColumn, store.blocksPerColumn) {
                            for column in 0..<min(usedBlocksPerLine, store.blocksPerLine) {
                                let base = store.base(row: row, column: column)
                                let offset = (row * stride + column) * side
                                if store.perBlock == 1 {
                                    plane[offset] = Self.sample(Float(store.values[base]) * quantization[0] / 8)
                                } else {
                                    transformBlock(
                                        store.values, base: base, quantization: quantization, multipliers: multipliers, basis: basis,
                                        rows: rows, plane: plane, offset: offset, stride: stride)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Transforms the one block of 64 coefficients in `values` into `plane` at `offset`.
    func transformBlock(
        _ values: UnsafeMutableBufferPointer<Int16>, quantization: [Float], multipliers: [Float], workspace: inout [Float],
        into plane: inout [UInt8], offset: Int, stride: Int
    ) {
        plane.withUnsafeMutableBufferPointer { plane in
            basis.withUnsafeBufferPointer { basis in
                quantization.withUnsafeBufferPointer { quantization in
                    workspace.withUnsafeMutableBufferPointer { rows in
                        transformBlock(
                            values, base: 0, quantization: quantization, multipliers: multipliers, basis: basis, rows: rows,
                            plane: plane, offset: offset, stride: stride)
                    }
                }
            }
        }
    }

    private func transformBlock(
        _ values: UnsafeMutableBufferPointer<Int16>, base: Int, quantization: UnsafeBufferPointer<Float>, multipliers: [Float],
        basis: UnsafeBufferPointer<Float>, rows: UnsafeMutableBufferPointer<Float>, plane: UnsafeMutableBufferPointer<UInt8>,
        offset: Int, stride: Int
    ) {
        if side == 8 {
            FastInverseDCT.transformBlock(
                values, base: base, multipliers: multipliers, workspace: rows, plane: plane, offset: offset, stride: stride)
        } else {
            Self.transformReducedBlock(
                values, base: base, quantization: quantization, basis: basis, side: side, rows: rows, plane: plane, offset: offset,
                stride: stride)
        }
    }

    // Rows of coefficients first (skipping the all-zero ones, most of them), then columns over the rows used.
    private static func transformReducedBlock(
        _ values: UnsafeMutableBufferPointer<Int16>, base: Int, quantization: UnsafeBufferPointer<Float>,
        basis: UnsafeBufferPointer<Float>, side: Int, rows: UnsafeMutableBufferPointer<Float>, plane: UnsafeMutableBufferPointer<UInt8>,
        offset: Int, stride: Int
    ) {
        var usedRows = 0
        for v in 0..<8 {
            let rowStart = base + v * 8
            var lastFrequency = -1
            for u in 0..<8 where values[rowStart + u] != 0 { lastFrequency = u }
            if lastFrequency < 0 {
                for x in 0..<side { rows[v * side + x] = 0 }
                continue
            }
            usedRows = v + 1
            for x in 0..<side {
                var sum: Float = 0
                for u in 0...lastFrequency {
                    sum += basis[x * 8 + u] * Float(values[rowStart + u]) * quantization[v * 8 + u]
                }
                rows[v * side + x] = sum
            }
        }
        for y in 0..<side {
            for x in 0..<side {
                var sum: Float = 0
                for v in 0..<usedRows { sum += basis[y * 8 + v] * rows[v * side + x] }
                plane[offset + y * stride + x] = sample(sum)
            }
        }
    }

    /// A level-shifted sample, rounded and clamped to 0…255.
    static func sample(_ value: Float) -> UInt8 {
        let shifted = value + 128.5
        if shifted <= 0 { return 0 }
        if shifted >= 255 { return 255 }
        return UInt8(shifted)
    }
}
