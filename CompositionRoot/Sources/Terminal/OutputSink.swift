/// Somewhere text goes: a file descriptor in the program, a buffer in tests.
public protocol TextSink: Sendable {
    func write(_ text: String)
}
