import Foundation
import TestSupport

/// Makes mutants of corpus entries: structure-aware steps on the parsed document, byte-level
/// steps on the bytes, or structure-aware steps followed by byte-level damage.
struct Mutator: Sendable {
    let corpus: [CorpusEntry]
    private let structureMutations: [any StructureMutation]
    private let listName: String

    /// `domainMutations` are the ones that know the document's schema; generic JSON ones are always
    /// added. `listName` names the member that holds the document's list, such as `drinks`.
    init(corpus: [CorpusEntry], domainMutations: [any StructureMutation], listName: String) {
        self.corpus = corpus
        self.listName = listName
        // The schema-aware ones are listed twice: they reach the code paths that random edits rarely do.
        structureMutations = GenericStructureMutation.allCases + domainMutations + domainMutations
    }

    func mutant(of entry: CorpusEntry, using generator: inout SplitMix64) -> Mutant {
        let plan = generator.int(below: 4)
        let mutatesStructure = entry.document != nil && plan != 2
        let mutatesBytes = !mutatesStructure || plan == 3
        var steps: [String] = []
        var data = entry.data
        var document: JSONValue?

        if mutatesStructure, var tree = entry.document {
            // Most structure-aware mutants keep only a few of the list's elements: small mutants
            // are quicker to write and decode, and one odd element among few shows as well as among many.
            if !generator.oneIn(4), let note = tree.keepRandomRun(ofListNamed: listName, atMost: 8, using: &generator) {
                steps.append(note)
            }
            // Mostly one step: each further one makes it less likely that the mutant still decodes.
            for _ in 0..<generator.pick([1, 1, 1, 2, 3]) {
                let mutation = generator.pick(structureMutations)
                mutation.apply(to: &tree, using: &generator)
                steps.append(mutation.name)
            }
            // Now and then spelled otherwise, which changes the text but not the document.
            let style = generator.oneIn(5) ? JSONStyle.random(using: &generator) : .compact
            if style != .compact { steps.append("\(style)") }
            data = JSONWriter.data(for: tree, style: style)
            document = tree.isStrictJSON ? tree : nil
        }
        if mutatesBytes {
            let donors = corpus.map { $0.data }
            for _ in 0..<generator.int(in: 1...3) {
                let mutation = generator.pick(ByteMutation.allCases)
                mutation.apply(to: &data, donors: donors, using: &generator)
                steps.append(mutation.name)
            }
            document = nil
        }
        return Mutant(origin: entry.name, data: data, steps: steps, document: document)
    }
}
