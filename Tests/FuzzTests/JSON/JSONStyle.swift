import TestSupport

/// How a document is spelled, not what it says: every style writes the same JSON value, so a
/// decoder must read them all alike. Hand-written decoders often trip over the rarer spellings.
struct JSONStyle: Equatable, Sendable, CustomStringConvertible {
    /// JSON whitespace written around every structural character.
    var spacing = ""
    /// Every non-ASCII scalar as `\uXXXX`, astral ones as a surrogate pair.
    var escapesNonASCII = false
    /// Every `/` as `\/`, which JSON allows and nobody writes.
    var escapesSolidus = false

    static let compact = JSONStyle()

    static func random(using generator: inout SplitMix64) -> JSONStyle {
        JSONStyle(
            spacing: generator.pick(["", " ", "\n", "\t", "\r\n  ", " \t\n\r"]),
            escapesNonASCII: generator.oneIn(2),
            escapesSolidus: generator.oneIn(2)
        )
    }

    var description: String {
        "style(spacing: \(spacing.unicodeScalars.map { "U+\(String($0.value, radix: 16))" }), escapesNonASCII: \(escapesNonASCII), escapesSolidus: \(escapesSolidus))"
    }
}
