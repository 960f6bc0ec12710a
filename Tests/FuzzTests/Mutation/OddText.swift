import TestSupport

/// Strings that are valid JSON strings yet odd for whoever reads them: blank in every way the
/// API and Unicode know, full of terminal controls or bidi overrides, very long, or near misses.
enum OddText {
    static func any(using generator: inout SplitMix64) -> String {
        switch generator.int(below: 8) {
        case 0: generator.pick(blanks)
        case 1: generator.pick(controls)
        case 2: generator.pick(unicode)
        case 3: long(using: &generator)
        case 4: generator.pick(nearMisses)
        default: generator.pick(blanks + controls + unicode + nearMisses)
        }
    }

    /// What the API sends for an empty slot, and what else Unicode counts as nothing.
    static let blanks = ["", " ", "\n", "\t", " \t\r\n ", "\u{A0}", "\u{2028}", "\u{3000}", "\u{85}", "\u{200B}", "\u{FEFF}"]

    static let controls = [
        "\0", "a\0b", "\u{1B}[31mred\u{1B}[0m", "\u{1B}]0;pwned\u{7}", "\u{1B}[2J\u{1B}[H", "\u{7}\u{8}\u{7F}",
        "\u{9B}31m", "tab\there", "line\nbreak", "\r\rcarriage", "\u{1B}", "trailing\u{1B}[",
    ]

    static let unicode = [
        "\u{202E}gpj.exe\u{202C}", "\u{2066}isolate\u{2069}", "\u{200F}rtl", "e\u{301}\u{301}\u{301}",
        "\u{1F378}\u{1F379}", "ｍａｒｇａｒｉｔａ", "Márgarita", "MARGARITA", "margarita", "  Margarita  ",
        "Tommy's Margarita & Co", "\u{FFFD}", "\u{10FFFF}", "𝓜𝓪𝓻𝓰𝓪𝓻𝓲𝓽𝓪",
    ]

    static let nearMisses = [
        "null", "None Found", "11007", "-1", "0", "٣٤٥", "１２", "0x1F", "1e3", "+5", "11007 ", " 11007",
        "true", "[]", "{}", "\"quoted\"", "\\", "drinks",
    ]

    /// Up to 64 KB, enough to find quadratic work without slowing the suite down.
    static func long(using generator: inout SplitMix64) -> String {
        generator.pick(longTexts)
    }

    /// Made once: building 64 KB strings for every mutant would cost more than decoding them.
    /// Controls stop at 4 KB, since escaping them byte by byte is slow in a debug build.
    private static let longTexts: [String] =
        ["a", " ", "é", "\u{202E}", "\u{1F378}"].flatMap { unit in
            [256, 4_096, 65_536].map { String(repeating: unit, count: $0 / unit.utf8.count) }
        }
        + ["\u{1B}[0m", "\n", "\u{0}"].flatMap { unit in
            [256, 4_096].map { String(repeating: unit, count: $0 / unit.utf8.count) }
        }
}
