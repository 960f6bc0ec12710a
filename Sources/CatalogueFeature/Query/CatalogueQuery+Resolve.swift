import Foundation

extension CatalogueQuery {
    /// The drink `nameOrID` means: by id when it is all digits; else the drink named exactly so
    /// (ignoring case, diacritics and surrounding whitespace), else the one drink `search` finds,
    /// else ambiguous among what it finds, else not found.
    public static func resolve(_ nameOrID: String, in drinks: [Drink]) -> DrinkResolution {
        if let id = identifier(nameOrID) {
            return drinks.first { $0.id == id }.map(DrinkResolution.found) ?? .notFound
        }
        let candidates = search(nameOrID, in: drinks)
        let wanted = comparable(nameOrID)
        // Search puts an exact name first.
        if let first = candidates.first, candidates.count == 1 || comparable(first.name) == wanted {
            return .found(first)
        }
        return candidates.isEmpty ? .notFound : .ambiguous(candidates: candidates)
    }

    /// The id an all-ASCII-digit argument names, as the contract reads `ingredients`' argument.
    private static func identifier(_ nameOrID: String) -> Int? {
        let text = nameOrID.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }
}
