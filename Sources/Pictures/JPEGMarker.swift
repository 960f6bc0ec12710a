/// The JPEG markers the decoder acts on.
enum JPEGMarker {
    static let startOfImage: UInt8 = 0xD8
    static let endOfImage: UInt8 = 0xD9
    static let baseline: UInt8 = 0xC0
    static let extendedSequential: UInt8 = 0xC1
    static let progressive: UInt8 = 0xC2
    static let huffmanTables: UInt8 = 0xC4
    static let quantizationTables: UInt8 = 0xDB
    static let restartInterval: UInt8 = 0xDD
    static let startOfScan: UInt8 = 0xDA
    static let adobe: UInt8 = 0xEE
    static let restarts: ClosedRange<UInt8> = 0xD0...0xD7
    /// Frames this decoder does not read: lossless, hierarchical and arithmetic-coded.
    static let unsupportedFrames: Set<UInt8> = [0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
}
