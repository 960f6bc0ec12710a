/// A measure as a recipe shows it, in pieces: the numbers and what stays as written, and the English words dringo
/// writes itself around a number it rewrote ("Juice of", "dashes", "tsp"), so that a reader's language can word them.
public struct ShownMeasure: Sendable, Equatable {
    public enum Piece: Sendable, Equatable {
        /// Shown as it is: a number, a space, or a measure as written.
        case text(String)
        /// An English word or phrase, trimmed, that a scaled or converted measure writes beside its number; `plural`
        /// when it counts more than one, which an English abbreviation ("tsp") does not show but another language may.
        case word(String, plural: Bool)
    }

    public private(set) var pieces: [Piece] = []

    init(_ text: String) {
        append(text)
    }

    init() {}

    /// The English text, as TheCocktailDB and dringo write it.
    public var text: String {
        text { _, _ in nil }
    }

    /// The text with each word as `wording` gives it, told whether it counts more than one; a word it has none for
    /// stays as written.
    public func text(wording: (_ word: String, _ plural: Bool) -> String?) -> String {
        // Appended, not joined: a generic joined() asks the runtime for conformances at start-up.
        var text = ""
        for piece in pieces {
            switch piece {
            case let .text(piece): text += piece
            case let .word(word, plural): text += wording(word, plural) ?? word
            }
        }
        return text
    }

    mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        pieces.append(.text(text))
    }

    /// `words` as a word, the spaces around it kept as text; `plural` when it counts more than one.
    mutating func append(words: String, plural: Bool = false) {
        // Indices and substrings only: a generic String(some Sequence) asks the runtime for conformances, which a
        // recipe of a dozen measures pays for at start-up.
        guard let start = words.firstIndex(where: { $0 != " " }), let last = words.lastIndex(where: { $0 != " " }) else {
            append(words)
            return
        }
        let end = words.index(after: last)
        append(String(words[..<start]))
        pieces.append(.word(String(words[start..<end]), plural: plural))
        append(String(words[end...]))
    }

    mutating func append(_ other: ShownMeasure) {
        pieces += other.pieces
    }
}
