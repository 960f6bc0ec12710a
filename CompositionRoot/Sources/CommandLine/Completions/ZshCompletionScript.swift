import FeedPresentation

/// `dringo completions zsh`: a completion function for zsh's `compsys`, through `_arguments` and `_describe`.
///
/// It works both ways zsh loads completions: autoloaded as `_dringo` from a folder of `$fpath`
/// (the `#compdef` line), and sourced after `compinit` (the `compdef` call at the end).
struct ZshCompletionScript {
    let commandLine: CommandLineDescription

    var text: String {
        let program = commandLine.program
        let function = "_\(program)"
        var lines = [
            "#compdef \(program)",
            "# zsh completion for \(program). Load it from ~/.zshrc, after compinit, with:",
            "#   source <(\(program) completions zsh)",
            "# or save it as \(function) in a folder of $fpath.",
            "# Made by '\(program) completions zsh' from \(program)'s own description of its commands.",
            "",
        ]
        lines += describer(
            named: "\(function)_commands", tag: "commands", label: commandLine.commandLabel,
            words: commandLine.commands.map(\.word))
        for command in commandLine.commands {
            for (index, operand) in command.operands.enumerated() where !operand.choices.isEmpty {
                lines += describer(
                    named: choicesFunction(function, command, index), tag: "values", label: operand.label,
                    words: operand.choices)
            }
        }
        lines += [
            "\(function)() {",
            "    local curcontext=$curcontext state line ret=1",
            "    typeset -A opt_args",
            "",
            "    _arguments -C \\",
        ]
        lines += commandLine.options.map { "        \(quoted(spec(for: $0))) \\" }
        lines += [
            "        \(quoted("1: :\(function)_commands")) \\",
            "        \(quoted("*:: :->arguments")) && ret=0",
            "",
            "    case $state in",
            "    arguments)",
            "        curcontext=${curcontext%:*:*}:\(program)-$words[1]:",
            "        case $words[1] in",
        ]
        for command in commandLine.commands {
            lines.append("        \(command.name))")
            lines.append("            _arguments \\")
            var specs = command.options.map(spec(for:))
            specs += command.operands.enumerated().map { index, operand in
                spec(for: operand, at: index, action: choicesFunction(function, command, index))
            }
            lines += specs.map { "                \(quoted($0)) \\" }
            lines[lines.count - 1] = String(lines[lines.count - 1].dropLast(2)) + " && ret=0"
            lines.append("            ;;")
        }
        lines += [
            "        esac",
            "        ;;",
            "    esac",
            "    return ret",
            "}",
            "",
            "if [[ $funcstack[1] == \(function) ]]; then",
            "    \(function) \"$@\"",
            "elif (( $+functions[compdef] )); then",
            "    compdef \(function) \(program)",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func describer(named name: String, tag: String, label: String, words: [CompletableWord]) -> [String] {
        var lines = ["\(name)() {", "    local -a choices", "    choices=("]
        lines += words.map { word in
            let description = word.hint.map { ":" + $0 } ?? ""
            return "        " + quoted(escapingColons(word.name) + description)
        }
        lines += ["    )", "    _describe -t \(tag) \(quoted(label)) choices", "}", ""]
        return lines
    }

    private func choicesFunction(_ function: String, _ command: CompletableCommand, _ index: Int) -> String {
        "\(function)_\(command.name.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined())_\(index + 1)"
    }

    /// `--format=[how to print]:format:(text json)`: the value may follow in the same word after `=`, or as the next word.
    /// After `--help` and `--version`, `(- *)`, nothing is offered.
    private func spec(for option: CompletableOption) -> String {
        let exclusion = option.endsCommandLine ? "(- *)" : ""
        let named = "\(exclusion)\(option.name)\(option.takesValue ? "=" : "")[\(escapingBrackets(option.hint))]"
        let label = escapingColons(option.valueLabel)
        return switch option.value {
        case .none: named
        case let .oneOf(values): "\(named):\(label):(\(values.joined(separator: " ")))"
        case .file: "\(named):\(label):_files"
        // A lone space: describe the value, offer nothing.
        case .typed: "\(named):\(label): "
        }
    }

    private func spec(for operand: CompletableOperand, at index: Int, action: String) -> String {
        let label = escapingColons(operand.label)
        let position = operand.repeats ? "*" : "\(index + 1)"
        return operand.choices.isEmpty ? "\(position):\(label): " : "\(position):\(label):\(action)"
    }

    private func escapingBrackets(_ text: String) -> String {
        text.reduce(into: "") { escaped, character in
            if "\\[]:".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
    }

    private func escapingColons(_ text: String) -> String {
        text.reduce(into: "") { escaped, character in
            if "\\:".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
    }

    /// In single quotes nothing is special but the quote itself, which closes, is escaped and reopens.
    private func quoted(_ text: String) -> String {
        text.reduce(into: "'") { quoted, character in
            quoted += character == "'" ? #"'\''"# : String(character)
        } + "'"
    }
}
