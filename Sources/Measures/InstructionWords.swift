/// The words of a recipe's instructions, lowercased, to read what the instructions do. Read byte by byte: `String`
/// comparisons look up conformances at run time on first use, which costs a recipe more than reading all its measures.
struct InstructionWords {
    let words: [[UInt8]]

    init(_ text: String) {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            if Self.isLetter(byte) {
                word.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            } else if !word.isEmpty {
                words.append(word)
                word = []
            }
        }
        if !word.isEmpty { words.append(word) }
        self.words = words
    }

    /// Whether any word is one of `candidates` exactly.
    func hasAny(of candidates: [String]) -> Bool {
        let candidates = candidates.map { Array($0.utf8) }
        return words.contains { candidates.contains($0) }
    }

    /// Whether any word is `word` and `accepted` holds for the words before and after it (nil at either end).
    func has(_ word: String, where accepted: (_ before: String?, _ after: String?) -> Bool) -> Bool {
        let target = Array(word.utf8)
        return words.indices.contains { index in
            words[index] == target && accepted(text(at: index - 1), text(at: index + 1))
        }
    }

    private func text(at index: Int) -> String? {
        words.indices.contains(index) ? String(decoding: words[index], as: UTF8.self) : nil
    }

    /// ASCII letters, and every byte of a character beyond ASCII ("crème"), so that such a word stays whole.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte >= 0x80
    }
}
