/// `dringo completions zsh`: a completion function for zsh's `compsys`, through `_arguments` and `_describe`.
///
/// It works both ways zsh loads completions: autoloaded as `_dringo` from a folder of `$fpath`
/// (the `#compdef` line), and sourced after `compinit` (the `compdef` call at the end).
struct ZshCompletionScript {
    let commandLine: CommandLineDescription

    var text: String {
        let program = commandLine.program
        let function = "_\(program)"
        var lines = ["#compdef \(program)"]
        lines += commandLine.scriptHeader(
            shell: "zsh",
            howToLoad: [
                "Load it from ~/.zshrc, after compinit, with:", "  source <(\(program) completions zsh)",
                "or save it as \(function) in a folder of $fpath.",
            ])
        lines += describer(
            named: "\(function)_commands", tag: "commands", label: commandLine.commandLabel,
            words: commandLine.commands.map(\.word))
        for (command, path) in commandsWithPaths() {
            for (index, operand) in command.operands.enumerated() where !operand.choices.isEmpty {
                lines += describer(
                    named: choicesFunction(function, path, index), tag: "values", label: operand.label, words: operand.choices)
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
        // As under a command with subcommands, options past the command's name are its own call's to read.
        lines += [
            "        \(quoted("(-)1: :\(function)_commands")) \\",
            "        \(quoted("(-)*:: :->arguments")) && ret=0",
            "",
            "    case $state in",
            "    arguments)",
            "        curcontext=${curcontext%:*:*}:\(program)-$words[1]:",
            "        case $words[1] in",
        ]
        for command in commandLine.commands {
            lines.append("        \(command.name))")
            lines += arguments(of: command, path: [command.name], function: function).map { "            " + $0 }
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

    /// The `_arguments` call that completes what follows a command's name. With subcommands, it completes their
    /// names, then hands the words after the one typed (`*::`, which makes it `$words[1]`) to that one's own call.
    private func arguments(of command: CompletableCommand, path: [String], function: String) -> [String] {
        let options = command.options.map(spec(for:))
        let operands = command.operands.enumerated().map { index, operand in
            spec(for: operand, at: index, action: choicesFunction(function, path, index))
        }
        guard !command.subcommands.isEmpty else { return call("_arguments", options + operands) }
        // Past the subcommand's name, `(-)`, options are left to its own call: read here, they would cut `*::`'s
        // words short of the subcommand's name.
        var lines = call("_arguments -C", options + operands.map { "(-)" + $0 } + ["(-)*:: :->subcommand"])
        lines += [
            "case $state in",
            "subcommand)",
            "    curcontext=${curcontext%:*:*}:\(([commandLine.program] + path).joined(separator: "-"))-$words[1]:",
            "    case $words[1] in",
        ]
        for subcommand in command.subcommands {
            lines.append("    \(subcommand.name))")
            lines += arguments(of: subcommand, path: path + [subcommand.name], function: function).map { "        " + $0 }
            lines.append("        ;;")
        }
        return lines + ["    esac", "    ;;", "esac"]
    }

    private func call(_ command: String, _ specs: [String]) -> [String] {
        var lines = ["\(command) \\"] + specs.map { "    \(quoted($0)) \\" }
        lines[lines.count - 1] = String(lines[lines.count - 1].dropLast(2)) + " && ret=0"
        return lines
    }

    /// Every command and subcommand, each with the names that lead to it: `[bar, add]`.
    private func commandsWithPaths() -> [(CompletableCommand, [String])] {
        func walk(_ command: CompletableCommand, _ path: [String]) -> [(CompletableCommand, [String])] {
            [(command, path)] + command.subcommands.flatMap { walk($0, path + [$0.name]) }
        }
        return commandLine.commands.flatMap { walk($0, [$0.name]) }
    }

    /// `_dringo_bar_1`, `_dringo_bar_substitute_2`: the function offering the choices of an operand, by its command's
    /// path and its position.
    private func choicesFunction(_ function: String, _ path: [String], _ index: Int) -> String {
        let words = path.map { $0.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined() }
        return ([function] + words + ["\(index + 1)"]).joined(separator: "_")
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
        case let .suggested(values): "\(named):\(label):(\(values.map(escapingSpaces).joined(separator: " ")))"
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
        text.backslashEscaping("\\[]:")
    }

    /// A name as one word of an action's list: its spaces, parentheses and backslashes escaped.
    private func escapingSpaces(_ text: String) -> String {
        text.backslashEscaping(" ()\\")
    }

    private func escapingColons(_ text: String) -> String {
        text.backslashEscaping("\\:")
    }

    /// In single quotes nothing is special but the quote itself, which closes, is escaped and reopens.
    private func quoted(_ text: String) -> String {
        text.reduce(into: "'") { quoted, character in
            quoted += character == "'" ? #"'\''"# : String(character)
        } + "'"
    }
}
