/// A language other than English that the API translates instructions into, by its ISO 639-1 code.
public enum InstructionsLanguage: String, Sendable, Hashable, CaseIterable {
    case italian = "it"
    case german = "de"
    case spanish = "es"
    case french = "fr"
}
