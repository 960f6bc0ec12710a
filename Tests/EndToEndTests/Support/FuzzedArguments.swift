import TestSupport

/// A random argument vector for dringo: its commands, options and values mixed with the words a careless
/// or hostile caller passes — empty words, control bytes, bytes that are not UTF-8, and words of
/// 100,000 characters. Each word is raw bytes, as argv carries them; none holds a NUL, which argv cannot.
struct FuzzedArguments: Sendable, CustomStringConvertible {
    let words: [[UInt8]]

    /// Half the vectors are a command called as its help page says, with a stranger word in one or two
    /// places, so that they reach the command itself; the other half are words thrown together.
    static func random(using random: inout SplitMix64) -> FuzzedArguments {
        var words = random.oneIn(2) ? wellFormed(using: &random) : thrownTogether(using: &random)
        // The demo answers in the process, so a run that gets past the parser reaches the command's own output.
        if random.oneIn(3) {
            words.insert(Array("--demo".utf8), at: random.int(in: 0...words.count))
        }
        // Long words are few per run, so that a vector stays far below the system's limit on argv.
        var longWords = 0
        return FuzzedArguments(
            words: words.filter { word in
                guard word.count > 1000 else { return true }
                longWords += 1
                return longWords <= 3
            })
    }

    private static func thrownTogether(using random: inout SplitMix64) -> [[UInt8]] {
        var words: [[UInt8]] = []
        // Mostly a command first, since that is where every other word is read.
        if !random.oneIn(5) { words.append(Array(random.pick(commands).utf8)) }
        for _ in 0..<random.int(in: 0...6) {
            words.append(word(using: &random))
        }
        return words
    }

    private static func wellFormed(using random: inout SplitMix64) -> [[UInt8]] {
        let (command, operands, options) = random.pick(grammar)
        var words = [Array(command.utf8)]
        for operand in operands {
            let repeats = operand == ingredientOperand ? random.int(in: 1...3) : 1
            for _ in 0..<repeats {
                let value = random.oneIn(4) ? stranger(using: &random) : Array(random.pick(operand).utf8)
                if value.first == UInt8(ascii: "-"), random.oneIn(2) { words.append(Array("--".utf8)) }
                words.append(value)
            }
        }
        for (option, values) in options where random.oneIn(2) {
            guard !values.isEmpty else {
                words.insert(Array(option.utf8), at: random.int(in: 1...words.count))
                continue
            }
            let value = random.oneIn(4) ? stranger(using: &random) : Array(random.pick(values).utf8)
            words += [Array(option.utf8), value]
        }
        return words
    }

    /// A word no command expects there.
    private static func stranger(using random: inout SplitMix64) -> [UInt8] {
        switch random.int(below: 4) {
        case 0: random.pick(hostileWords)
        case 1: controlBytes(using: &random)
        case 2: notUTF8(using: &random)
        default: longWord(using: &random)
        }
    }

    private static func word(using random: inout SplitMix64) -> [UInt8] {
        switch random.int(below: 10) {
        case 0: Array(random.pick(commands).utf8)
        case 1, 2: Array(random.pick(options).utf8)
        case 3: Array((random.pick(optionsTakingValues) + "=" + random.pick(values)).utf8)
        case 4, 5: Array(random.pick(values).utf8)
        default: stranger(using: &random)
        }
    }

    private static let nameOperand = ["margarita", "Margarita", "11007", "15346", "0011007", "Tommy's Margarita & Co", "-odd", "negroni"]
    private static let ingredientOperand = ["gin", "Lime juice", " Lime Juice ", "tonic water", "-lime", "Salt"]
    // Mostly good values, so that most such vectors get past the parser; a bad one now and then.
    private static let formats = ["text", "json", "json", "xml"]
    private static let languages = ["en", "it", "it", "fr"]
    private static let counts = ["1", "3", "15", "2", "0", "16", "-1", "99999999999999999999"]
    /// Each command with its operands' words and its options' values, as `dringo --help` lists them.
    private static let grammar: [(command: String, operands: [[String]], options: [(String, [String])])] = [
        ("feed", [], [("--offline", []), ("--format", formats), ("--limit", counts), ("--lang", languages)]),
        ("ingredients", [nameOperand], [("--format", formats), ("--lang", languages)]),
        ("image", [nameOperand], [("--output", ["out.jpg", "-", "sub/out.jpg"]), ("--lang", languages)]),
        ("cache", [["info", "validate", "clear", "purge"]], [("--lang", languages)]),
        ("sync", [], [("--lang", languages)]),
        ("search", [["marg", "gin", "ä", "11007"]], [("--format", formats), ("--limit", counts), ("--lang", languages)]),
        ("recipe", [nameOperand], [("--format", formats), ("--lang", languages)]),
        ("random", [], [("--format", formats), ("--lang", languages)]),
        ("bar", [["add", "remove"], ingredientOperand], [("--format", formats), ("--lang", languages)]),
        ("bar", [["list", "clear"]], [("--format", formats), ("--lang", languages)]),
        ("makeable", [], [("--missing", counts), ("--format", formats), ("--limit", counts), ("--strict", []), ("--lang", languages)]),
        (
            "shopping", [],
            [("--format", formats), ("--limit", counts), ("--staples", ["on", "off", "off", "maybe"]), ("--lang", languages)]
        ),
        ("completions", [["bash", "zsh", "fish", "tcsh"]], [("--lang", languages)]),
        ("help", [commands], [("--lang", languages)]),
    ]

