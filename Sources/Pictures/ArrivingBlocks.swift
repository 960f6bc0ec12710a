/// A sequential JPEG's component, transformed block by block as its scans decode it. No later scan adds to a block of
/// a sequential JPEG, so only the block being decoded needs its coefficients: the component costs its samples at the
/// decoded scale rather than 64 coefficients of 2 bytes a block (27 MB for a 3024² photo at any scale above 1/8).
final class ArrivingBlocks {
    /// The component's samples at the decoded scale, a grid of blocks `stride` wide; 128 where no block arrived.
    private(set) var samples: [UInt8]
    let stride: Int
    private let usedBlocksPerLine: Int
    private let usedBlocksPerColumn: Int
    private let transform: InverseDCT
    private var workspace = [Float](repeating: 0, count: 64)
    /// The fast inverse DCT's dequantization, made from the component's table when its first block arrives.
    private var multipliers: [Float]?

    init(component: JPEGFrame.Component, transform: InverseDCT) {
        self.transform = transform
        stride = component.blocksPerLine * transform.side
        usedBlocksPerLine = component.usedBlocksPerLine
        usedBlocksPerColumn = component.usedBlocksPerColumn
        samples = [UInt8](repeating: 128, count: stride * component.blocksPerColumn * transform.side)
    }

    /// Transforms the block just decoded into `store.values` (a block that holds picture) into the samples at its place,
    /// then clears the coefficients for the next block.
    func transformBlock(of store: ComponentCoefficients, row: Int, column: Int) {
        defer { store.values.update(repeating: 0) }
        guard row < usedBlocksPerColumn, column < usedBlocksPerLine, let quantization = store.quantization,
            quantization.count == 64
        else { return }
        let multipliers = self.multipliers ?? quantization.withUnsafeBufferPointer { FastInverseDCT.multipliers(quantization: $0) }
        self.multipliers = multipliers
        transform.transformBlock(
            store.values, quantization: quantization, multipliers: multipliers, workspace: &workspace, into: &samples,
            offset: (row * stride + column) * transform.side, stride: stride)
    }
}
