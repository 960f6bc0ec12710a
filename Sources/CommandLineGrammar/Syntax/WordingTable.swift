/// A table of words the program keeps its texts in, by name: the grammar says which table a command's,
/// an option's or an operand's words are in, and the program's `CommandLineWords` reads them from it.
public struct WordingTable: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ name: String) {
        self.init(rawValue: name)
    }
}
