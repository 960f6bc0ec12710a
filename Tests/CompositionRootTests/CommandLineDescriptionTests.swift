import FeedPresentation
import Testing

@testable import CompositionRoot

/// The description the completion scripts are made from says what the parser reads.
struct CommandLineDescriptionTests {
    private let commandLine = CommandLineDescription.dringo

    @Test("every command but help has a help page of its name, and every help page but the main one is a command")
    func commands_matchHelpTopics() {
        let commands = Set(commandLine.commands.map(\.name)).subtracting(["help"])
        let topics = Set(HelpTopic.allCases.filter { $0 != .main }.map(\.rawValue))

        #expect(commands == topics)
    }

    @Test("help completes every command that has a help page")
    func help_completesEveryCommandWithHelpPage() throws {
        let help = try #require(commandLine.commands.first { $0.name == "help" })

        #expect(help.operands.first?.choices.map(\.name) == commandLine.commands.map(\.name).filter { $0 != "help" })
    }

    @Test("every word is a plain word and every option a long one, so that no script needs to quote them")
    func words_arePlain() {
        var words = commandLine.commands.map(\.name)
        var options = commandLine.options
        for command in commandLine.commands {
            words += command.operands.flatMap(\.choices).map(\.name)
            options += command.options
        }
        for option in options {
            if case let .oneOf(values) = option.value { words += values }
        }

        for word in words {
            #expect(!word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }, "'\(word)'")
        }
        for option in options {
            #expect(option.name.hasPrefix("--") && option.valueLabel.allSatisfy { ("a"..."z").contains($0) }, "'\(option.name)'")
        }
    }

    @Test("every operand choice the description offers is one the parser takes")
    func choices_areParsed() throws {
        for command in parsedCommands {
            for operand in command.operands {
                for choice in operand.choices {
                    // Some choices take no further operand (`bar list`): then the choice alone must parse.
                    let withOperands = [command.name, choice.name] + sampleOperands(of: command).dropFirst()
                    let parsed = (try? ArgumentParser.parse(withOperands)) ?? (try? ArgumentParser.parse([command.name, choice.name]))
                    #expect(parsed != nil, "dringo \(command.name) \(choice.name)")
                }
            }
        }
    }

    @Test("every option the description gives a command is one the parser takes there, with a value when it needs one")
    func options_areParsed() throws {
        for command in parsedCommands {
            for option in command.options {
                let arguments = [command.name] + sampleOperands(of: command) + sample(option)
                #expect(throws: Never.self, "dringo \(arguments.joined(separator: " "))") {
                    try ArgumentParser.parse(arguments)
                }
            }
        }
        for option in commandLine.options {
            #expect(throws: Never.self, "dringo \(option.name)") { try ArgumentParser.parse(sample(option)) }
        }
    }

    @Test("every described command is one the parser reads")
    func describedCommands_areAllParsed() {
        let unparsed = Set(commandLine.commands.map(\.name)).subtracting(parsedCommands.map(\.name))

        #expect(unparsed.isEmpty)
    }

    // MARK: - Helpers

    private var parsedCommands: [CompletableCommand] {
        commandLine.commands.filter { command in
            (try? ArgumentParser.parse([command.name, "--help"])) != nil
        }
    }

    private func sampleOperands(of command: CompletableCommand) -> [String] {
        command.operands.map { $0.choices.first?.name ?? "Negroni" }
    }

    private func sample(_ option: CompletableOption) -> [String] {
        switch option.value {
        case .none: [option.name]
        case let .oneOf(values): [option.name, values.last ?? ""]
        case .file: [option.name, "negroni.jpg"]
        case .number: [option.name, "2"]
        }
    }
}
