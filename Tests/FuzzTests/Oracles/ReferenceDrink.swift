import Foundation

/// What the contract's mapping rules make of one drink, read from the mutant's own document
/// rather than through the decoder under test.
struct ReferenceDrink {
    let members: JSONValue

    /// A string member with surrounding whitespace removed; nil when missing, of another type or blank.
    func text(_ name: String) -> String? {
        guard case let .string(raw)? = members[name] else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// An all-ASCII-digit string that fits `Int`, or a JSON number whose value is a whole number in `0...Int.max`.
    func identifier(_ name: String) -> Int? {
        switch members[name] {
        case let .string(text)?:
            guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            return Int(text)
        case let .number(literal)?:
            guard let value = ReferenceNumber.integer(literal), value >= 0 else { return nil }
            return value
        default:
            return nil
        }
    }

    /// An absolute HTTP or HTTPS URL with a host.
    func webURL(_ name: String) -> URL? {
        guard let text = text(name), let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
