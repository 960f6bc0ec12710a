import BarFeature
import Foundation
import Testing

/// What one bar retrieve delivered, so outcomes compare with `==` whatever the error.
enum BarRetrievalOutcome: Equatable {
    case found([LocalBarIngredient])
    case failure
}

func retrievalOutcome(of sut: any BarStore) async -> BarRetrievalOutcome {
    do {
        return .found(try await sut.retrieve())
    } catch {
        return .failure
    }
}

func expect(_ sut: any BarStore, toRetrieve expected: BarRetrievalOutcome, sourceLocation: SourceLocation = #_sourceLocation) async {
    let outcome = await retrievalOutcome(of: sut)
    #expect(outcome == expected, sourceLocation: sourceLocation)
}

func expect(_ sut: any BarStore, toRetrieveTwice expected: BarRetrievalOutcome, sourceLocation: SourceLocation = #_sourceLocation) async {
    await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
    await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
}

/// The error the replace threw, or nil when it succeeded.
@discardableResult
func replaceBar(of sut: any BarStore, with ingredients: [LocalBarIngredient]) async -> (any Error)? {
    do {
        try await sut.replace(with: ingredients)
        return nil
    } catch {
        return error
    }
}

/// Ingredients no other test uses, in an order that is not sorted, so a store that sorts shows.
func uniqueIngredients() -> [LocalBarIngredient] {
    let id = UUID().uuidString
    return ["Lime Juice \(id)", "Gin \(id)", "Angostura Bitters \(id)"].map(LocalBarIngredient.init)
}

/// Names whose spelling a careless store would change: composed and decomposed accents, other
/// scripts, emoji, and every character JSON must escape or may be tempted to.
func ingredientsWithHardSpellings() -> [LocalBarIngredient] {
    [
        "Crème de cassis", "Cre\u{0300}me de me\u{0301}nthe", "Jägermeister", "Ουζο", "梅酒", "🍋 Lemon peel",
        #"Angostura "bitters""#, #"C:\back\slash\"#, "two\nlines", "tab\t, return\r, backspace\u{8}, feed\u{C}",
        "\u{0}\u{1}\u{1F}\u{7F}", "line\u{2028}and paragraph\u{2029}separators", "</script>/slash", "  padded  ", "",
    ].map(LocalBarIngredient.init)
}

/// The names scalar by scalar: `String`'s `==` would let a store swap é for e and a combining accent.
func scalars(of ingredients: [LocalBarIngredient]) -> [[Unicode.Scalar]] {
    ingredients.map { Array($0.name.unicodeScalars) }
}
