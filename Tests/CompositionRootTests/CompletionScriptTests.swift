import CompositionRootTestSupport
import FeedPresentation
import Foundation
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

/// The scripts of `dringo completions`, loaded into the real shells and asked to complete.
@Suite(.serialized)
struct CompletionScriptTests {
    static let everyCommand = Set(CommandTable.dringo.commands.map(\.name))
    static let feedOptions: Set = ["--offline", "--format", "--limit", "--lang", "--demo", "--help"]

    /// A command whose subcommands take operands of their own, each one of a list of words: what no command of
    /// dringo's table takes yet, so that every script is held to offering a subcommand's own choices, at their
    /// own position.
    static let pouring: CommandLineDescription = {
        func choice(_ key: String, _ words: [String]) -> OperandSyntax {
            OperandSyntax(key, wording: .commandLine, choices: .oneOf(words))
        }
        let pour = CommandSyntax(
            "pour", wording: .commandLine, options: [.format],
            subcommands: [
                .subcommand("glass", operands: [choice("glass", ["coupe", "flute"])]),
                .subcommand("garnish", operands: [choice("fruit", ["lime", "orange"]), choice("cut", ["wedge", "twist"])]),
            ])
        let syntax = CommandLineSyntax(
            program: "dringo", wording: .commandLine, globalOptions: [.language], optionsAnywhere: [.demo], commands: [pour])
        return CommandLineDescription(syntax, words: Localizer(language: .english))
    }()

    /// What the scripts for `pouring` offer, word by word.
    static let pouringCompletions: [([String], Set<String>)] = [
        (["dringo", "pour", ""], ["glass", "garnish"]),
        (["dringo", "pour", "glass", ""], ["coupe", "flute"]),
        (["dringo", "pour", "garnish", ""], ["lime", "orange"]),
        (["dringo", "pour", "garnish", "lime", ""], ["wedge", "twist"]),
        (["dringo", "pour", "glass", "coupe", ""], []),
        (["dringo", "pour", "garnish", "lime", "twist", ""], []),
        (["dringo", "--demo", "pour", "--format", "json", "garnish", "--lang", "it", ""], ["lime", "orange"]),
    ]

    // MARK: - bash

    @Test("bash: dringo <TAB> offers every command the --help page lists")
    func bash_offersEveryCommand() async throws {
        let offered = try await bashCompletions(["dringo", ""])

        #expect(Set(offered) == (await commandsListedByHelp()))
        #expect(Set(offered) == Self.everyCommand)
    }

    @Test(
        "bash: completes commands, actions, shells, option names and option values",
        arguments: [
            (["dringo", "ca"], ["cache"]),
            (["dringo", "cache", ""], ["info", "validate", "clear"]),
            (["dringo", "bar", ""], ["add", "remove", "list", "clear", "substitute", "unsubstitute", "substitutes"]),
            (["dringo", "feed", "--format", ""], ["text", "json"]),
            (["dringo", "feed", "--lang", ""], Language.allCases.map(\.rawValue)),
            (["dringo", "completions", ""], ["bash", "zsh", "fish"]),
            (["dringo", "feed", "--"], ["--offline", "--format", "--limit", "--lang", "--demo", "--help"]),
            (["dringo", "makeable", "--m"], ["--missing"]),
            (["dringo", "search", "--format", "json", "--l"], ["--limit", "--lang"]),
            (["dringo", "-"], ["--help", "--version", "--demo"]),
            // --demo may come anywhere before --, the command's name included.
            (["dringo", "--demo", "ca"], ["cache"]),
            (["dringo", "--demo", "cache", ""], ["info", "validate", "clear"]),
            (["dringo", "--demo", "feed", "--format", ""], ["text", "json"]),
            (["dringo", "bar", "add", "--d"], ["--demo"]),
            (["dringo", "--demo", "bar", "add", "gin", "--f"], ["--format"]),
            // bash splits `--format=j` at the `=`.
            (["dringo", "recipe", "--format", "=", "j"], ["json"]),
            (["dringo", "cache", "--lang", "=", "it", ""], ["info", "validate", "clear"]),
        ])
    func bash_completes(words: [String], expected: [String]) async throws {
        #expect(Set(try await bashCompletions(words)) == Set(expected))
    }

