import Foundation
import TestSupport

/// Makes mutants of a valid image entry: header-aware steps, byte-level steps, or both.
struct ImageEntryMutator: Sendable {
    /// Indexed from zero, as the mutations need.
    let entry: Data
    let urlLength: Int
    /// Other valid entries, to splice from.
    let donors: [Data]

    func mutant(using generator: inout SplitMix64) -> Mutant {
        var bytes = entry
        var steps: [String] = []
        let plan = generator.int(below: 3)
        if plan != 1 {
            for _ in 0..<generator.int(in: 1...2) {
                let mutation = generator.pick(ImageEntryMutation.allCases)
                mutation.apply(to: &bytes, urlLength: urlLength, using: &generator)
                steps.append(mutation.name)
            }
        }
        if plan != 0 {
            for _ in 0..<generator.int(in: 1...3) {
                let mutation = generator.pick(ByteMutation.allCases)
                mutation.apply(to: &bytes, donors: donors, using: &generator)
                steps.append(mutation.name)
            }
        }
        return Mutant(origin: "image entry", data: bytes, steps: steps, document: nil)
    }
}
