import Foundation

/// A cocktail in the small list the image tests serve, whose thumb is an image on the same
/// loopback server, so an image request never leaves 127.0.0.1.
struct ServedCocktail: Sendable {
    let id: Int
    let name: String
    /// Where the server answers with the image.
    let imagePath: String

    static let negroni = ServedCocktail(id: 11003, name: "Negroni", imagePath: "/images/negroni.jpg")
    static let martini = ServedCocktail(id: 11728, name: "Martini", imagePath: "/images/martini.jpg")

    /// A `filter.php` body listing `cocktails` as the free key's feed does: id, name and thumb only.
    static func feedBody(listing cocktails: [ServedCocktail], on baseURL: String) throws -> String {
        let drinks = cocktails.map { cocktail in
            ["idDrink": String(cocktail.id), "strDrink": cocktail.name, "strDrinkThumb": baseURL + cocktail.imagePath]
        }
        let body = try JSONSerialization.data(withJSONObject: ["drinks": drinks], options: [.sortedKeys])
        return String(decoding: body, as: UTF8.self)
    }
}
