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
        // Appended, not joined: a generic joined() asks the runtime for conformances at start-up.
        var text = ""
        for piece in pieces {
            switch piece {
            case let .text(piece): text += piece
            case let .word(word): text += wording(word) ?? word
            }
        }
        return text
    }

    mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        pieces.append(.text(text))
    }

    /// `words` as a word, the spaces around it kept as text.
    mutating func append(words: String) {
        // Indices and substrings only: a generic String(some Sequence) asks the runtime for conformances, which a
        // recipe of a dozen measures pays for at start-up.
        guard let start = words.firstIndex(where: { $0 != " " }), let last = words.lastIndex(where: { $0 != " " }) else {
            append(words)
            return
        }
        let end = words.index(after: last)
        append(String(words[..<start]))
        pieces.append(.word(String(words[start..<end])))
        append(String(words[end...]))
    }

    mutating func append(_ other: ShownMeasure) {
        pieces += other.pieces
    }
}
