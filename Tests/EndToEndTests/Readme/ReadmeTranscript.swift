import Foundation

/// The README's Quick start: fenced blocks of `$ swift run dringo …` lines, each followed by what it prints.
///
/// A command's output runs to the next `$` line or the end of its block. Trailing blank lines do not
/// count on either side: the README separates commands with one.
struct ReadmeTranscript {
    struct Command: Equatable {
        /// The line as the README shows it, `$` included.
        let line: String
        /// The words after `swift run dringo`, unquoted as a shell would.
        let arguments: [String]
        /// The lines it prints, without trailing blank lines.
        let output: [String]
    }

    static let prompt = "$ swift run dringo"

    /// The Quick start section of the README: its lines, from the one after its heading to the next heading.
    private let readme: String
    private let section: Range<String.Index>

    /// Nil when the README has no `## Quick start` section.
    init?(readme: String) {
        guard let heading = readme.range(of: "\n## Quick start\n") else { return nil }
        let end = readme.range(of: "\n## ", range: heading.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        self.readme = readme
        self.section = heading.upperBound..<end
    }

    /// Every command of the section's fenced blocks, in order.
    var commands: [Command] {
        blocks().flatMap { $0 }
    }

    /// The README with each command's output replaced by `outputs`, in order, one blank line between commands.
    func replacingOutputs(with outputs: [[String]]) -> String {
        var outputs = outputs[...]
        var lines: [String] = []
        var insideFence = false
        var blockLines: [String] = []
        for line in readme[section].components(separatedBy: "\n") {
            guard line.hasPrefix("```") else {
                if insideFence { blockLines.append(line) } else { lines.append(line) }
                continue
            }
            if insideFence {
                let commands = Self.commands(inBlock: blockLines)
                if commands.isEmpty {
                    lines += blockLines
                } else {
                    lines += blockLines.prefix { !$0.hasPrefix(Self.prompt + " ") }
                    let rendered = commands.map { command in
                        ([command.line] + Self.withoutTrailingBlankLines(outputs.popFirst() ?? [])).joined(separator: "\n")
                    }
                    lines.append(rendered.joined(separator: "\n\n"))
                }
                blockLines = []
            }
            lines.append(line)
            insideFence.toggle()
        }
        return readme.replacingCharacters(in: section, with: lines.joined(separator: "\n"))
    }

    static func withoutTrailingBlankLines(_ lines: [String]) -> [String] {
        var lines = lines
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty {
            lines.removeLast()
        }
        return lines
    }

    private func blocks() -> [[Command]] {
        var blocks: [[Command]] = []
        var insideFence = false
        var blockLines: [String] = []
        for line in readme[section].components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if insideFence { blocks.append(Self.commands(inBlock: blockLines)) }
                blockLines = []
                insideFence.toggle()
            } else if insideFence {
                blockLines.append(line)
            }
        }
        return blocks
    }

    private static func commands(inBlock lines: [String]) -> [Command] {
        var commands: [(line: String, output: [String])] = []
        for line in lines {
            if line.hasPrefix(prompt + " ") {
                commands.append((line, []))
            } else if !commands.isEmpty {
                commands[commands.count - 1].output.append(line)
            }
        }
        return commands.map { command in
            Command(
                line: command.line, arguments: shellWords(command.line.dropFirst(prompt.count)),
                output: withoutTrailingBlankLines(command.output))
        }
    }

    /// Words split at spaces, with double- and single-quoted words kept whole: all the README's commands need.
    private static func shellWords(_ text: Substring) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word?.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }
}
