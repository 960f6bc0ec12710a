/// `key=value` pairs split at `separator`.
func keyValues(_ text: String, separator: Character) throws -> [String: String] {
    try text.split(separator: separator).reduce(into: [:]) { pairs, pair in
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, pairs[String(parts[0])] == nil else { throw ReadBackFailure("a bad or repeated key in \(text)") }
        pairs[String(parts[0])] = String(parts[1])
    }
}
