/// The languages dringo speaks in full.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case italian = "it"

    /// The language a POSIX locale name such as `it_IT.UTF-8` asks for, if dringo speaks it.
    public init?(localeIdentifier: String) {
        let code =
            localeIdentifier
            .prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
            .lowercased()
        self.init(rawValue: code)
    }
}
