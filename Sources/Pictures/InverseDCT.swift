import Foundation

/// The inverse DCT of 8×8 blocks into blocks of 8, 4, 2 or 1 samples a side.
///
/// A reduced block is the exact area average of the full inverse DCT: each output sample's basis weight is the
/// mean of the 8-point cosine over the source samples it covers. At 1/8 that leaves the DC coefficient alone.
struct InverseDCT {
    let side: Int
    /// `side × 8` weights: output sample x, frequency u.
    private let basis: [Float]
    /// Row-transformed coefficients: 8 frequency rows of `side` samples.
    private var rows: [Float]

    init(scale: JPEGScale) {
        side = scale.blockSide
        let span = scale.divisor
        var basis = [Float](repeating: 0, count: side * 8)
        for x in 0..<side {
            for u in 0..<8 {
                let norm = u == 0 ? 1 / 2.0.squareRoot() : 1.0
                var sum = 0.0
                for source in (x * span)..<((x + 1) * span) {
                    sum += cos(Double(2 * source + 1) * Double(u) * Double.pi / 16)
                }
                basis[x * 8 + u] = Float(norm / 2 * sum / Double(span))
            }
        }
        self.basis = basis
        rows = [Float](repeating: 0, count: 8 * side)
    }

    /// Transforms the block of `store` at `base` into `plane`, its top-left sample at `offset`.
    mutating func transform(_ store: ComponentCoefficients, base: Int, into plane: inout [UInt8], offset: Int, stride: Int) {
        let quantization = store.quantization ?? []
        guard quantization.count == 64 else { return }
        if store.perBlock == 1 {
            plane[offset] = Self.sample(Float(store.values[base]) * quantization[0] / 8)
            return
        }
        var usedRows = 0
        for v in 0..<8 {
            var rowHasCoefficients = false
            for u in 0..<8 where store.values[base + v * 8 + u] != 0 { rowHasCoefficients = true }
            for x in 0..<side {
                var sum: Float = 0
                if rowHasCoefficients {
                    for u in 0..<8 {
                        let coefficient = store.values[base + v * 8 + u]
                        if coefficient != 0 { sum += basis[x * 8 + u] * Float(coefficient) * quantization[v * 8 + u] }
                    }
                }
                rows[v * side + x] = sum
            }
            if rowHasCoefficients { usedRows = v + 1 }
        }
        for y in 0..<side {
            for x in 0..<side {
                var sum: Float = 0
                for v in 0..<usedRows { sum += basis[y * 8 + v] * rows[v * side + x] }
                plane[offset + y * stride + x] = Self.sample(sum)
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
