/// A command parsed and composed, waiting to run (see `Dringo.prepare`).
public struct PreparedCommand: Sendable {
    private let work: @Sendable () async -> ExitCode

    init(_ work: @escaping @Sendable () async -> ExitCode) {
        self.work = work
    }

    public func run() async -> ExitCode {
        await work()
    }
}
