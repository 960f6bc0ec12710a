import Foundation

/// One valid body the mutants start from, parsed once so each mutant need not parse it again.
struct CorpusEntry: Sendable {
    let name: String
    /// Indexed from zero, as the byte mutations need.
    let data: Data
    /// The parsed document, or nil when the body is not JSON (then only byte-level mutations apply).
    let document: JSONValue?

    init(name: String, data: Data) {
        self.name = name
        self.data = data.startIndex == 0 ? data : data.subdata(in: data.startIndex..<data.endIndex)
        document = JSONValue(parsing: data)
    }
}
