import BarFeature
import Foundation

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
