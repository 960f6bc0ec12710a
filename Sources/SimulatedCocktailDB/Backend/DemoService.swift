import Foundation
import NameMatching

/// The handlers of the API's scripts: what TheCocktailDB would answer, computed from the catalogue.
struct DemoService: Sendable {
    let catalogue: DemoCatalogue
    let limits: AnswerLimits
    let randomIndex: RandomIndex

    /// The demo's pick for a production key's feed: well-known drinks of the catalogue.
    /// TheCocktailDB's own ranking was never recorded.
    static let popularIDs = [
        "11007", "11008", "11403", "11410", "17216", "15853", "17203", "178367", "178368", "17254",
    ]

    /// The letter file, as recorded, when the key's cap does not cut it; else its first drinks up to the cap.
    func drinks(startingWith letter: String) -> SimulatedResponse {
        let folded = NameKey.of(letter)
        guard folded.count == 1, let character = folded.first, let file = catalogue.letter(character) else { return .drinks([]) }
        guard file.drinks.count > limits.drinksPerLetter else { return .json(file.body) }
        return .drinks(file.drinks.prefix(limits.drinksPerLetter).map(\.json))
    }

    /// The drinks whose name contains `name`, ignoring case and diacritics, shortest name first, as
    /// every recorded search is ordered; a blank name finds them all.
    func search(name: String) -> SimulatedResponse {
        let wanted = NameKey.of(name)
        let found = wanted.isEmpty ? catalogue.drinks : catalogue.drinks.filter { NameKey.of($0.name.text).contains(wanted) }
        // Enumerated, so that names of one length keep the catalogue's order.
        let shortestFirst = found.enumerated().sorted { ($0.element.name.text.count, $0.offset) < ($1.element.name.text.count, $1.offset) }
        return .drinks(shortestFirst.map(\.element.json))
    }

    func lookup(id: String) -> SimulatedResponse {
        .drinks(catalogue.drink(withID: id).map { [$0.json] } ?? [])
    }

    /// One drink, each as likely as any other.
    func random() -> SimulatedResponse {
        guard !catalogue.drinks.isEmpty else { return .drinks([]) }
        return .drinks([catalogue.drinks[randomIndex.next(below: catalogue.drinks.count)].json])
    }

    func popular() -> SimulatedResponse {
        .drinks(Self.popularIDs.compactMap { catalogue.drink(withID: $0)?.json })
    }

    /// The drinks whose `field` matches `value`, by name, up to the key's cap; each with its name,
    /// picture and id only. The free key's feed is `filter(.category, by: "Cocktail")`.
    func filter(_ field: DrinkField, by value: String) -> SimulatedResponse {
        let positions = catalogue.index(of: field).positions(matching: value).prefix(limits.drinksPerFilter)
        return .drinks(positions.map { catalogue.drinks[$0].filterItemJSON })
    }

    /// `list.php?c=list` and its like: each value of the field once, up to the key's cap.
    func list(_ field: DrinkField, request: String) -> SimulatedResponse {
        guard request.lowercased() == "list" else { return .drinks([]) }
        let values = catalogue.index(of: field).values.prefix(limits.listed(field))
        return .drinks(values.map { Self.listItem(field, value: $0) })
    }

    /// `{"strCategory":"Cocktail"}`.
    private static func listItem(_ field: DrinkField, value: RecordedText) -> Data {
        var item = Data("{\"\(field.listMember)\":".utf8)
        item.append(value.json)
        item.append(UInt8(ascii: "}"))
        return item
    }
}
