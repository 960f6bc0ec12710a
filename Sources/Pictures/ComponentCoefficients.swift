/// The quantized DCT coefficients of one component, block by block, kept across a progressive JPEG's scans.
/// When only the DC coefficient is needed (1/8 scale), only it is kept.
final class ComponentCoefficients {
    let blocksPerLine: Int
    let blocksPerColumn: Int
    /// 64 in natural (row-major) order, or 1.
    let perBlock: Int
    var values: [Int16]
    /// The component's quantization table, natural order, latched by the first scan that holds the component.
    var quantization: [Float]?

    init(blocksPerLine: Int, blocksPerColumn: Int, perBlock: Int) {
        self.blocksPerLine = blocksPerLine
        self.blocksPerColumn = blocksPerColumn
        self.perBlock = perBlock
        values = [Int16](repeating: 0, count: blocksPerLine * blocksPerColumn * perBlock)
    }

    func base(row: Int, column: Int) -> Int { (row * blocksPerLine + column) * perBlock }
}
