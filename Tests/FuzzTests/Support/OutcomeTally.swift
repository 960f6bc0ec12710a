/// How a campaign's mutants fared, to check that it exercised both the happy and the failing paths.
struct OutcomeTally {
    private(set) var delivered = 0
    private(set) var refused = 0
    /// Mutants whose result was also compared with a reference model's.
    private(set) var checkedAgainstReference = 0

    mutating func countDelivered() { delivered += 1 }
    mutating func countRefused() { refused += 1 }
    mutating func countCheckedAgainstReference() { checkedAgainstReference += 1 }

    var total: Int { delivered + refused }

    func share(_ count: Int) -> Double {
        total == 0 ? 0 : Double(count) / Double(total)
    }

    var summary: String {
        "\(total) mutants: \(delivered) delivered, \(refused) refused, \(checkedAgainstReference) checked against the reference"
    }
}
