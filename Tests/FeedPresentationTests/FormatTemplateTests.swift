import Foundation
import Testing

@testable import FeedPresentation

struct FormatTemplateTests {
    @Test("every shipped template, in every language, fills as Foundation's String(format:) formats it", arguments: Language.allCases)
    func shippedTemplates_fillAsStringFormat(language: Language) throws {
        let localizer = Localizer(language: language)
        var checked = 0
        for table in localizer.tables {
            for key in localizer.keys(in: table).sorted() {
                let template = localizer.string(key, table: table)
                guard template.contains("%") else { continue }
                let arguments = Self.sampleArguments(for: template)

                #expect(
                    FormatTemplate(template).filled(with: arguments) == String(format: template, locale: nil, arguments: arguments),
                    "\(language) \(table.rawValue) \(key)")
                checked += 1
            }
        }
        #expect(checked > 100, "templates with placeholders were found")
    }

    @Test(
        "placeholders in order, numbered, repeated and escaped fill as String(format:) does",
        arguments: [
            ("%@ and %@", ["a", "b"] as [any CVarArg & Sendable]),
            ("%2$@ before %1$@", ["a", "b"]),
            ("%1$@, %1$@ again", ["a"]),
            ("%ld drinks, 100%%", [42]),
            ("%1$@: %2$ld of %3$ld", ["gin", 3, 7]),
            ("%@%%", ["25"]),
            ("no placeholder", []),
        ])
    func placeholders_fillAsStringFormat(template: String, sendableArguments: [any CVarArg & Sendable]) {
        let arguments: [any CVarArg] = sendableArguments.map { $0 }
        #expect(FormatTemplate(template).filled(with: arguments) == String(format: template, locale: nil, arguments: arguments))
    }

    @Test("a specifier it does not split, or an argument of another type, is left to String(format:)")
    func otherSpecifiers_areFormatted() {
        #expect(FormatTemplate("%.1f ml").filled(with: [2.5]) == "2.5 ml")
        #expect(FormatTemplate("%d and %@").filled(with: [3, "x"]) == "3 and x")
        #expect(FormatTemplate("%ld").filled(with: [Int32(7)]) == String(format: "%ld", locale: nil, arguments: [Int32(7)]))
    }

    @Test("texts fill a template of %@ without boxing them")
    func texts_fillTemplate() {
        #expect(FormatTemplate("%1$@ for %2$@").filled(with: ["lemon", "Lemon Juice"]) == "lemon for Lemon Juice")
    }

    /// A text for each `%@` and a number for each `%ld`, at the position each names.
    private static func sampleArguments(for template: String) -> [any CVarArg] {
        var kinds: [Int: Bool] = [:]
        var next = 0
        let scanner = Array(template)
        var index = 0
        while index < scanner.count {
            defer { index += 1 }
            guard scanner[index] == "%", index + 1 < scanner.count else { continue }
            if scanner[index + 1] == "%" {
                index += 1
                continue
            }
            var position = next
            var cursor = index + 1
            var digits = ""
            while cursor < scanner.count, scanner[cursor].isNumber {
                digits.append(scanner[cursor])
                cursor += 1
            }
            if !digits.isEmpty, cursor < scanner.count, scanner[cursor] == "$", let number = Int(digits) {
                position = number - 1
                cursor += 1
            } else {
                next += 1
            }
            kinds[position] = cursor < scanner.count && scanner[cursor] == "l"
        }
        return (0..<(kinds.keys.max().map { $0 + 1 } ?? 0)).map { position -> any CVarArg in
            kinds[position] == true ? position * 11 + 2 : "‹text \(position)›"
        }
    }
}
