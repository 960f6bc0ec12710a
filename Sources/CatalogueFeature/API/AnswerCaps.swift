import CocktailDBAPI

/// The most items an answer can hold under a key: an answer that holds exactly that many may have
/// been cut short, since it may also be a set of exactly that size. An answer holding more was not capped.
public struct AnswerCaps: Sendable, Equatable {
    /// `search.php?f=X`.
    public let letter: Int?
    /// `filter.php` and `list.php`.
    public let list: Int?

    public init(letter: Int?, list: Int?) {
        self.letter = letter
        self.list = list
    }

    /// The free test key's caps: 25 drinks a letter, 100 items a list.
    public static let freeKey = AnswerCaps(letter: 25, list: 100)
    /// A production key's answers are whole.
    public static let none = AnswerCaps(letter: nil, list: nil)

    public static func caps(for key: APIKey) -> AnswerCaps {
        key.isFreeTestKey ? .freeKey : .none
    }

    func isPossiblyTruncated(letterItemCount count: Int) -> Bool {
        letter == count
    }

    func isPossiblyTruncated(listItemCount count: Int) -> Bool {
        list == count
    }
}
