/// How much a JPEG is reduced while it is decoded, through its DCT: each 8×8 block becomes 8, 4, 2 or 1 pixels a side.
public enum JPEGScale: Int, Sendable, CaseIterable, Comparable {
    case full = 1
    case half = 2
    case quarter = 4
    case eighth = 8

    /// How many source pixels a side one decoded pixel stands for.
    public var divisor: Int { rawValue }

    /// The side of one decoded block.
    var blockSide: Int { 8 / rawValue }

    /// The size of a `width × height` picture decoded at this scale, rounded up.
    public func scaledSize(width: Int, height: Int) -> (width: Int, height: Int) {
        ((width + divisor - 1) / divisor, (height + divisor - 1) / divisor)
    }

    /// The most reducing scale whose decoding still covers `target`, so nothing is decoded larger than needed;
    /// `.full` when even that does not cover it.
    public static func reducing(width: Int, height: Int, toCover target: (width: Int, height: Int)) -> JPEGScale {
        for scale in allCases.reversed() {
            let size = scale.scaledSize(width: width, height: height)
            if size.width >= target.width && size.height >= target.height { return scale }
        }
        return .full
    }

    public static func < (lhs: JPEGScale, rhs: JPEGScale) -> Bool { lhs.rawValue < rhs.rawValue }
}
