/// The 8×8 inverse DCT in floating point by the Arai–Agui–Nakajima factorisation, as libjpeg's `jidctflt.c`
/// does it: 5 multiplications a row once the dequantization table is prescaled.
enum FastInverseDCT {
    /// cos(kπ/16)·√2 for k > 0, and 1: the AAN scale factors folded into the dequantization table.
    private static let scaleFactors: [Float] = [
        1, 1.387_039_845, 1.306_562_965, 1.175_875_602, 1, 0.785_694_958, 0.541_196_100, 0.275_899_379,
    ]

    /// The quantization table (natural order) times the scale factors of its row and column, divided by 8.
    static func multipliers(quantization: UnsafeBufferPointer<Float>) -> [Float] {
        (0..<64).map { index in quantization[index] * scaleFactors[index / 8] * scaleFactors[index % 8] / 8 }
    }

    static func transformBlock(
        _ values: UnsafeMutableBufferPointer<Int16>, base: Int, multipliers: [Float], workspace: UnsafeMutableBufferPointer<Float>,
        plane: UnsafeMutableBufferPointer<UInt8>, offset: Int, stride: Int
    ) {
        multipliers.withUnsafeBufferPointer { multipliers in
            for row in 0..<8 {
                let start = base + row * 8
                var hasAC = false
                for u in 1..<8 where values[start + u] != 0 { hasAC = true }
                if !hasAC {
                    let dc = Float(values[start]) * multipliers[row * 8]
                    for x in 0..<8 { workspace[row * 8 + x] = dc }
                    continue
                }
                transform(
                    (
                        Float(values[start]) * multipliers[row * 8], Float(values[start + 1]) * multipliers[row * 8 + 1],
                        Float(values[start + 2]) * multipliers[row * 8 + 2], Float(values[start + 3]) * multipliers[row * 8 + 3],
                        Float(values[start + 4]) * multipliers[row * 8 + 4], Float(values[start + 5]) * multipliers[row * 8 + 5],
                        Float(values[start + 6]) * multipliers[row * 8 + 6], Float(values[start + 7]) * multipliers[row * 8 + 7]
                    ), into: workspace, at: row * 8, step: 1)
            }
        }
        for column in 0..<8 {
            let input = (
                workspace[column], workspace[8 + column], workspace[16 + column], workspace[24 + column], workspace[32 + column],
                workspace[40 + column], workspace[48 + column], workspace[56 + column]
            )
            transform(input, into: workspace, at: column, step: 8)
            for y in 0..<8 { plane[offset + y * stride + column] = InverseDCT.sample(workspace[y * 8 + column]) }
        }
    }

    /// One 8-point inverse DCT of prescaled coefficients, written `step` apart from `start`.
    private static func transform(
        _ input: (Float, Float, Float, Float, Float, Float, Float, Float), into output: UnsafeMutableBufferPointer<Float>, at start: Int,
        step: Int
    ) {
        // Even part.
        let tmp10 = input.0 + input.4
        let tmp11 = input.0 - input.4
        let tmp13 = input.2 + input.6
        let tmp12 = (input.2 - input.6) * 1.414_213_562 - tmp13
        let even0 = tmp10 + tmp13
        let even3 = tmp10 - tmp13
        let even1 = tmp11 + tmp12
        let even2 = tmp11 - tmp12
        // Odd part.
        let z13 = input.5 + input.3
        let z10 = input.5 - input.3
        let z11 = input.1 + input.7
        let z12 = input.1 - input.7
        let odd7 = z11 + z13
        let odd11 = (z11 - z13) * 1.414_213_562
        let z5 = (z10 + z12) * 1.847_759_065
        let odd10 = 1.082_392_200 * z12 - z5
        let odd12 = -2.613_125_930 * z10 + z5
        let odd6 = odd12 - odd7
        let odd5 = odd11 - odd6
        let odd4 = odd10 + odd5
        output[start] = even0 + odd7
        output[start + 7 * step] = even0 - odd7
        output[start + step] = even1 + odd6
        output[start + 6 * step] = even1 - odd6
        output[start + 2 * step] = even2 + odd5
        output[start + 5 * step] = even2 - odd5
        output[start + 4 * step] = even3 + odd4
        output[start + 3 * step] = even3 - odd4
    }
}
