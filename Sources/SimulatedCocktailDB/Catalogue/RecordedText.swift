import Foundation

/// A string of a recorded drink: its text, and its JSON as the API wrote it, quotes and escapes included.
struct RecordedText: Sendable, Equatable {
    let text: String
    let json: Data
}
