import Foundation
import NameMatching

/// What the user typed, as a sentence quotes it: only what a terminal would show, trimmed, and at most
/// `maximumLength` characters of that, so that a huge argument is never echoed whole.
enum TypedTextExcerpt {
    static let maximumLength = 40

    static func of(_ typed: String) -> String {
        let visible = VisibleText.of(typed).trimmingCharacters(in: .whitespaces)
        guard let end = visible.index(visible.startIndex, offsetBy: maximumLength, limitedBy: visible.endIndex), end < visible.endIndex
        else { return visible }
        return visible[..<end] + "…"
    }
}
