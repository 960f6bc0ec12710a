import Foundation

/// One full drink as TheCocktailDB recorded it: its object's bytes, and the members the demo's
/// answers are computed from.
struct RecordedDrink: Sendable, Equatable {
    let id: RecordedText
    let name: RecordedText
    /// `strDrinkThumb`'s value as written; nil when it is missing or not a string.
    let thumbnailJSON: Data?
    let category: RecordedText?
    let alcoholic: RecordedText?
    let glass: RecordedText?
    /// The ingredient slots that hold a string, in slot order.
    let ingredients: [RecordedText]
    /// The whole object, every member as recorded.
    let json: Data

    /// What `filter.php` lists of a drink: its name, picture and id, in the API's order.
    var filterItemJSON: Data {
        var item = Data(#"{"strDrink":"#.utf8)
        item.append(name.json)
        item.append(contentsOf: #","strDrinkThumb":"#.utf8)
        item.append(thumbnailJSON ?? Data("null".utf8))
        item.append(contentsOf: #","idDrink":"#.utf8)
        item.append(id.json)
        item.append(UInt8(ascii: "}"))
        return item
    }
}
