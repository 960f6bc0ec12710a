/// The program's two output streams and what is known about them.
public struct Terminal: Sendable {
    public let standardOutput: any TextSink
    public let standardError: any TextSink
    public let standardOutputIsTerminal: Bool
    public let standardErrorIsTerminal: Bool
    /// Columns of the terminal, when stdout is one and its size is known.
    public let width: Int?

    public init(
        standardOutput: any TextSink,
        standardError: any TextSink,
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false,
        width: Int? = nil
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.width = width
    }
}
