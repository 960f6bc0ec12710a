import TestSupport

/// A mutation that works on the parsed document rather than on its bytes.
protocol StructureMutation: Sendable {
    var name: String { get }
    func apply(to document: inout JSONValue, using generator: inout SplitMix64)
}

extension StructureMutation {
    var name: String { String(describing: self) }
}
