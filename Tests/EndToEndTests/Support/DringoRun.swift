import Foundation

/// What the user saw from one run of the `dringo` binary.
struct DringoRun: Sendable, CustomStringConvertible {
    let arguments: [String]
    let termination: Termination
    /// Stdout exactly as written, for output that is not text, such as an image.
    let standardOutputBytes: Data
    let standardError: String

    /// Stdout read as UTF-8 text.
    var standardOutput: String {
        String(decoding: standardOutputBytes, as: UTF8.self)
    }

    /// The exit status, or nil when a signal ended the process (a crash).
    var exitCode: Int32? {
        guard case let .exited(status) = termination else { return nil }
        return status
    }

    var description: String {
        "dringo \(arguments.joined(separator: " ")): \(termination)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)---"
    }
}
