/// A measure as a recipe shows it, in pieces: the numbers and what stays as written, and the English words dringo
/// writes itself around a number it rewrote ("Juice of", "dashes", "tsp"), so that a reader's language can word them.
public struct ShownMeasure: Sendable, Equatable {
    public enum Piece: Sendable, Equatable {
        /// Shown as it is: a number, a space, or a measure as written.
        case text(String)
        /// An English word or phrase, trimmed, that a scaled or converted measure writes beside its number.
        case word(String)
    }

    public private(set) var pieces: [Piece] = []

    init(_ text: String) {
        append(text)
    }

    init() {}

    /// The English text, as TheCocktailDB and dringo write it.
    public var text: String {
        text { _ in nil }
    }

    /// The text with each word as `wording` gives it; a word it has none for stays as written.
    public func text(wording: (String) -> String?) -> String {
        pieces.map { piece in
            switch piece {
            case let .text(text): text
            case let .word(word): wording(word) ?? word
            }
        }
        .joined()
    }

    mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        pieces.append(.text(text))
    }

    /// `words` as a word, the spaces around it kept as text.
    mutating func append(words: String) {
        let leading = String(words.prefix { $0 == " " })
        let rest = words.dropFirst(leading.count)
        let trailing = String(rest.reversed().prefix { $0 == " " })
        let word = String(rest.dropLast(trailing.count))
        append(leading)
        if !word.isEmpty { pieces.append(.word(word)) }
        append(trailing)
    }

    mutating func append(_ other: ShownMeasure) {
        pieces += other.pieces
    }
}
