import NameMatching

/// The rules for what the user gives a favourite: a rating is a whole number from 1 to 5, and a note
/// follows the rules for typed text, at most `maximumNoteLength` characters.
public enum FavouriteInput {
    public static let ratings = 1...5
    /// Room for what the user changed in a recipe, far short of a page.
    public static let maximumNoteLength = 500

    public static func validate(rating: Int) throws(FavouriteInputError) -> Int {
        guard ratings.contains(rating) else { throw .ratingOutOfRange(rating) }
        return rating
    }

    /// The note without surrounding whitespace; nil for a blank note, which clears the one saved.
    public static func validate(note: String) throws(FavouriteInputError) -> String? {
        do {
            return try TypedText.validate(note, maximumLength: maximumNoteLength)
        } catch .empty {
            return nil
        } catch {
            throw .note(note, reason: error)
        }
    }
}
