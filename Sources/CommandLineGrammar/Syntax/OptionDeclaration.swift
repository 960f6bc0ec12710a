/// An option a command declares once: its syntax, which parsing, help, usage errors, completions and the man page
/// read, and the type a command reads its value back as.
public protocol OptionDeclaration: Sendable {
    var syntax: OptionSyntax { get }
}

extension OptionSyntax: OptionDeclaration {
    public var syntax: OptionSyntax { self }
}

/// An option given or not: `arguments[.offline]` is a `Bool`.
public struct Flag: OptionDeclaration {
    public let syntax: OptionSyntax

    public init(_ name: String, shortName: String? = nil, wording: WordingTable) {
        syntax = OptionSyntax(name, shortName: shortName, wording: wording)
    }
}

/// An option with a value, read back as its type: `arguments[.units]` is a `VolumeUnit?`, the value given, else its
/// environment variable's, else nil. The parser has checked the value against the syntax, so reading it succeeds.
public struct Option<Value: Sendable>: OptionDeclaration {
    public let syntax: OptionSyntax
    private let read: @Sendable (String) -> Value?

    public init(syntax: OptionSyntax, read: @escaping @Sendable (String) -> Value?) {
        self.syntax = syntax
        self.read = read
    }

    func value(of text: String) -> Value? {
        read(text)
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of the type's cases, typed as its raw value: `--format text|json`.
    public init(_ name: String, wording: WordingTable, environmentVariable: String? = nil) {
        self.init(
            syntax: OptionSyntax(
                name, value: .oneOf(Value.allCases.map(\.rawValue)), wording: wording, environmentVariable: environmentVariable),
            read: { Value(rawValue: $0) })
    }
}

extension Option where Value == Int {
    /// A whole number in `range`, written as `placeholder` in a synopsis.
    public init(_ name: String, in range: ClosedRange<Int>, placeholder: String = "N", wording: WordingTable) {
        self.init(syntax: OptionSyntax(name, value: .wholeNumber(range, placeholder: placeholder), wording: wording), read: { Int($0) })
    }
}

extension Option where Value == String {
    /// Any text, written as `placeholder` in a synopsis; with `repeats`, every value given counts.
    public init(_ name: String, text placeholder: String, repeats: Bool = false, wording: WordingTable) {
        self.init(syntax: OptionSyntax(name, value: .text(placeholder: placeholder), repeats: repeats, wording: wording), read: { $0 })
    }

    /// A file's path, which may not be empty.
    public init(_ name: String, file placeholder: String, wording: WordingTable) {
        self.init(syntax: OptionSyntax(name, value: .file(placeholder: placeholder), wording: wording), read: { $0 })
    }
}