    private static let commands = [
        "feed", "ingredients", "image", "cache", "sync", "search", "recipe", "random", "bar", "makeable", "shopping", "completions", "help",
    ]
    private static let options = [
        "--offline", "--format", "--limit", "--lang", "--output", "--missing", "--help", "-h", "--version", "-V", "--demo", "--", "-",
        "--bogus", "--limt",
    ]
    private static let optionsTakingValues = ["--format", "--limit", "--lang", "--output", "--missing"]
    private static let values = [
        "text", "json", "xml", "en", "it", "fr", "0", "1", "3", "15", "16", "-1", "99999999999999999999", "1e3", "margarita",
        "Margarita", "11007", "15346", "0011007", "Tommy's Margarita & Co", "gin", "Lime juice", "info", "validate", "clear", "add",
        "remove", "list", "bash", "zsh", "fish", "out.jpg", "-", "fed",
    ]
    private static let hostileWords: [[UInt8]] = [
        [], Array(" ".utf8), Array("\t\n".utf8), Array("🍸".utf8), Array("e\u{301}\u{301}\u{301}".utf8), Array("\u{202E}enogen".utf8),
        Array("\u{FEFF}feed".utf8), Array("%@%d%n%s".utf8), Array("--lang=".utf8), Array("--=x".utf8), Array("=".utf8),
    ]

    /// A word with C0 and C1 controls and escape sequences in it, some of them unfinished.
    private static func controlBytes(using random: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [
            [0x1B], Array("\u{1B}[2J".utf8), Array("\u{1B}]0;title\u{07}".utf8), Array("\u{1B}[31m".utf8), [0x07], [0x08], [0x0D],
            [0x7F], Array("\u{9B}".utf8), Array("\u{85}".utf8), Array("gin".utf8), Array("feed".utf8),
        ]
        return (0..<random.int(in: 1...5)).flatMap { _ in random.pick(pieces) }
    }

    /// A word that is not UTF-8: stray continuation bytes, cut sequences, overlong forms, surrogates.
    private static func notUTF8(using random: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [
            [0xFF], [0xFE], [0x80], [0x9B], [0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], Array("gin".utf8),
        ]
        return (0..<random.int(in: 1...4)).flatMap { _ in random.pick(pieces) }
    }

    /// 100,000 characters, or 100,000 bytes of a character that takes two.
    private static func longWord(using random: inout SplitMix64) -> [UInt8] {
        switch random.int(below: 4) {
        case 0: [UInt8](repeating: UInt8(ascii: "a"), count: 100_000)
        case 1: Array(String(repeating: "é", count: 50_000).utf8)
        case 2: Array(("--limit=" + String(repeating: "9", count: 100_000)).utf8)
        default: Array(String(repeating: "\u{1B}[", count: 50_000).utf8)
        }
    }

    /// Each word as Swift would write it, with bytes that are not UTF-8 as `\x`, and long words cut short.
    var description: String {
        "[" + words.map(Self.describe).joined(separator: ", ") + "]"
    }

    private static func describe(_ word: [UInt8]) -> String {
        let shown = word.count > 40 ? Array(word.prefix(20)) : word
        var text = ""
        var index = 0
        while index < shown.count {
            if let (scalar, length) = decodeScalar(shown, at: index) {
                text +=
                    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
                index += length
            } else {
                text += "\\x" + String(shown[index], radix: 16)
                index += 1
            }
        }
        return "\"" + text + "\"" + (word.count > 40 ? " (\(word.count) bytes)" : "")
    }

    private static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        for length in 1...4 where index + length <= bytes.count {
            if let text = String(validating: bytes[index..<index + length], as: UTF8.self), let scalar = text.unicodeScalars.first {
                return (scalar, length)
            }
        }
        return nil
    }
}
