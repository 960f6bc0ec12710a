import Foundation
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

/// `docs/dringo.1`, read as roff text, so that neither man nor groff is needed to hold it to the program. Its
/// synopsis and COMMANDS section are made from the table of commands: `DRINGO_UPDATE_MAN=1` rewrites them.
struct ManPageTests {
    private static let manPage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("docs/dringo.1")

    @Test("the man page has the sections of a command's manual, in order")
    func manPage_hasSections() throws {
        let sections = try Self.sections().map(\.name)

        #expect(
            sections == [
                "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES", "SEE ALSO",
            ])
    }

    @Test("the synopsis and the COMMANDS section are the ones the table of commands makes (DRINGO_UPDATE_MAN=1 rewrites them)")
    func generatedParts_areTheTables() throws {
        let page = try String(contentsOf: Self.manPage, encoding: .utf8)

        let made = try ManPageFile.regenerated(page, from: CommandTable.dringo.syntax)

        if ProcessInfo.processInfo.environment[ManPageFile.updateVariable] == "1", made != page {
            try made.write(to: Self.manPage, atomically: true, encoding: .utf8)
        }
        #expect(made == page, "docs/dringo.1 differs from the table of commands; \(ManPageFile.updateVariable)=1 rewrites it")
    }

    @Test("the COMMANDS section has one entry for each command the --help page lists, and no other")
    func commands_matchHelpPage() async throws {
        let listed = await commandsListedByHelp()
        try #require(!listed.isEmpty)

        let entries = try Self.entries(in: "COMMANDS")

        #expect(Set(entries) == listed)
        #expect(entries.count == Set(entries).count, "a command has two entries: \(entries)")
    }

    @Test("the SYNOPSIS shows every command the --help page lists")
    func synopsis_showsEveryCommand() async throws {
        let synopsis = try #require(try Self.sections().first { $0.name == "SYNOPSIS" }).lines.map(Self.plainText)

        for command in await commandsListedByHelp() {
            #expect(synopsis.contains { $0.hasPrefix("dringo \(command)") }, "the synopsis does not show 'dringo \(command)'")
        }
    }

    @Test("each command's SYNOPSIS line reads as its usage line on the --help page")
    func synopsis_matchesHelpPageUsage() async throws {
        let synopsis = try Self.synopsisLines().map(comparableSynopsis)
        let commands = await commandsListedByHelp().subtracting(["help"])
        try #require(!commands.isEmpty)

        for line in await usageLinesOfHelp().map(comparableSynopsis) {
            let words = line.split(separator: " ")
            guard words.count > 1, commands.contains(String(words[1])) else { continue }
            let manLine = synopsis.first { $0.split(separator: " ").prefix(2) == words.prefix(2) }
            #expect(manLine == line, "the man page's synopsis of '\(words.prefix(2).joined(separator: " "))' differs from --help's")
        }
    }

    @Test("the OPTIONS section has an entry for every option of the table of commands")
    func options_coverEveryOption() throws {
        let commandLine = CommandTable.dringo.syntax
        let options = commandLine.programOptions + commandLine.globalOptions + commandLine.optionsAnywhere
        let completed = Set((options + commandLine.commands.flatMap(\.optionsWithSubcommands)).map(\.name))

        let entries = try Self.sections().first { $0.name == "OPTIONS" }?.entryTags.map(Self.plainText) ?? []
        let documented = Set(entries.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) })

        #expect(completed.subtracting(documented).isEmpty, "not in OPTIONS: \(completed.subtracting(documented).sorted())")
    }

    @Test("the ENVIRONMENT section has an entry for every variable dringo reads")
    func environment_coversEveryVariable() throws {
        let documented = Set(
            try Self.entries(in: "ENVIRONMENT", allWords: true).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) })

        let variables: Set = [
            "DRINGO_BASE_URL", "DRINGO_API_KEY", "DRINGO_CACHE_DIR", "DRINGO_DATA_DIR", "DRINGO_TIMEOUT", "DRINGO_MAX_RESPONSE_BYTES",
            "XDG_CACHE_HOME", "XDG_DATA_HOME", "NO_COLOR", "LANG", "LC_ALL", "LC_MESSAGES",
        ]
        #expect(variables.subtracting(documented).isEmpty, "not in ENVIRONMENT: \(variables.subtracting(documented).sorted())")
    }

    @Test("the EXIT STATUS section has an entry for every exit code")
    func exitStatus_coversEveryExitCode() throws {
        #expect(try Self.entries(in: "EXIT STATUS") == ["0", "1", "2", "3", "130"])
    }

    @Test("the FILES section names the bar's file in the data folder")
    func files_nameBarFile() throws {
        #expect(try Self.entries(in: "FILES").contains("$DRINGO_DATA_DIR/bar.json"))
    }

    @Test("groff renders the man page without a warning", .enabled(if: ExternalProgram.isInstalled("groff"), "groff is not installed"))
    func manPage_rendersWithoutWarnings() async throws {
        let groff = try #require(ExternalProgram(named: "groff"))

        let run = try await groff.run(["-man", "-Tutf8", "-ww", "-z", Self.manPage.path])

        #expect(run.status == 0)
        #expect(run.standardError == "")
    }

    // MARK: - Reading roff

    private struct Section {
        let name: String
        var lines: [String] = []

        /// The line after each `.TP`: what the paragraph is about; not the entries of a list nested in one
        /// (`.RS` … `.RE`), such as a command's subcommands.
        var entryTags: [String] {
            var depth = 0
            var tags: [String] = []
            for (line, next) in zip(lines, lines.dropFirst()) {
                if line == ".RS" { depth += 1 }
                if line == ".RE" { depth -= 1 }
                if line == ".TP", depth == 0 { tags.append(next) }
            }
            return tags
        }
    }

    private static func sections() throws -> [Section] {
        let text = try String(contentsOf: manPage, encoding: .utf8)
        var sections: [Section] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(".SH ") {
                sections.append(Section(name: String(line.dropFirst(4)).replacingOccurrences(of: "\"", with: "")))
            } else if !sections.isEmpty {
                sections[sections.count - 1].lines.append(line)
            }
        }
        return sections
    }

    /// The SYNOPSIS as the reader sees it: one line per form, each `.br` ending one.
    private static func synopsisLines() throws -> [String] {
        let section = try #require(try sections().first { $0.name == "SYNOPSIS" }, "no SYNOPSIS section")
        var lines: [String] = []
        var words: [String] = []
        for line in section.lines {
            if line == ".br" {
                lines.append(words.joined(separator: " "))
                words = []
            } else if let text = renderedText(line) {
                words.append(text)
            }
        }
        return lines + (words.isEmpty ? [] : [words.joined(separator: " ")])
    }

    /// What a synopsis line prints: `.B` and `.I` join their arguments with spaces, the alternating-font macros
    /// (`.BR`, `.RB`, `.IR`, …) join them with none; a line of another macro prints nothing.
    private static func renderedText(_ line: String) -> String? {
        guard line.hasPrefix(".") else { return plainText(line) }
        let macro = line.prefix { $0 != " " }
        let arguments = roffArguments(String(line.dropFirst(macro.count))).map(withoutEscapes)
        switch macro {
        case ".B", ".I": return arguments.joined(separator: " ")
        case ".BR", ".RB", ".IR", ".RI", ".BI", ".IB": return arguments.joined()
        default: return nil
        }
    }

    /// A macro's arguments: words, or quoted strings that may hold spaces (`" | "`).
    private static func roffArguments(_ text: String) -> [String] {
        var arguments: [String] = []
        var current: String?
        var quoted = false
        for character in text {
            if character == "\"" {
                if quoted { arguments.append(current ?? "") }
                current = quoted ? nil : ""
                quoted.toggle()
            } else if character == " ", !quoted {
                if let word = current { arguments.append(word) }
                current = nil
            } else {
                current = (current ?? "") + String(character)
            }
        }
        if let word = current { arguments.append(word) }
        return arguments
    }

    /// The first word of each entry's tag, or every word of it.
    private static func entries(in name: String, allWords: Bool = false) throws -> [String] {
        let section = try #require(try sections().first { $0.name == name }, "no \(name) section")
        return section.entryTags.flatMap { tag -> [String] in
            let words = plainText(tag).split(separator: " ").map(String.init)
            return allWords ? words : Array(words.prefix(1))
        }
    }

    /// A line as the reader sees it: without its macro, font changes, escaped hyphens and quotes.
    private static func plainText(_ line: String) -> String {
        withoutEscapes(line.hasPrefix(".") ? String(line.drop { $0 != " " }.dropFirst()) : line)
    }

    /// Text without its font changes, escaped hyphens and quotes.
    private static func withoutEscapes(_ text: String) -> String {
        var text = text
        for (escape, plain) in [(#"\&"#, ""), (#"\fB"#, ""), (#"\fI"#, ""), (#"\fR"#, ""), (#"\fP"#, ""), (#"\-"#, "-"), ("\"", "")] {
            text = text.replacingOccurrences(of: escape, with: plain)
        }
        return text
    }
}
