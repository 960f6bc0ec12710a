/// The quantized DCT coefficients of one component, block by block, kept across a progressive JPEG's scans.
/// When only the DC coefficient is needed (1/8 scale), only it is kept. A sequential JPEG above 1/8 keeps one block,
/// which `arriving` transforms as soon as it is decoded.
///
/// The storage is a buffer this object owns, not an array: scans write it coefficient by coefficient, and an
/// array inside a class pays for exclusivity checks and reference counting on every write.
final class ComponentCoefficients {
    let blocksPerLine: Int
    let blocksPerColumn: Int
    /// 64 in natural (row-major) order, or 1.
    let perBlock: Int
    let values: UnsafeMutableBufferPointer<Int16>
    /// The component's quantization table, natural order, latched by the first scan that holds the component.
    var quantization: [Float]?
    /// Where each block goes once decoded, when the coefficients are not kept; nil when they are.
    let arriving: ArrivingBlocks?

    init(blocksPerLine: Int, blocksPerColumn: Int, perBlock: Int) {
        self.blocksPerLine = blocksPerLine
        self.blocksPerColumn = blocksPerColumn
        self.perBlock = perBlock
        arriving = nil
        values = .allocate(capacity: blocksPerLine * blocksPerColumn * perBlock)
        values.initialize(repeating: 0)
    }

    /// One block's coefficients, each block transformed by `arriving` as soon as it is decoded.
    init(transformingInto arriving: ArrivingBlocks, blocksPerLine: Int, blocksPerColumn: Int) {
        self.blocksPerLine = blocksPerLine
        self.blocksPerColumn = blocksPerColumn
        perBlock = 64
        self.arriving = arriving
        values = .allocate(capacity: 64)
        values.initialize(repeating: 0)
    }

    deinit {
        values.deallocate()
    }

    func base(row: Int, column: Int) -> Int { arriving == nil ? (row * blocksPerLine + column) * perBlock : 0 }
}
