import TextDistance

/// A name someone typed that names nothing known, folded once as `NameKey` folds names, to measure how near each
/// known name is: as a whole, where swapping two neighbouring letters is one edit (`negorni` is `Negroni`), or word
/// by word, where the typed words match some of a longer name's words in order (`long iland` is
/// `Long Island Iced Tea`, `angustura` is `Angostura bitters`).
public struct MistypedName: Sendable {
    private let whole: [Unicode.Scalar]
    private let words: [[Unicode.Scalar]]

    /// Nil for a blank name, which is near nothing.
    public init?(_ typed: String) {
        let words = Self.words(of: typed)
        guard !words.isEmpty else { return nil }
        self.words = words
        whole = Self.joined(words)
    }

    /// How near `name` is, or nil when it is too far to suggest: further than `maximumEdits` as a whole, and
    /// further than `maximumWordEdits` in some typed word, or with no more words than were typed.
    public func nearness(to name: String) -> NameNearness? {
        let nameWords = Self.words(of: name)
        guard !nameWords.isEmpty else { return nil }
        let byWords = nameWords.count > words.count ? nearness(toWords: nameWords) : nil
        let limit = Self.maximumEdits(forLength: whole.count)
        let nameWhole = Self.joined(nameWords)
        // The lengths alone rule most names out, without comparing them letter by letter.
        guard abs(nameWhole.count - whole.count) <= limit else { return byWords }
        let edits = EditDistance.optimalStringAlignment(whole, nameWhole)
        guard edits <= limit else { return byWords }
        let asWhole = NameNearness(edits: edits)
        guard let byWords else { return asWhole }
        return min(asWhole, byWords)
    }

    /// Two edits for a short name, a third of its length for a long one: a far-off guess is worse than none.
    static func maximumEdits(forLength length: Int) -> Int {
        max(2, length / 3)
    }

    /// None for a word of up to four letters, which one edit makes another word (`ice`, `rice`); one for a
    /// longer word, and a quarter of its length for a long one.
    static func maximumWordEdits(forLength length: Int) -> Int {
        length <= 4 ? 0 : max(1, length / 4)
    }

    /// The fewest edits that match every typed word, in order, to a word of the name, each within its own limit.
    private func nearness(toWords nameWords: [[Unicode.Scalar]]) -> NameNearness? {
        let unreachable = Int.max / 2
        // `matched[j]`: the fewest edits matching the typed words so far within the name's first `j` words.
        var matched = [Int](repeating: 0, count: nameWords.count + 1)
        for (typedIndex, word) in words.enumerated() {
            let limit = Self.maximumWordEdits(forLength: word.count)
            var next = [Int](repeating: unreachable, count: nameWords.count + 1)
            for (nameIndex, nameWord) in nameWords.enumerated() where nameIndex >= typedIndex {
                next[nameIndex + 1] = next[nameIndex]
                guard matched[nameIndex] < unreachable, abs(nameWord.count - word.count) <= limit else { continue }
                let edits = EditDistance.optimalStringAlignment(word, nameWord)
                if edits <= limit { next[nameIndex + 1] = min(next[nameIndex + 1], matched[nameIndex] + edits) }
            }
            matched = next
        }
        let edits = matched[nameWords.count]
        guard edits < unreachable else { return nil }
        return NameNearness(edits: edits, isByWords: true, unmatchedWords: nameWords.count - words.count)
    }

    private static func words(of name: String) -> [[Unicode.Scalar]] {
        NameKey.of(name).split(whereSeparator: \.isWhitespace).map { Array($0.unicodeScalars) }
    }

    private static func joined(_ words: [[Unicode.Scalar]]) -> [Unicode.Scalar] {
        Array(words.joined(separator: [" "]))
    }
}
