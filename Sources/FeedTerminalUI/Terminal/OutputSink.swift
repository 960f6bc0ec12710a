import Foundation

/// Somewhere output goes: a file descriptor in the program, a buffer in tests.
public protocol OutputSink: Sendable {
    func write(_ text: String)
    /// Raw bytes, for `dringo image` writing to a pipe.
    func write(_ data: Data)
}
