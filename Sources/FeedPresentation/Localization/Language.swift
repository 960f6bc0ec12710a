/// A language dringo speaks in full: one whose `.strings` tables are compiled in, in a folder named
/// `<code>.lproj`. Adding a language adds a folder, and no code: the list is read from the tables.
public struct Language: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The ISO 639-1 code, such as `de`.
    public let rawValue: String

    /// The language of `code`, if dringo has its tables.
    public init?(rawValue code: String) {
        guard Self.codes.contains(code) else { return nil }
        rawValue = code
    }

    private init(uncheckedCode code: String) {
        rawValue = code
    }

    /// The language the tables are written in first, and the one dringo falls back to.
    public static let english = Language(uncheckedCode: "en")

    /// Every language dringo speaks: English first, then the others by code.
    public static let allCases: [Language] = codes.sorted { ($0 == english.rawValue ? "" : $0) < ($1 == english.rawValue ? "" : $1) }
        .map(Language.init(uncheckedCode:))

    private static let codes: Set<String> = Set(
        EmbeddedResources.paths.compactMap { path in
            guard let folder = path.split(separator: "/").first, folder.hasSuffix(".lproj") else { return nil }
            return String(folder.dropLast(".lproj".count))
        })

    /// The language a POSIX locale name such as `it_IT.UTF-8` asks for, if dringo speaks it.
    public init?(localeIdentifier: String) {
        let code =
            localeIdentifier
            .prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
            .lowercased()
        self.init(rawValue: code)
    }
}

extension Language {
    /// The language the POSIX locale variables ask for, as `gettext` reads them: the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set and not empty decides; a language dringo does not speak, `C` or `POSIX` means English.
    public init(localeEnvironment environment: [String: String]) {
        let chosen = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self = chosen.flatMap(Language.init(localeIdentifier:)) ?? .english
    }
}
