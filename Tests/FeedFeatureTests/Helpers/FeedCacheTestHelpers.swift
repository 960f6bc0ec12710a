import FeedFeature
import Foundation

/// The clock every cache test reads: a fixed instant, never `Date()`.
let fixedCurrentDate = Date(timeIntervalSince1970: 1_700_000_000)

/// Two distinct cocktails, as the domain and as the cache hold them; the second has no description or image.
func uniqueItems() -> (models: [CocktailItem], local: [LocalCocktailItem]) {
    let imageURL = URL(string: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg")
    let models = [
        CocktailItem(id: 11007, name: "Margarita", description: "Rub the rim of the glass with the lime slice.", imageURL: imageURL),
        CocktailItem(id: 15346, name: "155 Belmont"),
    ]
    let local = models.map {
        LocalCocktailItem(id: $0.id, name: $0.name, description: $0.description, imageURL: $0.imageURL)
    }
    return (models, local)
}
