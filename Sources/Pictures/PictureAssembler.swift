/// Turns the components' coefficients into a picture: each component's inverse DCT into a plane, then the
/// subsampled planes upsampled (centred, bilinear: libjpeg's "fancy" upsampling) and converted to RGB, row by row.
enum PictureAssembler {
    static func assemble(frame: JPEGFrame, stores: [ComponentCoefficients], scale: JPEGScale, colorModel: ColorModel) -> Picture {
        let size = scale.scaledSize(width: frame.width, height: frame.height)
        let transform = InverseDCT(scale: scale)
        let planes = zip(frame.components, stores).map { component, store in
            ComponentPlane(component: component, store: store, frame: frame, transform: transform, outputSize: size)
        }
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 3)
        var rows = [Float](repeating: 0, count: size.width * 4)
        pixels.withUnsafeMutableBufferPointer { pixels in
            rows.withUnsafeMutableBufferPointer { rows in
                for y in 0..<size.height {
                    for (index, plane) in planes.enumerated() {
                        plane.fillRow(
                            y, into: UnsafeMutableBufferPointer(rebasing: rows[(index * size.width)..<((index + 1) * size.width)]))
                    }
                    colorModel.convertRow(
                        rows, count: size.width, into: UnsafeMutableBufferPointer(rebasing: pixels[(y * size.width * 3)...]))
                }
            }
        }
        return Picture(checkedWidth: size.width, height: size.height, pixels: pixels)
    }
}

/// One component's samples at the decoded scale, read at the output's pixel centres.
private struct ComponentPlane {
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
        var samples = [UInt8](repeating: 128, count: stride * store.blocksPerColumn * side)
        transform.transform(
            store, usedBlocksPerLine: component.usedBlocksPerLine, usedBlocksPerColumn: component.usedBlocksPerColumn, into: &samples,
            stride: stride)
        self.samples = samples
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

/// For each output pixel along one axis: the two component samples around its centre, and the weight of the second.
private struct SampleAxis {
    let lower: [Int]
    let upper: [Int]
    let weight: [Float]
    /// True when each output pixel is exactly one sample: no interpolation along this axis.
    let isIdentity: Bool

    init(count: Int, sampling: Int, maxSampling: Int, valid: Int) {
        var lower = [Int](repeating: 0, count: count)
        var upper = [Int](repeating: 0, count: count)
        var weight = [Float](repeating: 0, count: count)
        let ratio = Float(sampling) / Float(maxSampling)
        for index in 0..<count {
            let position = min(max((Float(index) + 0.5) * ratio - 0.5, 0), Float(valid - 1))
            let below = Int(position)
            let fraction = position - Float(below)
            lower[index] = below
            upper[index] = fraction > 0 ? min(below + 1, valid - 1) : below
            weight[index] = fraction
        }
        self.lower = lower
        self.upper = upper
        self.weight = weight
        isIdentity = lower == Array(0..<count) && upper == lower
    }
}
