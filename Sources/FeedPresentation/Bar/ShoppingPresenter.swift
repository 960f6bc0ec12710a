import BarFeature
import Foundation

/// The words of `dringo shopping`: what to buy, with how many more drinks each would make, and the
/// notes for an empty bar or nothing worth buying.
public typealias ShoppingPresenter = Presenter<ShoppingScreen>
public enum ShoppingScreen {}

extension Presenter where Screen == ShoppingScreen {
    /// The purchases, one a row: in text `Vodka (4 more drinks: A, B, C, …)`, the ingredient named in the language; in JSON
    /// `{"ingredient": String, "drinkCount": Int, "drinks": [String]}`.
    public func map(_ answer: PurchaseAnswer, limit: Int? = nil) -> ListViewModel {
        guard case let .suggestions(suggestions) = answer else {
            return ListViewModel(rows: ListRows([]), note: string("SHOPPING_EMPTY_BAR", table: .bar, inDemo: "DEMO_SHOPPING_EMPTY_BAR"))
        }
        let localizer = self.localizer
        return ListViewModel(
            rows: ListRows(suggestions, limit: limit) { suggestion in
                ListRow(
                    name: localizer.ingredientName(suggestion.ingredient), detail: Self.detail(of: suggestion, localizer: localizer),
                    members: [
                        ListMember("ingredient", .text(suggestion.ingredient)), ListMember("drinkCount", .number(suggestion.drinkCount)),
                        ListMember("drinks", .texts(suggestion.drinks)),
                    ])
            },
            note: suggestions.isEmpty ? localizer.string("SHOPPING_NONE", table: .bar) : nil
        )
    }

    private static func detail(of suggestion: PurchaseSuggestion, localizer: Localizer) -> String {
        let drinks = suggestion.drinks.joined(separator: ", ")
        if suggestion.drinkCount == 1 { return localizer.string("SHOPPING_ONE_DRINK", table: .bar, drinks) }
        if suggestion.drinkCount > suggestion.drinks.count {
            return localizer.string("SHOPPING_DRINKS", table: .bar, suggestion.drinkCount, drinks)
        }
        return localizer.string("SHOPPING_ALL_DRINKS", table: .bar, suggestion.drinkCount, drinks)
    }
}
