import Foundation

/// Looks up localized strings in one language, whatever the process locale says.
///
/// Linux Foundation has no `String(localized:)`, and `NSLocalizedString` follows the
/// process locale, so this reads the chosen `.lproj` table from the resource bundle.
public struct Localizer: Sendable {
    public let language: Language
    private let bundle: LocalizationBundle?

    public init(language: Language) {
        self.language = language
        self.bundle = LocalizationBundle.load(language)
    }

    /// The string for `key`; the key itself when a table is missing, so a broken
    /// installation degrades to readable identifiers instead of a crash.
    public func string(_ key: String, table: StringTable) -> String {
        bundle?.string(key, table: table.rawValue) ?? key
    }

    /// The string for `key` with `%@` / `%ld` placeholders filled in (`%ld` for an `Int`).
    public func string(_ key: String, table: StringTable, _ arguments: any CVarArg...) -> String {
        string(key, table: table, arguments: arguments)
    }

    public func string(_ key: String, table: StringTable, arguments: [any CVarArg]) -> String {
        String(format: string(key, table: table), locale: nil, arguments: arguments)
    }

    /// Whether `table` holds `key` in this language, for words that some pages leave out.
    public func hasString(_ key: String, table: StringTable) -> Bool {
        bundle?.string(key, table: table.rawValue) != nil
    }

    /// Every key of `table` in this language, for the completeness test.
    public func keys(in table: StringTable) -> Set<String> {
        bundle?.keys(in: table.rawValue) ?? []
    }

    /// Every table shipped in this language, sorted by name, for the completeness test.
    public var tables: [StringTable] {
        (bundle?.tableNames() ?? []).map(StringTable.init(rawValue:))
    }
}
