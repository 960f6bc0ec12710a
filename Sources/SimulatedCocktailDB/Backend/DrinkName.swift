import Foundation

/// Names as the API compares them in a search: trimmed, and folded for case and diacritics.
enum DrinkName {
    static func comparable(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
