import Foundation

/// The parts of a manual page made from a command line's syntax and words, as roff lines: the synopsis of its
/// commands, and the entries of its COMMANDS section, each command's words as its help page says them. The rest of the
/// page is the program's to write.
public enum ManPageSections {
    // MARK: - SYNOPSIS

    /// The synopsis of every command but one that reads other commands' names, as `help` does.
    public static func synopsis(of commandLine: CommandLineSyntax, words: any CommandLineWords) -> [String] {
        let help = HelpPages(commandLine, words: words)
        return commandLine.commands.filter { !$0.readsCommandNames }.flatMap { command in
            var lines = [".B \(commandLine.program) \(command.name)"]
            lines += command.subcommands.enumerated().flatMap { index, subcommand in
                (index > 0 ? ["|"] : []) + [".B \(subcommand.name)"] + subcommand.operands.map { operand($0, help: help) }
                    + subcommand.options.flatMap(option)
            }
            lines += command.operands.map { operand($0, help: help) }
            lines += (command.options + commandLine.globalOptions).flatMap(option)
            return lines + [".br"]
        }
    }

    /// `.RB [ \-\-format " " text | json ]`, `.RB [ \-\-limit` then `.IR N ]`, `.RB [ \-\-offline ]`; `.IR NAME ]...` when it repeats.
    private static func option(_ option: OptionSyntax) -> [String] {
        let name = escaped(option.name)
        switch option.value {
        case .none:
            return [".RB [ \(name) ]"]
        case let .oneOf(words):
            return [".RB [ \(name) \" \" \(words.joined(separator: " | ")) ]"]
        case let .wholeNumber(_, placeholder), let .file(placeholder), let .text(placeholder):
            // `\&` after the dots of an option that repeats, as after an operand's.
            return [".RB [ \(name)", ".IR \(placeholder) ]" + (option.repeats ? "...\\&" : "")]
        }
    }

    /// `.I name-or-id`, `.IR ingredient ...`, `.RI [ command ]`, `.BR bash " | " zsh " | " fish`.
    private static func operand(_ operand: OperandSyntax, help: HelpPages) -> String {
        if case let .oneOf(words) = operand.choices { return ".BR " + words.joined(separator: " \" | \" ") }
        let placeholder = help.placeholder(of: operand)
        // An optional operand that repeats keeps its dots inside the brackets, as the help page writes it.
        if operand.isOptional { return operand.repeats ? ".RI [ \(placeholder) ...]" : ".RI [ \(placeholder) ]" }
        // `\&` after the dots: roff would take them for the end of a sentence and put two spaces after them.
        return operand.repeats ? ".IR \(placeholder) ...\\&" : ".I \(placeholder)"
    }

    // MARK: - COMMANDS

    /// Each command as a tagged paragraph: its words as its help page says them, its subcommands in a nested list.
    public static func commands(of commandLine: CommandLineSyntax, words: any CommandLineWords) -> [String] {
        let help = HelpPages(commandLine, words: words)
        return commandLine.commands.flatMap { command in
            var lines = [".TP", tag(of: command, help: help)] + paragraphs(help.discussion(of: command))
            if !command.subcommands.isEmpty {
                lines.append(".RS")
                for subcommand in command.subcommands {
                    lines += [".TP", tag(of: subcommand, help: help), text(help.abstract(of: subcommand))]
                }
                lines.append(".RE")
            }
            if let notes = help.notes(of: command) {
                lines += [".IP"] + paragraphs(notes)
            }
            return lines
        }
    }

    /// `\fBcache\fR info | validate | clear`, `\fBingredients\fR \fIname-or-id\fR`.
    private static func tag(of command: CommandSyntax, help: HelpPages) -> String {
        var words = ["\\fB\(command.name)\\fR"]
        if !command.subcommands.isEmpty { words.append(command.subcommands.map(\.name).joined(separator: " | ")) }
        for operand in command.operands {
            switch operand.choices {
            case let .oneOf(choices):
                words.append(choices.joined(separator: " | "))
            case .any, .commands:
                let placeholder = "\\fI\(help.placeholder(of: operand))\\fR" + (operand.repeats ? "..." : "")
                words.append(operand.isOptional ? "[\(placeholder)]" : placeholder)
            }
        }
        return words.joined(separator: " ")
    }

    /// Paragraphs as the help page sets them: filled text, or, when their lines are indented, a list of two columns
    /// (`  bash   add …`), whose first column is set in bold.
    private static func paragraphs(_ wording: String) -> [String] {
        wording.components(separatedBy: "\n\n").enumerated().flatMap { index, paragraph in
            let opening = index > 0 ? [".IP"] : []
            guard paragraph.hasPrefix("  ") else { return opening + [text(paragraph)] }
            let rows = paragraph.split(separator: "\n").flatMap { row -> [String] in
                let words = row.trimmingCharacters(in: .whitespaces)
                let first = words.prefix { $0 != " " }
                return [".TP", ".B \(escaped(String(first)))", text(words.dropFirst(first.count).trimmingCharacters(in: .whitespaces))]
            }
            return [".RS"] + rows + [".RE"]
        }
    }

    /// A line of text as roff reads it: backslashes and the hyphens that start a word escaped, and a leading
    /// period or apostrophe kept from reading as a request.
    private static func text(_ line: String) -> String {
        let escaped = escaped(line)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-" where previous.map { $0.isWhitespace || "-([".contains($0) } ?? true: result += "\\-"
            default: result.append(character)
            }
            previous = character
        }
        return result
    }
}
