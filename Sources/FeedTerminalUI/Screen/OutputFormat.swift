/// How a text or JSON command prints.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
}
