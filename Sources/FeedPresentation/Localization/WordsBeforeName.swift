/// How a word a message puts right before a name changes with the sound the name starts with: French "de" is "d'"
/// before "Orange juice", Spanish "y" is "e" before "higos" but stays before "hielo", and "o" is "u" before "Oporto".
///
/// The rules are a language's data, its Shared table's `WORDS_BEFORE_A_NAME`: rules separated by "; ", each
/// `word→form word→form: start start -exception`, where a start is how the name begins (lower case) and an exception
/// a longer beginning the rule skips ("-hie": "y hielo" keeps its "y"). A form ending in an apostrophe joins the name
/// with no space. "-" is a language that changes no word. A message marks a name for the rule by writing one of the
/// words, and a space, right before its placeholder, or before the quotation mark that opens it.
struct WordsBeforeName: Sendable {
    struct Change: Sendable, Equatable {
        let word: String
        let form: String
        let starts: [String]
        let exceptions: [String]

        /// What stands before `name`: the word as written, or its changed form.
        func text(before name: Substring) -> String {
            let beginning = name.prefix(4).lowercased()
            let changes =
                starts.contains { beginning.hasPrefix($0) } && !exceptions.contains { beginning.hasPrefix($0) }
            guard changes else { return word + " " }
            return form.hasSuffix("'") || form.hasSuffix("’") ? form : form + " "
        }
    }

    static let none = WordsBeforeName(changes: [], openingQuote: "")

    let changes: [Change]
    /// The marks that open a quoted name, `QUOTED_NAME` up to its placeholder: the rule looks past them.
    let openingQuote: String

    private init(changes: [Change], openingQuote: String) {
        self.changes = changes
        self.openingQuote = openingQuote
    }

    init(rules: String, quotedName: String) {
        let changes = rules.components(separatedBy: "; ").flatMap { rule -> [Change] in
            let parts = rule.components(separatedBy: ": ")
            guard parts.count == 2 else { return [] }
            let beginnings = parts[1].split(separator: " ")
            let starts = beginnings.filter { !$0.hasPrefix("-") }.map { $0.lowercased() }
            let exceptions = beginnings.filter { $0.hasPrefix("-") }.map { $0.dropFirst().lowercased() }
            return parts[0].split(separator: " ").compactMap { pair in
                let words = pair.split(separator: "→", omittingEmptySubsequences: false)
                guard words.count == 2, !words[0].isEmpty, !words[1].isEmpty else { return nil }
                return Change(word: String(words[0]), form: String(words[1]), starts: starts, exceptions: exceptions)
            }
        }
        let opening = quotedName.components(separatedBy: "%@").first ?? ""
        self.init(changes: changes, openingQuote: changes.isEmpty ? "" : opening)
    }

    /// A word marked at the end of `literal`, the text before a placeholder: for "à la place de ", the text
    /// "à la place " it keeps and the word that takes `de→d'`.
    func markedWord(endingWith literal: String) -> (kept: String, word: MarkedWord)? {
        guard !changes.isEmpty else { return nil }
        let quote = !openingQuote.isEmpty && literal.hasSuffix(openingQuote) ? openingQuote : ""
        let beforeQuote = literal.dropLast(quote.count)
        for change in changes where beforeQuote.hasSuffix(change.word + " ") {
            let kept = beforeQuote.dropLast(change.word.count + 1)
            guard kept.isEmpty || kept.last == " " else { continue }
            return (String(kept), MarkedWord(change: change, quote: quote, openingQuote: openingQuote))
        }
        return nil
    }
}

/// A word a message marks before a name, and the quotation mark between them, if any.
struct MarkedWord: Sendable, Equatable {
    let change: WordsBeforeName.Change
    let quote: String
    let openingQuote: String

    /// The word, changed or not, and the quotation mark, for `name`, which may open with the quotation mark itself.
    func text(before name: String) -> String {
        let unquoted = !openingQuote.isEmpty && name.hasPrefix(openingQuote) ? name.dropFirst(openingQuote.count) : Substring(name)
        return change.text(before: unquoted) + quote
    }
}
