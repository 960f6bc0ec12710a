/// Walks the arguments once, handing out option values.
struct ArgumentCursor {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    mutating func next() -> String? {
        remaining.popFirst()
    }

    mutating func value(for option: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = remaining.popFirst() else { throw .missingValue(option: option) }
        return value
    }
}
