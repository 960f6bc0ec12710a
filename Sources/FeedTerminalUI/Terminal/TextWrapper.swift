/// Wraps prose to a width, word by word, keeping the text's own line breaks.
enum TextWrapper {
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = ""
            var lineLength = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                while word.count > width {
                    if lineLength > 0 {
                        lines.append(line)
                        line = ""
                        lineLength = 0
                    }
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                if word.isEmpty { continue }
                let wordLength = word.count
                if lineLength == 0 {
                    line = String(word)
                    lineLength = wordLength
                } else if lineLength + 1 + wordLength <= width {
                    line += " "
                    line.append(contentsOf: word)
                    lineLength += 1 + wordLength
                } else {
                    lines.append(line)
                    line = String(word)
                    lineLength = wordLength
                }
            }
            if lineLength > 0 { lines.append(line) }
        }
        return lines
    }
}
