import Foundation

/// Looks up localized strings in one language, whatever the process locale says.
///
/// Linux Foundation has no `String(localized:)`, and `NSLocalizedString` follows the
/// process locale, so this reads the chosen `.lproj` table, compiled into the module.
public struct Localizer: Sendable {
    public let language: Language
    let localizedTables: LocalizedTables

    public init(language: Language) {
        self.language = language
        self.localizedTables = LocalizedTables(language)
    }

    /// The string for `key`; the key itself when the table lacks it, so a missing translation
    /// degrades to a readable identifier instead of a crash.
    public func string(_ key: String, table: StringTable) -> String {
        localizedTables.string(key, table: table.rawValue) ?? key
    }

    /// The string for `key` with `%@` / `%ld` placeholders filled in (`%ld` for an `Int`).
    public func string(_ key: String, table: StringTable, _ arguments: any CVarArg...) -> String {
        string(key, table: table, arguments: arguments)
    }

    public func string(_ key: String, table: StringTable, arguments: [any CVarArg]) -> String {
        template(key, table: table).filled(with: arguments)
    }

    /// The template for `key`, read once to be filled many times, with the language's words before a name.
    func template(_ key: String, table: StringTable) -> FormatTemplate {
        FormatTemplate(string(key, table: table), words: wordsBeforeName)
    }

    /// Whether `count` takes a message's singular form in this language: the counts `PLURAL_ONE` lists in the shared
    /// table ("1" in English, "0 1" in French), so that a language's plural rule comes with its tables.
    public func takesSingular(_ count: Int) -> Bool {
        string("PLURAL_ONE", table: .shared).split(separator: " ").contains { Int($0) == count }
    }

    /// `text` in this language's quotation marks, for names a list quotes.
    public func quoted(_ text: String) -> String {
        string("QUOTED_NAME", table: .shared, text)
    }

    /// Whether `table` holds `key` in this language, for words that some pages leave out.
    public func hasString(_ key: String, table: StringTable) -> Bool {
        localizedTables.string(key, table: table.rawValue) != nil
    }

    /// Every key of `table` in this language, for the completeness test.
    public func keys(in table: StringTable) -> Set<String> {
        localizedTables.keys(in: table.rawValue)
    }

    /// Every table shipped in this language, sorted by name, for the completeness test.
    public var tables: [StringTable] {
        localizedTables.tableNames().map(StringTable.init(rawValue:))
    }
}
