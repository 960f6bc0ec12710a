/// `dringo completions fish`: `complete` lines for fish, each with its description.
struct FishCompletionScript {
    let commandLine: CommandLineDescription

    var text: String {
        let program = commandLine.program
        let operandsAre = "__\(program)_operands_are"
        var lines = commandLine.scriptHeader(
            shell: "fish",
            howToLoad: ["Save it where fish finds it:", "  \(program) completions fish > ~/.config/fish/completions/\(program).fish"])
        lines += [
            "# No files, except where an option asks for one.",
            "complete -c \(program) -f",
            "",
            "# Whether the words before the one being completed, leaving out options and the values of the options",
            "# named in $argv[1], are the program's name, the words from $argv[3] on, then $argv[2] others ('1+': one",
            "# or more).",
            "function \(operandsAre)",
            "    set -l value_options (string split ' ' -- $argv[1])",
            "    set -l expected $argv[3..-1]",
            "    set -l operands",
            "    set -l skip 0",
            "    set -l ended 0",
            "    for word in (commandline -opc)[2..-1]",
            "        if test $ended = 1",
            "            set -a operands $word",
            "        else if test $skip = 1",
            "            set skip 0",
            "        else if test \"$word\" = --",
            "            set ended 1",
            "        else if string match -q -- '-*' $word",
            "            if contains -- $word $value_options",
            "                set skip 1",
            "            end",
            "        else",
            "            set -a operands $word",
            "        end",
            "    end",
            "    set -l others (math (count $operands) - (count $expected))",
            "    if string match -q -- '*+' $argv[2]",
            "        test $others -ge (string trim -r -c + -- $argv[2]); or return 1",
            "    else",
            "        test $others -eq $argv[2]; or return 1",
            "    end",
            "    for i in (seq (count $expected))",
            "        test \"$operands[$i]\" = \"$expected[$i]\"; or return 1",
            "    end",
            "end",
            "",
        ]
        let beforeCommand = "__fish_use_subcommand"
        lines += commandLine.options.map { completion(of: $0, when: beforeCommand) }
        lines += commandLine.commands.map { completion(of: $0.word, when: beforeCommand) }
        for command in commandLine.commands {
            lines.append("")
            let afterCommand = "__fish_seen_subcommand_from \(command.name)"
            lines += command.options.map { completion(of: $0, when: afterCommand) }
            let valueOptions = command.options.filter(\.takesValue).map(\.name).joined(separator: " ")
            for (operands, path) in operandsWithPaths(of: command) {
                for (index, operand) in operands.enumerated() where !operand.choices.isEmpty {
                    let position = "\(index)\(operand.repeats ? "+" : "")"
                    let condition = "\(operandsAre) \(quoted(valueOptions)) \(position) \(path.joined(separator: " "))"
                    lines += operand.choices.map { completion(of: $0, when: condition) }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The operands of a command and of each of its subcommands, each with the names that lead to them: `[bar, add]`.
    private func operandsWithPaths(of command: CompletableCommand, path: [String] = []) -> [([CompletableOperand], [String])] {
        let path = path + [command.name]
        return [(command.operands, path)] + command.subcommands.flatMap { operandsWithPaths(of: $0, path: path) }
    }

    private func completion(of option: CompletableOption, when condition: String) -> String {
        let value =
            switch option.value {
            case .none: ""
            case let .oneOf(values): " -x -a \(quoted(values.joined(separator: " ")))"
            // fish reads the list as it reads arguments: a backslash keeps a space in its name.
            case let .suggested(values): " -x -a \(quoted(values.map(escapingSpaces).joined(separator: " ")))"
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

    /// A name as one word of a list fish reads as arguments: what its tokenizer gives a meaning to is escaped.
    private func escapingSpaces(_ text: String) -> String {
        text.backslashEscaping(" ()\\'\"$*?~#;&|<>{}[]")
    }

    /// In fish's single quotes, only a backslash and the quote itself are escaped.
    private func quoted(_ text: String) -> String {
        "'" + text.backslashEscaping("\\'") + "'"
    }
}
