/// One component's samples at the decoded scale, read at the output's pixel centres.
struct ComponentPlane {
    private let samples: [UInt8]
    private let stride: Int
    private let columns: SampleAxis
    private let rows: SampleAxis

    init(
        component: JPEGFrame.Component, store: ComponentCoefficients, frame: JPEGFrame, transform: InverseDCT,
        outputSize: (width: Int, height: Int)
    ) {
        let side = transform.side
        stride = store.blocksPerLine * side
        if let arriving = store.arriving {
            samples = arriving.samples
        } else {
            var samples = [UInt8](repeating: 128, count: stride * store.blocksPerColumn * side)
            transform.transform(
                store, usedBlocksPerLine: component.usedBlocksPerLine, usedBlocksPerColumn: component.usedBlocksPerColumn,
                into: &samples, stride: stride)
            self.samples = samples
        }
        let divisor = 8 / side
        let validWidth = min(stride, Self.scaledExtent(frame.width, component.horizontalSampling, frame.maxHorizontalSampling, divisor))
        let validHeight = min(
            store.blocksPerColumn * side, Self.scaledExtent(frame.height, component.verticalSampling, frame.maxVerticalSampling, divisor))
        columns = SampleAxis(
            count: outputSize.width, sampling: component.horizontalSampling, maxSampling: frame.maxHorizontalSampling, valid: validWidth)
        rows = SampleAxis(
            count: outputSize.height, sampling: component.verticalSampling, maxSampling: frame.maxVerticalSampling, valid: validHeight)
    }

    /// How many samples of the component hold picture, at the decoded scale.
    private static func scaledExtent(_ extent: Int, _ sampling: Int, _ maxSampling: Int, _ divisor: Int) -> Int {
        let total = maxSampling * divisor
        return max(1, (extent * sampling + total - 1) / total)
    }

    /// The component's samples along output row `y`, interpolated where it is subsampled.
    func fillRow(_ y: Int, into row: UnsafeMutableBufferPointer<Float>) {
        let top = rows.lower[y] * stride
        let bottom = rows.upper[y] * stride
        let down = rows.weight[y]
        samples.withUnsafeBufferPointer { samples in
            columns.lower.withUnsafeBufferPointer { lower in
                columns.upper.withUnsafeBufferPointer { upper in
                    columns.weight.withUnsafeBufferPointer { weight in
                        if columns.isIdentity && top == bottom {
                            for x in 0..<row.count { row[x] = Float(samples[top + x]) }
                            return
                        }
                        for x in 0..<row.count {
                            let left = lower[x]
                            let right = upper[x]
                            let across = weight[x]
                            let upperRow = Float(samples[top + left]) * (1 - across) + Float(samples[top + right]) * across
                            let lowerRow = Float(samples[bottom + left]) * (1 - across) + Float(samples[bottom + right]) * across
                            row[x] = upperRow * (1 - down) + lowerRow * down
                        }
                    }
                }
            }
        }
    }
}
