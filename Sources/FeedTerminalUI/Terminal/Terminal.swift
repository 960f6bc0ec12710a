/// The program's two output streams and what is known about them.
public struct Terminal: Sendable {
    public let standardOutput: any OutputSink
    public let standardError: any OutputSink
    public let standardOutputIsTerminal: Bool
    public let standardErrorIsTerminal: Bool
    /// Columns of the terminal, when stdout is one and its size is known.
    public let width: Int?
    /// What turns the loading indicator's spinner: a clock in the program, a hand in tests.
    public let spinnerTicks: SpinnerTicks

    public init(
        standardOutput: any OutputSink,
        standardError: any OutputSink,
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false,
        width: Int? = nil,
        spinnerTicks: SpinnerTicks = .system
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.width = width
        self.spinnerTicks = spinnerTicks
    }
}
