/// How a child process ended.
enum Termination: Sendable, Equatable, CustomStringConvertible {
    /// It called `exit` with this status.
    case exited(Int32)
    /// A signal ended it: a crash, or a kill.
    case signaled(Int32)

    var description: String {
        switch self {
        case let .exited(status): "exit \(status)"
        case let .signaled(signal): "killed by signal \(signal)"
        }
    }
}
