import Foundation

/// Checks a cocktail name before any request is made.
public enum CocktailNameValidator {
    /// The longest name accepted, in characters; the API's longest names are far shorter.
    public static let maximumLength = 100

    /// The name without surrounding whitespace, or the reason it cannot be used.
    public static func validate(_ name: String) throws(CocktailNameValidationError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard !trimmed.unicodeScalars.contains(where: isControl) else { throw .containsControlCharacters }
        guard trimmed.count <= maximumLength else { throw .tooLong(maximum: maximumLength) }
        return trimmed
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
