import Foundation

/// The pure queries over a catalogue: search, resolve and random. No I/O; the drinks are handed in.
public enum CatalogueQuery {
    /// A name as the queries compare it: trimmed, folded for case and diacritics, so that
    /// "piña colada " and "Pina Colada" are one name.
    static func comparable(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
