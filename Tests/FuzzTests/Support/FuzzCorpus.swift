import Foundation
import TestSupport

/// The recorded TheCocktailDB bodies the mutants start from.
enum FuzzCorpus {
    /// Every recorded body whose name starts with one of `prefixes`, in a fixed order.
    static func recordedBodies(withPrefixes prefixes: [String]) throws -> [CorpusEntry] {
        try prefixes.flatMap { try Fixtures.names(withPrefix: $0) }.map { name in
            CorpusEntry(name: name, data: try Fixtures.data(name))
        }
    }
}
