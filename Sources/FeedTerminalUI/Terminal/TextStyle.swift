/// ANSI styling, or none: colour goes only to a terminal, and never when `NO_COLOR` is set.
public struct TextStyle: Sendable {
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public static let plain = TextStyle(isEnabled: false)

    public func bold(_ text: String) -> String { styled(text, "1") }
    public func dim(_ text: String) -> String { styled(text, "2") }
    public func red(_ text: String) -> String { styled(text, "31") }
    public func yellow(_ text: String) -> String { styled(text, "33") }

    private func styled(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
