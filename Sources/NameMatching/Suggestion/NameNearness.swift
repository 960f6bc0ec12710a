/// How near a known name is to one typed, for a "did you mean": how many edits apart, and whether the whole
/// name was that near or only some of its words. Fewer edits come first; at as many, the whole name before
/// its words, then the name with fewer words left over.
public struct NameNearness: Sendable, Hashable, Comparable {
    public let edits: Int
    /// Whether the typed words matched some of the name's words, in order, rather than the whole name.
    public let isByWords: Bool
    /// The name's words no typed word matched: none when the whole name was compared.
    public let unmatchedWords: Int

    public init(edits: Int, isByWords: Bool = false, unmatchedWords: Int = 0) {
        self.edits = edits
        self.isByWords = isByWords
        self.unmatchedWords = unmatchedWords
    }

    /// Whether the two are as near by edits and by kind, the words left over aside: one suggestion is as
    /// good as the other.
    public func isAsNear(as other: NameNearness) -> Bool {
        edits == other.edits && isByWords == other.isByWords
    }

    public static func < (lhs: NameNearness, rhs: NameNearness) -> Bool {
        (lhs.edits, lhs.isByWords ? 1 : 0, lhs.unmatchedWords) < (rhs.edits, rhs.isByWords ? 1 : 0, rhs.unmatchedWords)
    }
}
