import FeedPresentation

/// Reads dringo's arguments: a command, its operands and its options.
///
/// Options take their value as the next argument or after `=` (`--limit 5`, `--limit=5`).
/// After `--`, every argument is an operand, so a name may start with a hyphen.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        do {
            return try parseCommand(arguments)
        } catch {
            throw error.suggestingClosestName(from: .dringo)
        }
    }

    private static func parseCommand(_ arguments: [String]) throws(UsageError) -> Invocation {
        var cursor = ArgumentCursor(arguments)
        guard let first = cursor.next() else { return Invocation(command: .shortUsage, language: nil) }
        switch first {
        case "--help", "-h":
            return Invocation(command: .help(.main), language: try languageOption(in: &cursor, command: nil))
        case "help":
            return try parseHelp(&cursor)
        case "--version", "-V":
            return Invocation(command: .version, language: try languageOption(in: &cursor, command: nil))
        case "feed":
            return try parseFeed(&cursor)
        case "ingredients":
            return try parseIngredients(&cursor)
        case "image":
            return try parseImage(&cursor)
        case "cache":
            return try parseCache(&cursor)
        case "sync":
            return try parseSync(&cursor)
        case "search":
            return try parseSearch(&cursor)
        case "recipe":
            return try parseRecipe(&cursor)
        case "random":
            return try parseRandom(&cursor)
        case "bar":
            return try parseBar(&cursor)
        case "makeable":
            return try parseMakeable(&cursor)
        case "completions":
            return try parseCompletions(&cursor)
        default:
            if first.hasPrefix("-") { throw .unknownOption(first, command: "dringo") }
            throw .unknownCommand(first)
        }
    }

    /// A valid `--lang` anywhere in the arguments, so that even a usage error speaks the asked language.
    static func requestedLanguage(in arguments: [String]) -> Language? {
        var cursor = ArgumentCursor(arguments)
        var language: Language?
        while let argument = cursor.next(), argument != "--" {
            let (name, inlineValue) = split(argument)
            guard name == "--lang", let value = try? cursor.value(for: name, inline: inlineValue) else { continue }
            language = Language(rawValue: value) ?? language
        }
        return language
    }

    private static func parseFeed(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        var options = FeedOptions()
        var language: Language?
        while let argument = cursor.next() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "--help", "-h":
                return Invocation(command: .help(.feed), language: language)
            case "--offline":
                guard inlineValue == nil else { throw .unexpectedArgument(argument, command: "feed") }
                options.offline = true
            case "--format":
                options.format = try format(try cursor.value(for: name, inline: inlineValue))
            case "--limit":
                options.limit = try limit(try cursor.value(for: name, inline: inlineValue))
            case "--lang":
                language = try self.language(try cursor.value(for: name, inline: inlineValue))
            default:
                if argument.hasPrefix("-") { throw .unknownOption(argument, command: "feed") }
                throw .unexpectedArgument(argument, command: "feed")
            }
        }
        return Invocation(command: .feed(options), language: language)
    }

    private static func parseIngredients(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        let arguments = try parseCocktailArguments(&cursor, command: "ingredients", options: ["--format", "--lang"])
        if arguments.wantsHelp { return Invocation(command: .help(.ingredients), language: arguments.language) }
        guard let nameOrID = arguments.nameOrID else { throw .missingCocktailName(command: "ingredients") }
        let options = IngredientsOptions(nameOrID: nameOrID, format: arguments.format)
        return Invocation(command: .ingredients(options), language: arguments.language)
    }

    private static func parseImage(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        let arguments = try parseCocktailArguments(&cursor, command: "image", options: ["--output", "--lang"])
        if arguments.wantsHelp { return Invocation(command: .help(.image), language: arguments.language) }
        guard let nameOrID = arguments.nameOrID else { throw .missingCocktailName(command: "image") }
        return Invocation(command: .image(ImageOptions(nameOrID: nameOrID, output: arguments.output)), language: arguments.language)
    }

    private static func parseSync(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        let arguments = try parseCocktailArguments(&cursor, command: "sync", options: ["--lang"])
        if arguments.wantsHelp { return Invocation(command: .help(.sync), language: arguments.language) }
        if let operand = arguments.nameOrID { throw .unexpectedArgument(operand, command: "sync") }
        return Invocation(command: .sync, language: arguments.language)
    }

    private static func parseSearch(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        let arguments = try parseCocktailArguments(&cursor, command: "search", options: ["--format", "--limit", "--lang"])
        if arguments.wantsHelp { return Invocation(command: .help(.search), language: arguments.language) }
        guard let text = arguments.nameOrID else { throw .missingSearchText }
        let options = SearchOptions(text: text, format: arguments.format, limit: arguments.limit)
        return Invocation(command: .search(options), language: arguments.language)
    }

    private static func parseRecipe(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        let arguments = try parseCocktailArguments(&cursor, command: "recipe", options: ["--format", "--lang"])
        if arguments.wantsHelp { return Invocation(command: .help(.recipe), language: arguments.language) }
        guard let nameOrID = arguments.nameOrID else { throw .missingCocktailName(command: "recipe") }
        let options = RecipeOptions(nameOrID: nameOrID, format: arguments.format)
        return Invocation(command: .recipe(options), language: arguments.language)
    }

    private static func parseRandom(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        let arguments = try parseCocktailArguments(&cursor, command: "random", options: ["--format", "--lang"])
        if arguments.wantsHelp { return Invocation(command: .help(.random), language: arguments.language) }
        if let operand = arguments.nameOrID { throw .unexpectedArgument(operand, command: "random") }
        return Invocation(command: .random(RandomOptions(format: arguments.format)), language: arguments.language)
    }

    /// `bar ACTION [INGREDIENT...]`: every operand after `add` or `remove` names an ingredient, and
    /// after `--` even one starting with a hyphen does.
    private static func parseBar(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        var actionName: String?
        var operands: [String] = []
        var format = OutputFormat.text
        var language: Language?
        var optionsEnded = false
        while let argument = cursor.next() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                if actionName == nil { actionName = argument } else { operands.append(argument) }
                continue
            }
            let (name, inlineValue) = split(argument)
            switch name {
            case "--":
                optionsEnded = true
            case "--help", "-h":
                return Invocation(command: .help(.bar), language: language)
            case "--format":
                format = try self.format(try cursor.value(for: name, inline: inlineValue))
            case "--lang":
                language = try self.language(try cursor.value(for: name, inline: inlineValue))
            default:
                throw .unknownOption(argument, command: actionName.map { "bar \($0)" } ?? "bar")
            }
        }
        guard let actionName else { throw .missingBarAction }
        let action: BarAction
        switch actionName {
        case "add", "remove":
            let names = operands.filter { !$0.allSatisfy(\.isWhitespace) }
            guard !names.isEmpty else { throw .missingIngredient(action: actionName) }
            action = actionName == "add" ? .add(names) : .remove(names)
        case "list", "clear":
            if let extra = operands.first { throw .unexpectedArgument(extra, command: "bar \(actionName)") }
            action = actionName == "list" ? .list : .clear
        default:
            throw .unknownBarAction(actionName)
        }
        return Invocation(command: .bar(BarOptions(action: action, format: format)), language: language)
    }

    private static func parseMakeable(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        let arguments = try parseCocktailArguments(&cursor, command: "makeable", options: ["--missing", "--format", "--limit", "--lang"])
        if arguments.wantsHelp { return Invocation(command: .help(.makeable), language: arguments.language) }
        if let operand = arguments.nameOrID { throw .unexpectedArgument(operand, command: "makeable") }
        let options = MakeableOptions(allowedMissing: arguments.allowedMissing, format: arguments.format, limit: arguments.limit)
        return Invocation(command: .makeable(options), language: arguments.language)
    }

    /// What `ingredients`, `image`, the catalogue commands and `makeable` share: at most one operand, which may
    /// follow `--`, and some options.
    private struct CocktailArguments {
        var nameOrID: String?
        var format = OutputFormat.text
        var limit: Int?
        var output: String?
        var allowedMissing = 0
        var language: Language?
        var wantsHelp = false
    }

    private static func parseCocktailArguments(
        _ cursor: inout ArgumentCursor,
        command: String,
        options allowed: Set<String>
    ) throws(UsageError) -> CocktailArguments {
        var arguments = CocktailArguments()
        var optionsEnded = false
        while let argument = cursor.next() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard arguments.nameOrID == nil else { throw .unexpectedArgument(argument, command: command) }
                arguments.nameOrID = argument
                continue
            }
            let (name, inlineValue) = split(argument)
            guard name == "--" || name == "--help" || name == "-h" || allowed.contains(name) else {
                throw .unknownOption(argument, command: command)
            }
            switch name {
            case "--":
                optionsEnded = true
            case "--help", "-h":
                arguments.wantsHelp = true
                return arguments
            case "--format":
                arguments.format = try format(try cursor.value(for: name, inline: inlineValue))
            case "--limit":
                arguments.limit = try limit(try cursor.value(for: name, inline: inlineValue))
            case "--output":
                let output = try cursor.value(for: name, inline: inlineValue)
                guard !output.isEmpty else { throw .missingValue(option: name) }
                arguments.output = output
            case "--missing":
                arguments.allowedMissing = try allowedMissing(try cursor.value(for: name, inline: inlineValue))
            default:
                arguments.language = try language(try cursor.value(for: name, inline: inlineValue))
            }
        }
        return arguments
    }

    private static func parseCache(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        var action: CacheAction?
        var language: Language?
        while let argument = cursor.next() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "--help", "-h":
                return Invocation(command: .help(.cache), language: language)
            case "--lang":
                language = try self.language(try cursor.value(for: name, inline: inlineValue))
            default:
                if argument.hasPrefix("-") { throw .unknownOption(argument, command: "cache") }
                guard action == nil else { throw .unexpectedArgument(argument, command: "cache") }
                guard let parsed = CacheAction(rawValue: argument) else { throw .unknownCacheAction(argument) }
                action = parsed
            }
        }
        guard let action else { throw .missingCacheAction }
        return Invocation(command: .cache(action), language: language)
    }

    private static func parseCompletions(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        var shell: Shell?
        var language: Language?
        while let argument = cursor.next() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "--help", "-h":
                return Invocation(command: .help(.completions), language: language)
            case "--lang":
                language = try self.language(try cursor.value(for: name, inline: inlineValue))
            default:
                if argument.hasPrefix("-") { throw .unknownOption(argument, command: "completions") }
                guard shell == nil else { throw .unexpectedArgument(argument, command: "completions") }
                guard let parsed = Shell(rawValue: argument) else { throw .unknownShell(argument) }
                shell = parsed
            }
        }
        guard let shell else { throw .missingShell }
        return Invocation(command: .completions(shell), language: language)
    }

    /// `help <command>` is `<command> --help`; `help` alone, or `help help`, is the main page.
    private static func parseHelp(_ cursor: inout ArgumentCursor) throws(UsageError) -> Invocation {
        var topic: HelpTopic?
        var language: Language?
        while let argument = cursor.next() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "--help", "-h":
                continue
            case "--lang":
                language = try self.language(try cursor.value(for: name, inline: inlineValue))
            default:
                if argument.hasPrefix("-") { throw .unknownOption(argument, command: "help") }
                guard topic == nil else { throw .unexpectedArgument(argument, command: "help") }
                topic = try helpTopic(forCommand: argument)
            }
        }
        return Invocation(command: .help(topic ?? .main), language: language)
    }

    private static func helpTopic(forCommand command: String) throws(UsageError) -> HelpTopic {
        if command == "help" { return .main }
        guard let topic = HelpTopic(rawValue: command), topic != .main else { throw .unknownCommand(command) }
        return topic
    }

    /// `--lang` is the only option the top-level `--help` and `--version` take.
    private static func languageOption(in cursor: inout ArgumentCursor, command: String?) throws(UsageError) -> Language? {
        var language: Language?
        while let argument = cursor.next() {
            let (name, inlineValue) = split(argument)
            guard name == "--lang" else {
                if argument.hasPrefix("-") { throw .unknownOption(argument, command: command ?? "dringo") }
                throw .unexpectedArgument(argument, command: command ?? "dringo")
            }
            language = try self.language(try cursor.value(for: name, inline: inlineValue))
        }
        return language
    }

    private static func split(_ argument: String) -> (name: String, inlineValue: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func format(_ value: String) throws(UsageError) -> OutputFormat {
        guard let format = OutputFormat(rawValue: value) else { throw .invalidFormat(value) }
        return format
    }

    private static func limit(_ value: String) throws(UsageError) -> Int {
        guard value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let limit = Int(value), limit >= 1
        else { throw .invalidLimit(value) }
        return limit
    }

    /// A drink has at most 15 ingredients, so missing more than 15 allows nothing more.
    private static func allowedMissing(_ value: String) throws(UsageError) -> Int {
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let count = Int(value), count <= 15
        else { throw .invalidMissing(value) }
        return count
    }

    private static func language(_ value: String) throws(UsageError) -> Language {
        guard let language = Language(rawValue: value) else { throw .invalidLanguage(value) }
        return language
    }
}

/// Walks the arguments once, handing out option values.
struct ArgumentCursor {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    mutating func next() -> String? {
        remaining.popFirst()
    }

    mutating func value(for option: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = remaining.popFirst() else { throw .missingValue(option: option) }
        return value
    }
}
