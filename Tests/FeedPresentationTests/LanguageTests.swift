import FeedPresentation
import Foundation
import Testing

@Suite("Language")
struct LanguageTests {
    @Test(
        "LG-2: init(localeIdentifier:) reads the language from a POSIX locale name",
        arguments: [
            ("it_IT.UTF-8", Language.italian),
            ("it", .italian),
            ("it-IT", .italian),
            ("it_IT@euro", .italian),
            ("IT_it", .italian),
            ("en_GB", .english),
            ("en_US.UTF-8", .english),
            ("de_DE.UTF-8", .german),
            ("de_AT", .german),
            ("es_ES.UTF-8", .spanish),
            ("es_MX", .spanish),
            ("fr_FR.UTF-8", .french),
            ("fr_CA", .french),
        ])
    func initLocaleIdentifier_readsLanguageFromPOSIXLocaleName(identifier: String, expected: Language) {
        #expect(Language(localeIdentifier: identifier) == expected)
    }

    @Test(
        "LG-2: init(localeIdentifier:) reads every language dringo speaks from the forms a locale name takes", arguments: Language.allCases)
    func initLocaleIdentifier_readsEveryLanguage(language: Language) {
        let code = language.rawValue

        for identifier in [code, "\(code)_XX.UTF-8", "\(code)-XX", "\(code)_XX@euro", "\(code.uppercased())_xx"] {
            #expect(Language(localeIdentifier: identifier) == language, "\(identifier)")
        }
    }

    @Test(
        "init(localeIdentifier:) delivers nil on a locale dringo does not speak",
        arguments: ["C", "C.UTF-8", "POSIX"] + Language.unspokenLocales + ["", "italian", "i"])
    func initLocaleIdentifier_deliversNilOnUnspokenLocale(identifier: String) {
        #expect(Language(localeIdentifier: identifier) == nil)
    }

    @Test("dringo speaks English, German, Spanish, French and Italian, English first")
    func allCases_areTheFiveShippedLanguagesEnglishFirst() {
        let codes = Language.allCases.map(\.rawValue)

        #expect(codes.first == "en")
        #expect(Array(codes.dropFirst()) == codes.dropFirst().sorted(), "after English, the others by code: \(codes)")
        #expect(Set(["en", "de", "es", "fr", "it"]).isSubset(of: codes), "the five shipped languages are there: \(codes)")
    }

    @Test("LG-10: the languages are the .lproj folders of the module's resources, so a new language is a new folder")
    func allCases_areTheResourceFolders() throws {
        let resources = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Sources/FeedPresentation/Resources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".lproj") }
            .map { String($0.dropLast(".lproj".count)) }
        #expect(Set(Language.allCases.map(\.rawValue)) == Set(folders))
    }

    @Test("a code dringo has no tables for is no language")
    func initRawValue_deliversNilWithoutTables() {
        #expect(Language(rawValue: Language.unspokenCode) == nil)
        #expect(Language(rawValue: "EN") == nil)
        #expect(Language(rawValue: "en") == .english)
    }
}
