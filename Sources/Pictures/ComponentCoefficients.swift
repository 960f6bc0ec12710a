/// The quantized DCT coefficients of one component, block by block, kept across a progressive JPEG's scans.
/// When only the DC coefficient is needed (1/8 scale), only it is kept.
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

    init(blocksPerLine: Int, blocksPerColumn: Int, perBlock: Int) {
        self.blocksPerLine = blocksPerLine
        self.blocksPerColumn = blocksPerColumn
        self.perBlock = perBlock
        values = .allocate(capacity: blocksPerLine * blocksPerColumn * perBlock)
        values.initialize(repeating: 0)
    }

    deinit {
        values.deallocate()
    }

    func base(row: Int, column: Int) -> Int { (row * blocksPerLine + column) * perBlock }
}
