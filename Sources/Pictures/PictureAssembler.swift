/// Turns the components' coefficients into a picture: each component's inverse DCT into a plane, then the
/// subsampled planes upsampled (centred, bilinear: libjpeg's "fancy" upsampling) and converted to RGB.
enum PictureAssembler {
    static func assemble(frame: JPEGFrame, stores: [ComponentCoefficients], scale: JPEGScale, colorModel: ColorModel) -> Picture {
        let size = scale.scaledSize(width: frame.width, height: frame.height)
        let planes = zip(frame.components, stores).map { component, store in
            ComponentPlane(component: component, store: store, frame: frame, scale: scale, outputSize: size)
        }
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 3)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let first = planes[0].sample(x: x, y: y)
                let samples =
                    planes.count >= 3
                    ? (
                        first, planes[1].sample(x: x, y: y), planes[2].sample(x: x, y: y),
                        planes.count == 4 ? planes[3].sample(x: x, y: y) : 0
                    )
                    : (first, first, first, 0)
                colorModel.convert(samples, into: &pixels, at: (y * size.width + x) * 3)
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
        component: JPEGFrame.Component, store: ComponentCoefficients, frame: JPEGFrame, scale: JPEGScale,
        outputSize: (width: Int, height: Int)
    ) {
        let side = scale.blockSide
        stride = store.blocksPerLine * side
        var samples = [UInt8](repeating: 128, count: stride * store.blocksPerColumn * side)
        var transform = InverseDCT(scale: scale)
        for row in 0..<min(component.usedBlocksPerColumn, store.blocksPerColumn) {
            for column in 0..<min(component.usedBlocksPerLine, store.blocksPerLine) {
                transform.transform(
                    store, base: store.base(row: row, column: column), into: &samples, offset: (row * stride + column) * side,
                    stride: stride)
            }
        }
        self.samples = samples
        let validWidth = min(stride, Self.scaledExtent(frame.width, component.horizontalSampling, frame.maxHorizontalSampling, scale))
        let validHeight = min(
            store.blocksPerColumn * side, Self.scaledExtent(frame.height, component.verticalSampling, frame.maxVerticalSampling, scale))
        columns = SampleAxis(
            count: outputSize.width, sampling: component.horizontalSampling, maxSampling: frame.maxHorizontalSampling, valid: validWidth)
        rows = SampleAxis(
            count: outputSize.height, sampling: component.verticalSampling, maxSampling: frame.maxVerticalSampling, valid: validHeight)
    }

    /// How many samples of the component hold picture, at the decoded scale.
    private static func scaledExtent(_ extent: Int, _ sampling: Int, _ maxSampling: Int, _ scale: JPEGScale) -> Int {
        let divisor = maxSampling * scale.divisor
        return max(1, (extent * sampling + divisor - 1) / divisor)
    }

    func sample(x: Int, y: Int) -> Float {
        let top = rows.lower[y] * stride
        let bottom = rows.upper[y] * stride
        let left = columns.lower[x]
        let right = columns.upper[x]
        if left == right && top == bottom { return Float(samples[top + left]) }
        let across = columns.weight[x]
        let down = rows.weight[y]
        let upperRow = Float(samples[top + left]) * (1 - across) + Float(samples[top + right]) * across
        let lowerRow = Float(samples[bottom + left]) * (1 - across) + Float(samples[bottom + right]) * across
        return upperRow * (1 - down) + lowerRow * down
    }
}

/// For each output pixel along one axis: the two component samples around its centre, and the weight of the second.
private struct SampleAxis {
    let lower: [Int]
    let upper: [Int]
    let weight: [Float]

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
    }
}
