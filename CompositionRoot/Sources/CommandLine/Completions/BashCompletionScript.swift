/// `dringo completions bash`: a function for bash's programmable completion (`complete -F`).
///
/// bash shows no descriptions, so this script holds only words. It reads `COMP_WORDS` and
/// `COMP_CWORD` and fills `COMPREPLY` through `compgen`, needing nothing from bash-completion.
struct BashCompletionScript {
    let commandLine: CommandLineDescription

    var text: String {
        let program = commandLine.program
        let function = "_\(program)"
        var lines = [
            "# bash completion for \(program). Load it from ~/.bashrc with:",
            "#   source <(\(program) completions bash)",
            "# Made by '\(program) completions bash' from \(program)'s own description of its commands.",
            "",
            "# How many operands come before the word being completed: the words after the command, at $2,",
            "# that are neither options nor the values of the options named in $1. bash splits",
            "# '--format=json' into '--format', '=' and 'json'.",
            "\(function)_operand_count() {",
            "    local value_options=\" $1 \" count=0 skip=0 ended=0 i word",
            "    for ((i = $2 + 1; i < COMP_CWORD; i++)); do",
            "        word=${COMP_WORDS[i]}",
            "        if ((ended)); then",
            "            count=$((count + 1))",
            "        elif [[ $word == \"=\" ]]; then",
            "            skip=1",
            "        elif ((skip)); then",
            "            skip=0",
            "        elif [[ $word == \"--\" ]]; then",
            "            ended=1",
            "        elif [[ $word == -* ]]; then",
            "            if [[ $value_options == *\" $word \"* ]]; then skip=1; fi",
            "        else",
            "            count=$((count + 1))",
            "        fi",
            "    done",
            "    echo \"$count\"",
            "}",
            "",
            "\(function)() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=\"\"",
            "    if ((COMP_CWORD > 1)); then prev=${COMP_WORDS[COMP_CWORD - 1]}; fi",
            "    if [[ $cur == \"=\" ]]; then",
            "        cur=\"\"",
            "    elif [[ $prev == \"=\" ]] && ((COMP_CWORD > 2)); then",
            "        prev=${COMP_WORDS[COMP_CWORD - 2]}",
            "    fi",
            "    COMPREPLY=()",
            "    # The command is the first word that is not an option, such as --demo.",
            "    local command_index=1",
            "    while ((command_index < COMP_CWORD)) && [[ ${COMP_WORDS[command_index]} == -* ]]; do",
            "        command_index=$((command_index + 1))",
            "    done",
            "    if ((command_index == COMP_CWORD)); then",
            "        if [[ $cur == -* ]]; then",
            "            \(reply(commandLine.options.map(\.name)))",
            "        else",
            "            \(reply(commandLine.commands.map(\.name)))",
            "        fi",
            "        return 0",
            "    fi",
            "    case ${COMP_WORDS[command_index]} in",
        ]
        for command in commandLine.commands {
            lines.append("    \(command.name))")
            lines += completion(of: command, function: function).map { "        " + $0 }
            lines.append("        ;;")
        }
        lines += [
            "    esac",
            "    return 0",
            "}",
            "",
            "complete -F \(function) \(program)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func completion(of command: CompletableCommand, function: String) -> [String] {
        var lines = ["case $prev in"]
        for option in command.options {
            switch option.value {
            case .none:
                continue
            case let .oneOf(values):
                lines.append("\(option.name)) \(reply(values)); return 0 ;;")
            case .file:
                lines += [
                    "\(option.name))",
                    "    local IFS=$'\\n'",
                    "    compopt -o filenames 2>/dev/null",
                    "    COMPREPLY=($(compgen -f -- \"$cur\"))",
                    "    return 0",
                    "    ;;",
                ]
            case .typed:
                lines.append("\(option.name)) return 0 ;;")
            }
        }
        lines.append("esac")

        let options = reply(command.options.map(\.name))
        let choices = command.operands.enumerated().filter { !$0.element.choices.isEmpty }
        if command.operands.isEmpty {
            lines.append(options)
        } else if choices.isEmpty {
            lines.append("if [[ $cur == -* ]]; then \(options); fi")
        } else {
            let valueOptions = command.options.filter(\.takesValue).map(\.name).joined(separator: " ")
            lines += [
                "if [[ $cur == -* ]]; then",
                "    \(options)",
                "else",
                "    case $(\(function)_operand_count \"\(valueOptions)\" \"$command_index\") in",
            ]
            for (index, operand) in choices {
                lines.append("    \(index)) \(reply(operand.choices.map(\.name))) ;;")
            }
            lines += ["    esac", "fi"]
        }
        return lines
    }

    /// The words are dringo's own commands, options and values: plain words that need no quoting.
    private func reply(_ words: [String]) -> String {
        "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    }
}
