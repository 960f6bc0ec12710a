import FeedPresentation
import Testing

@Suite("Localization")
struct LocalizationTests {
    private static let translations = Language.allCases.filter { $0 != .english }
    /// Every table shipped, as the English folder holds them: a new table is tested without being named here.
    private static let tables = Localizer(language: .english).tables

    // MARK: - The tables

    @Test("every table exists and holds strings in every language", arguments: Self.tables, Language.allCases)
    func table_existsAndIsNonEmpty(table: StringTable, language: Language) {
        #expect(!Localizer(language: language).keys(in: table).isEmpty, "\(language) has no \(table.rawValue) table, or it is empty")
    }

    @Test("LG-5: every table has the same keys in every language", arguments: Self.tables, translations)
    func table_hasSameKeysAsEnglish(table: StringTable, language: Language) {
        let english = Localizer(language: .english).keys(in: table)
        let translated = Localizer(language: language).keys(in: table)

        let missing = english.subtracting(translated).sorted()
        let extra = translated.subtracting(english).sorted()
        #expect(missing.isEmpty, "\(language) \(table.rawValue) lacks: \(missing.joined(separator: ", "))")
        #expect(extra.isEmpty, "\(language) \(table.rawValue) has keys English lacks: \(extra.joined(separator: ", "))")
    }

    @Test("LG-5: no value is empty", arguments: Self.tables, Language.allCases)
    func table_hasNoEmptyValue(table: StringTable, language: Language) {
        let localizer = Localizer(language: language)

        let empty = localizer.keys(in: table).filter { localizer.string($0, table: table).allSatisfy(\.isWhitespace) }.sorted()

        #expect(empty.isEmpty, "\(language) \(table.rawValue) has empty values for: \(empty.joined(separator: ", "))")
    }

    @Test("LG-5: every translation has the same format specifiers as its English value", arguments: Self.tables, translations)
    func translation_hasSameFormatSpecifiersAsEnglish(table: StringTable, language: Language) {
        let english = Localizer(language: .english)
        let translated = Localizer(language: language)

        for key in english.keys(in: table).intersection(translated.keys(in: table)).sorted() {
            let expected = FormatSpecifiers.of(english.string(key, table: table))
            let actual = FormatSpecifiers.of(translated.string(key, table: table))
            #expect(actual == expected, "\(language) \(table.rawValue) \(key) has specifiers \(actual), English has \(expected)")
        }
    }

    // MARK: - The sources' keys

    @Test("the tables are found in the resources, the ones the sources name among them")
    func tables_areFound() {
        #expect(Self.tables.contains(.commandLine))
        #expect(Self.tables.contains(.bar))
        #expect(Self.tables.count >= 9)
    }

    @Test("every key the sources pass to string(_:table:) exists in that English table")
    func directlyUsedKey_existsInItsEnglishTable() throws {
        let uses = try SourceKeyUses.scan().directUses
        try #require(!uses.isEmpty, "found no localizer.string(\"KEY\", table: …) in \(SourceKeyUses.scannedFolders)")
        let english = Localizer(language: .english)

        let missing = uses.filter { use in
            // `.commandLine` is the table of `CommandLine.strings`.
            let table = StringTable(use.table.prefix(1).uppercased() + use.table.dropFirst())
            return !Self.tables.contains(table) || !english.keys(in: table).contains(use.key)
        }

        let names = missing.map { "\($0.key) (table .\($0.table), \($0.file))" }.sorted()
        #expect(names.isEmpty, "keys used but not in their English table: \(names.joined(separator: ", "))")
    }

    @Test("every key-shaped literal in the sources with a table key's prefix exists in an English table")
    func keyShapedLiteral_existsInAnEnglishTable() throws {
        let keys = allEnglishKeys()
        let prefixes = Set(keys.compactMap { $0.split(separator: "_").first.map(String.init) })

        let literals = try SourceKeyUses.scan().keyShapedLiterals.filter { literal in
            literal.split(separator: "_").first.map { prefixes.contains(String($0)) } ?? false
        }

        let missing = literals.subtracting(keys).sorted()
        #expect(missing.isEmpty, "keys named in the sources but in no English table: \(missing.joined(separator: ", "))")
    }

    @Test(
        "every key in the tables is used by the sources, but the words of commands, options and operands, which the table of commands reads"
    )
    func tableKey_isUsedBySources() throws {
        let scan = try SourceKeyUses.scan()
        let used = scan.keyShapedLiterals.union(scan.directUses.map(\.key))

        // Keys with a dot are read by path from the table of commands, which CommandTableTests holds them to; the
        // vocabulary's and the ingredient names' keys are TheCocktailDB's own words, which the acceptance tests hold to
        // the real catalogue; the measure words' are the English words a rewritten measure writes (LG-15), and the
        // plurals' the counted ingredients' names (LG-24).
        let english = Localizer(language: .english)
        let vocabulary = english.keys(in: .vocabulary).union(english.keys(in: .ingredientNames))
            .union(english.keys(in: .measureWords)).union(english.keys(in: .ingredientPlurals))
        let dead = allEnglishKeys().filter { !$0.contains(".") }.subtracting(vocabulary).subtracting(used).sorted()

        #expect(dead.isEmpty, "keys no source uses: \(dead.joined(separator: ", "))")
    }

    // MARK: - The localizer

    @Test("Localizer finds the resource bundle in every language", arguments: Language.allCases)
    func localizer_findsResourceBundle(language: Language) {
        #expect(Localizer(language: language).string("FEED_VIEW_TITLE", table: .feed) != "FEED_VIEW_TITLE")
    }

    @Test("Localizer delivers the key itself on an unknown key")
    func localizer_deliversKeyOnUnknownKey() {
        let sut = Localizer(language: .english)

        #expect(sut.string("NO_SUCH_KEY", table: .feed) == "NO_SUCH_KEY")
        #expect(sut.string("NO_SUCH_KEY", table: .feed, "an argument") == "NO_SUCH_KEY")
    }

    @Test("Localizer delivers the key itself on a key of another table")
    func localizer_deliversKeyOnKeyOfAnotherTable() {
        #expect(Localizer(language: .english).string("FEED_VIEW_TITLE", table: .shared) == "FEED_VIEW_TITLE")
    }

    // MARK: - Helpers

    private func allEnglishKeys() -> Set<String> {
        let english = Localizer(language: .english)
        return Self.tables.reduce(into: []) { $0.formUnion(english.keys(in: $1)) }
    }
}
