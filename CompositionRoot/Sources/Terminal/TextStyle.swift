/// ANSI styling, or none: colour goes only to a terminal, and never when `NO_COLOR` is set.
struct TextStyle: Sendable {
    let isEnabled: Bool

    static let plain = TextStyle(isEnabled: false)

    func bold(_ text: String) -> String { styled(text, "1") }
    func dim(_ text: String) -> String { styled(text, "2") }
    func red(_ text: String) -> String { styled(text, "31") }
    func yellow(_ text: String) -> String { styled(text, "33") }

    private func styled(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
