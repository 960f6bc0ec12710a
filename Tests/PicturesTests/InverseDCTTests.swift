import Foundation
import Testing

@testable import Pictures

/// The fast 8×8 inverse DCT and the reduced ones, against the DCT's definition.
struct InverseDCTTests {
    @Test("PX-1: the fast inverse DCT agrees with the definition on a block of many coefficients")
    func fastTransform_matchesDefinition() {
        let store = ComponentCoefficients(blocksPerLine: 1, blocksPerColumn: 1, perBlock: 64)
        for index in 0..<64 { store.values[index] = Int16((index * 37) % 23) - 11 }
        store.quantization = (0..<64).map { Float(1 + $0 % 5) }
        var plane = [UInt8](repeating: 0, count: 64)

        InverseDCT(scale: .full).transform(store, usedBlocksPerLine: 1, usedBlocksPerColumn: 1, into: &plane, stride: 8)

        for y in 0..<8 {
            for x in 0..<8 {
                let expected = Self.definition(store, x: x, y: y)
                #expect(abs(Double(plane[y * 8 + x]) - expected) <= 1, "(\(x), \(y)): \(plane[y * 8 + x]) against \(expected)")
            }
        }
    }

    @Test("PX-5: a reduced inverse DCT is the average of the full one over the samples it covers")
    func reducedTransform_averagesTheFullOne() {
        let store = ComponentCoefficients(blocksPerLine: 1, blocksPerColumn: 1, perBlock: 64)
        for index in [0, 1, 8, 9, 2, 16] { store.values[index] = Int16(index + 3) }
        store.quantization = [Float](repeating: 4, count: 64)
        var plane = [UInt8](repeating: 0, count: 4)

        InverseDCT(scale: .quarter).transform(store, usedBlocksPerLine: 1, usedBlocksPerColumn: 1, into: &plane, stride: 2)

        for y in 0..<2 {
            for x in 0..<2 {
                let covered = (0..<4).flatMap { dy in (0..<4).map { dx in Self.definition(store, x: x * 4 + dx, y: y * 4 + dy) } }
                let expected = covered.reduce(0, +) / 16
                #expect(abs(Double(plane[y * 2 + x]) - expected) <= 1)
            }
        }
    }

    @Test("PX-1: the cosines the transforms are built from are the maths library's")
    func cosines_matchTheMathsLibrary() {
        for k in 0..<100 {
            #expect(abs(InverseDCT.cosine(sixteenthsOfPi: k) - cos(Double(k) * .pi / 16)) < 1e-12, "k = \(k)")
        }
    }

    /// The sample at (x, y) by ITU T.81 A.3.3, level-shifted.
    static func definition(_ store: ComponentCoefficients, x: Int, y: Int) -> Double {
        var sum = 0.0
        for v in 0..<8 {
            for u in 0..<8 {
                let cu = u == 0 ? 1 / 2.0.squareRoot() : 1
                let cv = v == 0 ? 1 / 2.0.squareRoot() : 1
                let coefficient = Double(store.values[v * 8 + u]) * Double(store.quantization?[v * 8 + u] ?? 0)
                sum += cu * cv * coefficient * cos(Double(2 * x + 1) * Double(u) * .pi / 16) * cos(Double(2 * y + 1) * Double(v) * .pi / 16)
            }
        }
        return min(max(sum / 4 + 128, 0), 255)
    }
}
