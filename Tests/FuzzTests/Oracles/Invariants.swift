import Foundation

/// What every delivered value must satisfy, whatever the body was.
enum Invariants {
    /// Non-empty and without surrounding whitespace, as every name the mappers deliver must be.
    static func isTrimmedText(_ text: String) -> Bool {
        !text.isEmpty && text == text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An absolute HTTP or HTTPS URL with a host.
    static func isWebURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host else { return false }
        return (scheme == "http" || scheme == "https") && !host.isEmpty
    }

    /// A short account of how two lists differ, for a failure message that would otherwise print hundreds of items.
    static func difference<Element: Equatable>(_ actual: [Element]?, _ expected: [Element]?) -> String {
        guard let actual, let expected else {
            return
                "delivered \(actual.map { "\($0.count) elements" } ?? "a refusal"), expected \(expected.map { "\($0.count) elements" } ?? "a refusal")"
        }
        if let index = zip(actual, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            return "element #\(index) is \(actual[index]), expected \(expected[index])"
        }
        return "delivered \(actual.count) elements, expected \(expected.count)"
    }
}
