/// For each output pixel along one axis: the two component samples around its centre, and the weight of the second.
struct SampleAxis {
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
