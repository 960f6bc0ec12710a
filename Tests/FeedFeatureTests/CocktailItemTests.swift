import FeedFeature
import Foundation
import Testing

/// Items keep their image URL as text and make a `URL` only when asked (see `CocktailItem`).
struct CocktailItemTests {
    @Test(
        "an image URL comes back equal to the one given, escapes and all",
        arguments: [
            "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg",
            "http://127.0.0.1:8080/mirror/images/pi%C3%B1a%20colada.jpg?size=small#top",
            "https://example.com/a%2Fb.jpg",
        ])
    func imageURL_roundTripsThroughItsText(text: String) throws {
        let url = try #require(URL(string: text))

        let item = CocktailItem(id: 1, name: "Any", imageURL: url)
        let local = LocalCocktailItem(id: 1, name: "Any", description: nil, imageURL: url)

        #expect(item.imageURL == url)
        #expect(item.imageURLText == url.absoluteString)
        #expect(local.imageURL == url)
        #expect(local.imageURLText == url.absoluteString)
    }

    @Test("an item without an image has neither text nor URL")
    func imageURL_isNilWithoutAnImage() {
        let item = CocktailItem(id: 1, name: "Any")

        #expect(item.imageURL == nil)
        #expect(item.imageURLText == nil)
    }

    @Test("items made from a URL or from its text are equal")
    func items_madeEitherWay_areEqual() throws {
        let url = try #require(URL(string: "https://example.com/margarita.jpg"))

        #expect(
            CocktailItem(id: 7, name: "Margarita", description: "Shake.", imageURL: url)
                == CocktailItem(id: 7, name: "Margarita", description: "Shake.", imageURLText: url.absoluteString))
        #expect(
            LocalCocktailItem(id: 7, name: "Margarita", description: nil, imageURL: url)
                == LocalCocktailItem(id: 7, name: "Margarita", description: nil, imageURLText: url.absoluteString))
    }
}
