import FeedFeature
import Foundation

/// One drink as TheCocktailDB sends it (the id as a string), with the item it maps to.
func makeDrink(id: Int, name: String, description: String? = nil, imageURL: URL? = nil) throws -> (model: CocktailItem, json: String) {
    var fields = ["idDrink": String(id), "strDrink": name]
    fields["strInstructions"] = description
    fields["strDrinkThumb"] = imageURL?.absoluteString
    let json = String(decoding: try JSONEncoder().encode(fields), as: UTF8.self)
    return (CocktailItem(id: id, name: name, description: description, imageURL: imageURL), json)
}

/// A `{"drinks": [...]}` body from drinks written as JSON text.
func drinksBody(_ drinks: [String]) -> Data {
    Data(#"{"drinks":[\#(drinks.joined(separator: ","))]}"#.utf8)
}