    @Test("bash: dringo help <TAB> offers every command with a help page")
    func bash_completesHelpWithCommands() async throws {
        #expect(Set(try await bashCompletions(["dringo", "help", ""])) == Self.everyCommand.subtracting(["help"]))
    }

    @Test(
        "bash: offers nothing where the user types free text or a number",
        arguments: [
            ["dringo", "recipe", ""],
            ["dringo", "cache", "info", ""],
            ["dringo", "bar", "add", ""],
            ["dringo", "bar", "add", "gin", ""],
            ["dringo", "feed", "--limit", ""],
            ["dringo", "makeable", "--missing", ""],
            ["dringo", "completions", "zsh", ""],
            ["dringo", "help", "feed", ""],
        ])
    func bash_offersNothingForFreeText(words: [String]) async throws {
        #expect(try await bashCompletions(words) == [])
    }

    @Test(
        "FK-11: bash offers the known categories and glasses, and the knowledge's ingredients, each quoted as bash reads it back",
        arguments: [
            (["dringo", "search", "--category", "Co"], ["Cocktail", "Cocoa", #"Coffee\ /\ Tea"#]),
            (["dringo", "random", "--glass", "Coll"], [#"Collins\ Glass"#]),
            (["dringo", "search", "--ingredient", "151"], [#"151\ proof\ rum"#]),
            (["dringo", "search", "--ingredient", "=", "Campa"], ["Campari"]),
        ])
    func bash_offersKindsAndIngredients(words: [String], expected: [String]) async throws {
        #expect(Set(try await bashCompletions(words)) == Set(expected))
    }

    @Test("bash: --output completes file names")
    func bash_completesOutputWithFiles() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("negroni.jpg"))

        let offered = try await bashCompletions(["dringo", "image", "Negroni", "--output", folder.path + "/neg"])

        #expect(offered == [folder.path + "/negroni.jpg"])
    }

    @Test(
        "bash: after a subcommand, offers that subcommand's own choices at each position",
        arguments: CompletionScriptTests.pouringCompletions)
    func bash_completesEachSubcommandsOperands(words: [String], expected: Set<String>) async throws {
        let script = BashCompletionScript(commandLine: Self.pouring).text

        #expect(Set(try await bashCompletions(words, script: script)) == expected)
    }

    // MARK: - zsh

    @Test("zsh: the script parses", .enabled(if: ExternalProgram.isInstalled("zsh"), "zsh is not installed"))
    func zsh_scriptParses() async throws {
        try await withScript("zsh") { script in
            let run = try await zsh(["-n", script.path])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardError == "")
        }
    }

    @Test(
        "zsh: sourced after compinit, the script completes dringo", .enabled(if: ExternalProgram.isInstalled("zsh"), "zsh is not installed")
    )
    func zsh_sourcedAfterCompinit_registersCompletion() async throws {
        try await withScript("zsh") { script in
            let program = #"autoload -Uz compinit && compinit -u -D && source "$1" && print -r -- "$_comps[dringo]""#
            let run = try await zsh(["-f", "-c", program, "zsh", script.path])
            #expect(run.standardOutput == "_dringo\n", "\(run.standardError)")
        }
    }

    @Test(
        "zsh: saved as _dringo in a folder of $fpath, compinit finds the script",
        .enabled(if: ExternalProgram.isInstalled("zsh"), "zsh is not installed"))
    func zsh_autoloadedFromFpath_registersCompletion() async throws {
        try await withScript("zsh", named: "_dringo") { script in
            let program = #"fpath=("$1" $fpath); autoload -Uz compinit && compinit -u -D && print -r -- "$_comps[dringo]""#
            let run = try await zsh(["-f", "-c", program, "zsh", script.deletingLastPathComponent().path])
            #expect(run.standardOutput == "_dringo\n", "\(run.standardError)")
        }
    }

    @Test(
        "zsh: completes commands, actions, option names and option values at the prompt",
        .enabled(if: ExternalProgram.isInstalled("zsh"), "zsh is not installed"),
        arguments: [
            ("dringo ", CompletionScriptTests.everyCommand),
            ("dringo cache ", ["info", "validate", "clear"]),
            ("dringo bar ", ["add", "remove", "list", "clear", "substitute", "unsubstitute", "substitutes"]),
            ("dringo feed --", CompletionScriptTests.feedOptions),
            ("dringo feed --format ", ["text", "json"]),
            ("dringo recipe Negroni --lang=", Set(Language.allCases.map(\.rawValue))),
            ("dringo recipe --demo Negroni --format ", ["text", "json"]),
            ("dringo --demo bar --demo add gin --format ", ["text", "json"]),
            ("dringo --demo ", CompletionScriptTests.everyCommand),
            ("dringo --demo cache ", ["info", "validate", "clear"]),
            ("dringo completions ", ["bash", "zsh", "fish"]),
            ("dringo help ", CompletionScriptTests.everyCommand.subtracting(["help"])),
            ("dringo search --category Co", ["Cocktail", "Cocoa", "Coffee / Tea"]),
            ("dringo random --glass Coll", ["Collins Glass"]),
        ] as [(String, Set<String>)])
    func zsh_completesAtPrompt(line: String, expected: Set<String>) async throws {
        try await withScript("zsh") { script in
            let offered = try await zshCompletions(of: line, script: script)
            #expect(offered == expected)
        }
    }

    @Test(
        "zsh: after a subcommand, describes each operand as that subcommand's, at its position",
        .enabled(if: ExternalProgram.isInstalled("zsh"), "zsh is not installed"),
        arguments: [
            ("dringo bar substitute ", "what you have"),
            ("dringo bar substitute 'dry curacao' ", "what a recipe wants"),
            ("dringo bar unsubstitute --format json gin ", "what a recipe wants"),
            ("dringo bar --format json substitute ", "what you have"),
            ("dringo bar add ", "ingredient"),
            ("dringo bar add gin ", "ingredient"),
            ("dringo bar add gin lime ", "ingredient"),
            ("dringo fav remove ", "name or id of a cocktail"),
        ])
    func zsh_describesEachSubcommandsOperands(line: String, expected: String) async throws {
        try await withScript("zsh") { script in
            let described = try await zshCompletions(of: line, script: script, recording: .descriptions)
            #expect(described == [expected])
        }
    }

    @Test(
        "zsh: after a subcommand, offers that subcommand's own choices at each position",
        .enabled(if: ExternalProgram.isInstalled("zsh"), "zsh is not installed"),
        arguments: CompletionScriptTests.pouringCompletions)
    func zsh_completesEachSubcommandsOperands(words: [String], expected: Set<String>) async throws {
        try await withScript(text: ZshCompletionScript(commandLine: Self.pouring).text, named: "dringo.zsh") { script in
            let offered = try await zshCompletions(of: words.joined(separator: " "), script: script)
            // Where no operand is left, zsh offers the options: only the other words are the operands'.
            #expect(offered.filter { !$0.hasPrefix("-") } == expected)
        }
    }

    // MARK: - fish

    @Test("fish: the script parses", .enabled(if: ExternalProgram.isInstalled("fish"), "fish is not installed"))
    func fish_scriptParses() async throws {
        try await withScript("fish") { script in
            let run = try await fish(["--no-execute", script.path], home: script.deletingLastPathComponent())
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardError == "")
        }
    }

    @Test(
        "fish: completes commands, actions, option names and option values",
        .enabled(if: ExternalProgram.isInstalled("fish"), "fish is not installed"),
        arguments: [
            ("dringo ", CompletionScriptTests.everyCommand),
            ("dringo ca", ["cache"]),
            ("dringo cache ", ["info", "validate", "clear"]),
            ("dringo bar ", ["add", "remove", "list", "clear", "substitute", "unsubstitute", "substitutes"]),
            ("dringo feed --", CompletionScriptTests.feedOptions),
            ("dringo feed --format ", ["text", "json"]),
            ("dringo feed --lang ", Set(Language.allCases.map(\.rawValue))),
            ("dringo completions ", ["bash", "zsh", "fish"]),
            ("dringo help ", CompletionScriptTests.everyCommand.subtracting(["help"])),
            ("dringo makeable --missing ", []),
            ("dringo --demo ", CompletionScriptTests.everyCommand),
            ("dringo --demo cache ", ["info", "validate", "clear"]),
            ("dringo bar add --d", ["--demo"]),
            ("dringo search --category Co", ["Cocktail", "Cocoa", "Coffee / Tea"]),
            ("dringo random --glass Coll", ["Collins Glass"]),
        ] as [(String, Set<String>)])
    func fish_completes(line: String, expected: Set<String>) async throws {
        try await withScript("fish") { script in
            let offered = try await fishCompletions(of: line, script: script)
            #expect(offered == expected)
        }
    }

    @Test(
        "fish: after a subcommand, offers that subcommand's own choices at each position",
        .enabled(if: ExternalProgram.isInstalled("fish"), "fish is not installed"),
        arguments: CompletionScriptTests.pouringCompletions)
    func fish_completesEachSubcommandsOperands(words: [String], expected: Set<String>) async throws {
        try await withScript(text: FishCompletionScript(commandLine: Self.pouring).text, named: "dringo.fish") { script in
            let offered = try await fishCompletions(of: words.joined(separator: " "), script: script)
            #expect(offered == expected)
        }
    }

    // MARK: - All three

    @Test("the three scripts offer the same commands as the --help page")
    func scripts_offerTheCommandsOfHelp() async throws {
        let listed = await commandsListedByHelp()
        try #require(!listed.isEmpty)

        #expect(Set(try await bashCompletions(["dringo", ""])) == listed)
        let zsh = await runDringo(["completions", "zsh"]).standardOutput
        #expect(Set(zshDescribedCommands(in: zsh)) == listed)
        let fish = await runDringo(["completions", "fish"]).standardOutput
        #expect(Set(fishTopLevelWords(in: fish)) == listed)
    }

    // MARK: - Helpers

    private func bashCompletions(
        _ words: [String], script text: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String] {
        let text = if let text { text } else { try await scriptText("bash") }
        return try await withScript(text: text, named: "dringo.bash") { script in
            let bash = try #require(ExternalProgram(named: "bash"), sourceLocation: sourceLocation)
            let program = #"source "$1"; COMP_CWORD=$2; shift 2; COMP_WORDS=("$@"); _dringo; printf '%s\n' "${COMPREPLY[@]}""#
            let run = try await bash.run(["-c", program, "bash", script.path, String(words.count - 1)] + words)
            #expect(run.status == 0, "\(run.standardError)", sourceLocation: sourceLocation)
            #expect(run.standardError == "", sourceLocation: sourceLocation)
            return run.standardOutput.split(separator: "\n").map(String.init)
        }
    }

    /// Types the line into an interactive zsh on a pseudo-terminal, presses Tab, and records every
    /// match the completion system is given. Each step waits for the shell: the prompt and the
    /// marker are printed as `P''ROMPT` and `RE''ADY`, so that the echo of what is typed never passes
    /// for them, and keys are sent only once the matches are recorded, since typeahead may cut a
    /// completion short.
    private func zshCompletions(of line: String, script: URL, recording: ZshRecord = .matches) async throws -> Set<String> {
        let folder = script.deletingLastPathComponent()
        let hits = folder.appendingPathComponent("hits")
        let descriptions = folder.appendingPathComponent("descriptions")
        let driver = folder.appendingPathComponent("driver.zsh")
        let program = #"""
            zmodload zsh/zpty || exit 3
            zpty z zsh -f -i
            zpty -w z "unsetopt auto_list list_ambiguous list_beep beep; PS1='P''ROMPT> '"
            zpty -w z "autoload -Uz compinit && compinit -u -D && source ${(q)1}"
            zpty -w z "compadd () { builtin compadd -O __hits \"\$@\"; print -rl -- \"\${(@)__hits}\" >> ${(q)2}; builtin compadd \"\$@\" }"
            zpty -w z "_message () { print -r -- \"\${argv[-1]}\" >> ${(q)4}; print >> ${(q)2} }"
            zpty -w z "print -r -- RE''ADY"
            zpty -r z reply '*READY*PROMPT> *'
            zpty -w -n z "$3"$'\t'
            for i in {1..200}; do [[ -s $2 ]] && break; sleep 0.05; done
            sleep 0.2
            zpty -w -n z $'\C-u'
            zpty -w z "print -r -- DO''NE"
            zpty -r z reply '*DONE*'
            zpty -d z
            """#
        try program.write(to: driver, atomically: true, encoding: .utf8)
        let run = try await zsh(["-f", driver.path, script.path, hits.path, line, descriptions.path], timeout: 30)
        #expect(run.status == 0, "\(run.standardError)")
        let recorded = (try? String(contentsOf: recording == .matches ? hits : descriptions, encoding: .utf8)) ?? ""
        return Set(recorded.split(separator: "\n").map(String.init))
    }

    /// What the zsh driver records: the words offered, or the descriptions shown where no word is, as for an
    /// operand of free text.
    private enum ZshRecord {
        case matches, descriptions
    }

    private func fishCompletions(of line: String, script: URL) async throws -> Set<String> {
        let program = "source $argv[1]; complete -C $argv[2]"
        let run = try await fish(["--no-config", "-c", program, script.path, line], home: script.deletingLastPathComponent())
        #expect(run.standardError == "")
        return Set(run.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
    }

    private func zshDescribedCommands(in script: String) -> [String] {
        let body = script.components(separatedBy: "_dringo_commands() {\n").dropFirst().first?.components(separatedBy: "\n}")[0] ?? ""
        return body.split(separator: "\n").compactMap { line in
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard entry.hasPrefix("'") else { return nil }
            return String(entry.dropFirst().prefix { $0 != ":" && $0 != "'" })
        }
    }

    private func fishTopLevelWords(in script: String) -> [String] {
        script.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("complete -c dringo -n '__fish_use_subcommand' -a ") else { return nil }
            return line.split(separator: " ").dropFirst(6).first.map(String.init)
        }
    }

    private func withScript<T>(
        _ shell: String, named name: String? = nil, _ body: (URL) async throws -> T
    ) async throws -> T {
        try await withScript(text: try await scriptText(shell), named: name ?? "dringo.\(shell)", body)
    }

    private func withScript<T>(text: String, named name: String, _ body: (URL) async throws -> T) async throws -> T {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent(name)
        try text.write(to: script, atomically: true, encoding: .utf8)
        return try await body(script)
    }

    /// `dringo completions <shell>`, as the user gets it.
    private func scriptText(_ shell: String) async throws -> String {
        let run = await runDringo(["completions", shell])
        try #require(run.exitCode == .success)
        return run.standardOutput
    }

    private func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-completions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func zsh(_ arguments: [String], timeout: TimeInterval = 60) async throws -> ExternalProgram.Run {
        let zsh = try #require(ExternalProgram(named: "zsh"))
        let environment = [
            "HOME": FileManager.default.temporaryDirectory.path, "TERM": "xterm",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        return try await zsh.run(arguments, environment: environment, timeout: timeout)
    }

    /// fish writes its history and variables under HOME and the XDG folders: they go to the test's folder.
    private func fish(_ arguments: [String], home: URL) async throws -> ExternalProgram.Run {
        let fish = try #require(ExternalProgram(named: "fish"))
        let environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path, "XDG_CACHE_HOME": home.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        return try await fish.run(arguments, environment: environment)
    }
}
