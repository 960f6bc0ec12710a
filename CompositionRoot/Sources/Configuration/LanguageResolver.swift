import FeedPresentation

/// Picks the interface language from the POSIX locale variables, as `gettext` would.
enum LanguageResolver {
    /// The first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set decides; a language
    /// dringo does not speak, `C` or `POSIX` means English.
    static func language(from environment: [String: String]) -> Language {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment.nonEmpty(variable) {
                return Language(localeIdentifier: value) ?? .english
            }
        }
        return .english
    }
}
