import Foundation

/// The rules for text a user types, a name or a note: trimmed of surrounding whitespace, not empty, no
/// control characters, and no longer than the caller allows.
///
/// A control character is anything `VisibleText` would remove or replace: C0 and C1 controls, DEL, the
/// bidirectional controls, and the line and paragraph separators. Text these rules accept is therefore
/// shown exactly as it is kept, so what a list shows is what the user can type to name it again.
///
/// Length counts characters as the user sees them (grapheme clusters), so an emoji or a letter with its
/// accent is one. One character may hide any number of combining marks, though, so the text may also hold
/// at most `mostScalarsPerCharacter` Unicode scalars for each character allowed.
public enum TypedText {
    /// Far more than any script or emoji sequence needs: the longest emoji, a couple kissing with skin
    /// tones, is ten.
    public static let mostScalarsPerCharacter = 10

    /// The text without surrounding whitespace, or the first rule it breaks.
    public static func validate(_ text: String, maximumLength: Int) throws(TypedTextError) -> String {
        let trimmed = text.endsInVisibleASCII ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard !trimmed.unicodeScalars.contains(where: TextControls.contains) else { throw .containsControlCharacters }
        guard !isLonger(trimmed, than: maximumLength) else { throw .tooLong(maximum: maximumLength) }
        return trimmed
    }

    private static func isLonger(_ text: String, than maximumLength: Int) -> Bool {
        let scalarLimit = maximumLength.multipliedReportingOverflow(by: mostScalarsPerCharacter)
        if !scalarLimit.overflow, text.unicodeScalars.count > scalarLimit.partialValue { return true }
        return text.count > maximumLength
    }
}
