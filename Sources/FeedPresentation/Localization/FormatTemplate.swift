import Foundation

/// A localized template split once around its placeholders, `%@` and `%ld`, each maybe numbered (`%2$@`), and `%%`:
/// filled with texts and whole numbers without `String(format:)`, whose first call in a process costs more than
/// a short command's whole answer. A template with any other specifier, or arguments of other types, is formatted.
/// A word the language changes before a name (`WordsBeforeName`) is changed as the name is filled in.
struct FormatTemplate: Sendable {
    private enum Piece: Sendable {
        case text(String)
        case argument(Int, isInteger: Bool)
        case name(Int, after: MarkedWord)
    }

    private let template: String
    private let pieces: [Piece]?

    init(_ template: String, words: WordsBeforeName = .none) {
        self.template = template
        pieces = Self.pieces(of: template, words: words)
    }

    /// Each `%@` or `%ld` replaced by its argument, in order or by its number.
    func filled(with arguments: [any CVarArg]) -> String {
        let text = rendered { index, isInteger in
            guard arguments.indices.contains(index) else { return nil }
            switch (arguments[index], isInteger) {
            case let (argument as String, false): return argument
            case let (argument as Int, true): return String(argument)
            default: return nil
            }
        }
        return text ?? String(format: template, locale: nil, arguments: arguments)
    }

    /// Each `%@` replaced by its text: for a template filled for every drink of a large catalogue.
    func filled(with texts: [String]) -> String {
        let text = rendered { index, isInteger in !isInteger && texts.indices.contains(index) ? texts[index] : nil }
        return text ?? String(format: template, locale: nil, arguments: texts)
    }

    /// Nil when the template is not split, or an argument is missing or not of its specifier's type.
    private func rendered(_ argument: (_ index: Int, _ isInteger: Bool) -> String?) -> String? {
        guard let pieces else { return nil }
        var text = ""
        for piece in pieces {
            switch piece {
            case let .text(part): text += part
            case let .argument(index, isInteger):
                guard let value = argument(index, isInteger) else { return nil }
                text += value
            case let .name(index, word):
                guard let value = argument(index, false) else { return nil }
                text += word.text(before: value)
                text += value
            }
        }
        return text
    }

    /// Nil when the template holds a `%` that is none of the specifiers above.
    private static func pieces(of template: String, words: WordsBeforeName) -> [Piece]? {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(template)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            // String's own append, not the generic `+=`, whose first use looks up a conformance at run time.
            literal.append(contentsOf: rest[..<percent])
            rest = rest[rest.index(after: percent)...]
            if rest.hasPrefix("%") {
                literal += "%"
                rest = rest.dropFirst()
                continue
            }
            var index = next
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix("$"), let number = Int(digits), number > 0 {
                index = number - 1
                rest = rest.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            let isInteger: Bool
            if rest.hasPrefix("@") {
                isInteger = false
                rest = rest.dropFirst()
            } else if rest.hasPrefix("ld") {
                isInteger = true
                rest = rest.dropFirst(2)
            } else {
                return nil
            }
            if !isInteger, let (kept, word) = words.markedWord(endingWith: literal) {
                pieces.append(.text(kept))
                pieces.append(.name(index, after: word))
            } else {
                pieces.append(.text(literal))
                pieces.append(.argument(index, isInteger: isInteger))
            }
            literal = ""
        }
        literal.append(contentsOf: rest)
        pieces.append(.text(literal))
        return pieces
    }
}
