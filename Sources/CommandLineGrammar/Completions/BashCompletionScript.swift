/// `dringo completions bash`: a function for bash's programmable completion (`complete -F`).
///
/// bash shows no descriptions, so this script holds only words. It reads `COMP_WORDS` and
/// `COMP_CWORD` and fills `COMPREPLY` through `compgen`, needing nothing from bash-completion.
struct BashCompletionScript {
    let commandLine: CommandLineDescription

    var text: String {
        let program = commandLine.program
        let function = "_\(program)"
        var lines = commandLine.scriptHeader(
            shell: "bash", howToLoad: ["Load it from ~/.bashrc with:", "  source <(\(program) completions bash)"])
        lines += [
            "# The operands before the word being completed, into the caller's array 'operands': the words after",
            "# the command, at $2, that are neither options nor the values of the options named in $1. bash splits",
            "# '--format=json' into '--format', '=' and 'json'.",
            "\(function)_operands() {",
            "    local value_options=\" $1 \" skip=0 ended=0 i word",
            "    operands=()",
            "    for ((i = $2 + 1; i < COMP_CWORD; i++)); do",
            "        word=${COMP_WORDS[i]}",
            "        if ((ended)); then",
            "            operands+=(\"$word\")",
            "        elif [[ $word == \"=\" ]]; then",
            "            skip=1",
            "        elif ((skip)); then",
            "            skip=0",
            "        elif [[ $word == \"--\" ]]; then",
            "            ended=1",
            "        elif [[ $word == -* ]]; then",
            "            if [[ $value_options == *\" $word \"* ]]; then skip=1; fi",
            "        else",
            "            operands+=(\"$word\")",
            "        fi",
            "    done",
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
            case let .suggested(values):
                // One name a line, each quoted as the shell must read it back: names may hold spaces.
                lines += [
                    "\(option.name))",
                    "    local IFS=$'\\n'",
                    "    COMPREPLY=($(compgen -W \(Self.lines(values)) -- \"$cur\" | while IFS= read -r word; do printf '%q\\n' \"$word\"; done))",
                    "    return 0",
                    "    ;;",
                ]
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
        if command.operands.isEmpty {
            lines.append(options)
        } else if !Self.offersChoices(command) {
            lines.append("if [[ $cur == -* ]]; then \(options); fi")
        } else {
            let valueOptions = command.options.filter(\.takesValue).map(\.name).joined(separator: " ")
            lines += [
                "if [[ $cur == -* ]]; then",
                "    \(options)",
                "else",
                "    local -a operands",
                "    \(function)_operands \"\(valueOptions)\" \"$command_index\"",
            ]
            lines += operandChoices(of: command, after: 0).map { "    " + $0 }
            lines.append("fi")
        }
        return lines
    }

    /// The choices at each position of a command's operands, which come after `typed` operands (the names of the
    /// subcommands that lead to it); then, for each subcommand with choices of its own, its choices once its name
    /// is typed.
    private func operandChoices(of command: CompletableCommand, after typed: Int) -> [String] {
        var lines: [String] = []
        let choices = command.operands.enumerated().filter { !$0.element.choices.isEmpty }
        if !choices.isEmpty {
            lines.append(typed == 0 ? "case ${#operands[@]} in" : "case $((${#operands[@]} - \(typed))) in")
            for (index, operand) in choices {
                lines.append("\(index)) \(reply(operand.choices.map(\.name))) ;;")
            }
            lines.append("esac")
        }
        let subcommands = command.subcommands.filter(Self.offersChoices)
        if !subcommands.isEmpty {
            lines.append("case ${operands[\(typed)]} in")
            for subcommand in subcommands {
                lines.append("\(subcommand.name))")
                lines += operandChoices(of: subcommand, after: typed + 1).map { "    " + $0 }
                lines.append("    ;;")
            }
            lines.append("esac")
        }
        return lines
    }

    /// Whether any operand of the command, or of its subcommands, is one of a list of words.
    private static func offersChoices(_ command: CompletableCommand) -> Bool {
        command.operands.contains { !$0.choices.isEmpty } || command.subcommands.contains(where: offersChoices)
    }

    /// The names one a line, in bash's `$'…'` quotes.
    private static func lines(_ names: [String]) -> String {
        "$'" + names.map { $0.backslashEscaping("\\'") }.joined(separator: "\\n") + "'"
    }

    /// The words are dringo's own commands, options and values: plain words that need no quoting.
    private func reply(_ words: [String]) -> String {
        "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    }
}
