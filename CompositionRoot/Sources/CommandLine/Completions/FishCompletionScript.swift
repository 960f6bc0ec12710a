/// `dringo completions fish`: `complete` lines for fish, each with its description.
struct FishCompletionScript {
    let commandLine: CommandLineDescription

    var text: String {
        let program = commandLine.program
        var lines = [
            "# fish completion for \(program). Save it where fish finds it:",
            "#   \(program) completions fish > ~/.config/fish/completions/\(program).fish",
            "# Made by '\(program) completions fish' from \(program)'s own description of its commands.",
            "",
            "# No files, except where an option asks for one.",
            "complete -c \(program) -f",
            "",
        ]
        let beforeCommand = "__fish_use_subcommand"
        lines += commandLine.options.map { completion(of: $0, when: beforeCommand) }
        lines += commandLine.commands.map { completion(of: $0.word, when: beforeCommand) }
        for command in commandLine.commands {
            lines.append("")
            let afterCommand = "__fish_seen_subcommand_from \(command.name)"
            lines += command.options.map { completion(of: $0, when: afterCommand) }
            for operand in command.operands where !operand.choices.isEmpty {
                let choices = operand.choices.map(\.name).joined(separator: " ")
                let condition = "\(afterCommand); and not __fish_seen_subcommand_from \(choices)"
                lines += operand.choices.map { completion(of: $0, when: condition) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func completion(of option: CompletableOption, when condition: String) -> String {
        let value =
            switch option.value {
            case .none: ""
            case let .oneOf(values): " -x -a \(quoted(values.joined(separator: " ")))"
            case .file: " -r -F"
            case .typed: " -x"
            }
        let name = String(option.name.drop { $0 == "-" })
        return "complete -c \(commandLine.program) -n \(quoted(condition)) -l \(name)\(value) -d \(quoted(option.hint))"
    }

    private func completion(of word: CompletableWord, when condition: String) -> String {
        let description = word.hint.map { " -d \(quoted($0))" } ?? ""
        return "complete -c \(commandLine.program) -n \(quoted(condition)) -a \(word.name)\(description)"
    }

    /// In fish's single quotes, only a backslash and the quote itself are escaped.
    private func quoted(_ text: String) -> String {
        text.reduce(into: "'") { quoted, character in
            if character == "\\" || character == "'" { quoted.append("\\") }
            quoted.append(character)
        } + "'"
    }
}
