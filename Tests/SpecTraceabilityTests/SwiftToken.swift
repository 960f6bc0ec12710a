/// A piece of Swift source as the compiler sees it: comments are gone, and a string literal is one token,
/// so that text inside a comment or a string can never pass for code.
enum SwiftToken: Equatable {
    case identifier(String)
    /// One character of punctuation or an operator: `@`, `(`, `)`, `{`, `}`, `,`, `.`, `:` and the rest.
    case punctuation(Character)
    /// A string literal's text between its quotes, escapes as written; an interpolation reads `\(…)`.
    case string(String)
    /// `#if`, `#elseif`, `#else` or `#endif`, without the `#`.
    case conditionalCompilation(String)
}

extension SwiftToken {
    /// The tokens of `source`. Regex literals are not understood: a `"` inside one would start a string.
    static func tokens(in source: String) -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        var tokens: [SwiftToken] = []
        while let token = lexer.next() {
            tokens.append(token)
        }
        return tokens
    }
}

private struct SwiftLexer {
    private let characters: [Character]
    private var index = 0

    init(_ source: String) {
        characters = Array(source)
    }

    mutating func next() -> SwiftToken? {
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if starts(with: "//") {
                skipLineComment()
            } else if starts(with: "/*") {
                skipBlockComment()
            } else if let hashes = rawStringHashes() {
                return .string(readString(hashes: hashes))
            } else if character == "#", let directive = conditionalCompilationDirective() {
                return .conditionalCompilation(directive)
            } else if character.isLetter || character == "_" {
                return .identifier(readIdentifier())
            } else {
                index += 1
                return .punctuation(character)
            }
        }
        return nil
    }

    private func starts(with text: String) -> Bool {
        var position = index
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    private mutating func skipLineComment() {
        while index < characters.count, !characters[index].isNewline {
            index += 1
        }
    }

    /// Swift's block comments nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < characters.count {
            if starts(with: "/*") {
                depth += 1
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// How many `#`s open the string literal that starts here (0 for a plain `"`), or nil when none starts here.
    private func rawStringHashes() -> Int? {
        var position = index
        while position < characters.count, characters[position] == "#" {
            position += 1
        }
        guard position < characters.count, characters[position] == "\"" else { return nil }
        return position - index
    }

    private mutating func conditionalCompilationDirective() -> String? {
        var position = index + 1
        var word = ""
        while position < characters.count, characters[position].isLetter {
            word.append(characters[position])
            position += 1
        }
        guard ["if", "elseif", "else", "endif"].contains(word) else { return nil }
        index = position
        return word
    }

    private mutating func readIdentifier() -> String {
        var identifier = ""
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
            identifier.append(characters[index])
            index += 1
        }
        return identifier
    }

    /// Reads a string literal from its opening `#`s and quotes to its closing ones, interpolations included.
    private mutating func readString(hashes: Int) -> String {
        let rawDelimiter = String(repeating: "#", count: hashes)
        index += hashes
        let quotes = opensMultilineString() ? "\"\"\"" : "\""
        index += quotes.count
        let closing = quotes + rawDelimiter
        let escape = "\\" + rawDelimiter
        var text = ""
        while index < characters.count {
            if starts(with: closing) {
                index += closing.count
                return text
            }
            // An unterminated single-line string ends at its line, as the compiler reads it.
            if quotes.count == 1, characters[index].isNewline {
                return text
            }
            if starts(with: escape) {
                index += escape.count
                guard index < characters.count else { break }
                if characters[index] == "(" {
                    index += 1
                    skipInterpolation()
                    text += "\\(…)"
                } else {
                    text += "\\" + String(characters[index])
                    index += 1
                }
                continue
            }
            text.append(characters[index])
            index += 1
        }
        return text
    }

    /// `"""` opens a multi-line string only when nothing but spaces follows it on its line: `#""""#` is `""`.
    private func opensMultilineString() -> Bool {
        guard starts(with: "\"\"\"") else { return false }
        var position = index + 3
        while position < characters.count, characters[position] == " " || characters[position] == "\t" {
            position += 1
        }
        return position == characters.count || characters[position].isNewline
    }

    /// Skips the code of an interpolation, whose strings may hold parentheses, up to its closing `)`.
    private mutating func skipInterpolation() {
        var depth = 1
        while depth > 0, let token = next() {
            if token == .punctuation("(") { depth += 1 }
            if token == .punctuation(")") { depth -= 1 }
        }
    }
}
