import Foundation

/// A mutated body, with what was done to it so a failure message can say so.
struct Mutant: Sendable {
    /// The corpus entry it came from.
    let origin: String
    let data: Data
    let steps: [String]
    /// The document `data` spells, when only structure-aware steps made it and it is strict JSON,
    /// so a reference model can say exactly what a decoder must make of it; nil otherwise.
    let document: JSONValue?
}
