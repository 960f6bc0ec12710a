/// An option as the user types it, `--format json` or `--format=json`, and what its value may be.
public struct OptionSyntax: Sendable, Equatable {
    /// What may follow the option's name.
    public enum Value: Sendable, Equatable {
        /// Nothing: the option is a flag.
        case none
        /// One of these words.
        case oneOf([String])
        /// A whole number in `range`, written as `placeholder` in a synopsis (`N`, `1-5`).
        case wholeNumber(ClosedRange<Int>, placeholder: String)
        /// A file's path, which may not be empty.
        case file(placeholder: String)
        /// Any text.
        case text(placeholder: String)
    }

    /// With its two hyphens: `--format`.
    public let name: String
    /// A one-letter alias with one hyphen, such as `-h`, if the option has one.
    public let shortName: String?
    public let value: Value
    /// Whether it may be given more than once, each value counting, as `--ingredient` may; otherwise the last one wins.
    public let repeats: Bool
    /// The table of the option's words, keyed by its name without the hyphens.
    public let wording: WordingTable
    /// The environment variable whose value stands in when the option is not given, checked as the option's own
    /// (a choice ignoring case); nil when there is none.
    public let environmentVariable: String?

    public init(
        _ name: String, shortName: String? = nil, value: Value = .none, repeats: Bool = false, wording: WordingTable,
        environmentVariable: String? = nil
    ) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.repeats = repeats
        self.wording = wording
        self.environmentVariable = environmentVariable
    }

    /// Whether `name`, as typed, is this option: its name or its short name.
    public func isNamed(_ name: String) -> Bool {
        name == self.name || name == shortName
    }

    public var takesValue: Bool { value != .none }

    /// Whether some values are refused for what they say, not only for being empty: a word not among the
    /// choices, or not a whole number in range.
    public var refusesSomeValues: Bool {
        switch value {
        case .oneOf, .wholeNumber: true
        case .none, .file, .text: false
        }
    }

    /// The name without its hyphens: `format`.
    public var bareName: String { String(name.drop { $0 == "-" }) }

    /// What a synopsis writes after the name: `text|json`, `N`, `FILE`; nil for a flag.
    public var valueSyntax: String? {
        if case let .oneOf(words) = value { return words.joined(separator: "|") }
        return placeholder
    }

    /// What stands for a value that is not one of a few words: `N`, `NAME`, `FILE`; nil for a flag or a choice.
    public var placeholder: String? {
        switch value {
        case .none, .oneOf: nil
        case let .wholeNumber(_, placeholder), let .file(placeholder), let .text(placeholder): placeholder
        }
    }

    /// The option as a synopsis writes it, in the syntax's own words: `--format text|json`, `--offline`.
    public var synopsis: String {
        valueSyntax.map { "\(name) \($0)" } ?? name
    }
}
