import Foundation

/// The handlers: what TheCocktailDB would answer, from the recorded drinks.
struct DemoService: Sendable {
    let backend: DemoBackend
    let randomIndex: RandomIndex

    /// The demo's pick for a production key's feed: well-known drinks among the recorded ones.
    /// TheCocktailDB's own ranking was never recorded.
    static let popularIDs = [
        "11007", "11008", "11403", "11410", "17216", "15853", "17203", "178367", "178368", "17254",
    ]

    /// Only the "Cocktail" category was recorded; any other has no drinks here.
    func filter(category: String) -> SimulatedResponse {
        DrinkName.comparable(category) == "cocktail" ? .json(backend.feed) : .drinks([])
    }

    func popular() -> SimulatedResponse {
        .drinks(Self.popularIDs.compactMap { id in backend.drinks.first { $0.id == id } })
    }

    /// The drinks whose name contains `name`, ignoring case and diacritics; a blank name finds them all.
    func search(name: String) -> SimulatedResponse {
        let wanted = DrinkName.comparable(name)
        guard !wanted.isEmpty else { return .drinks(backend.drinks) }
        return .drinks(backend.drinks.filter { DrinkName.comparable($0.name).contains(wanted) })
    }

    /// The drinks whose name starts with the letter or digit, ignoring case and diacritics.
    func drinks(startingWith letter: String) -> SimulatedResponse {
        let wanted = DrinkName.comparable(letter)
        guard wanted.count == 1 else { return .drinks([]) }
        return .drinks(backend.drinks.filter { DrinkName.firstCharacter(of: $0.name) == wanted })
    }

    func lookup(id: String) -> SimulatedResponse {
        .drinks(backend.drinks.filter { $0.id == id })
    }

    /// One drink, each as likely as any other.
    func random() -> SimulatedResponse {
        guard !backend.drinks.isEmpty else { return .drinks([]) }
        return .drinks([backend.drinks[randomIndex.next(below: backend.drinks.count)]])
    }

    /// One of the demo pictures, always the same for one file name, whatever its size suffix.
    func image(named fileName: String) -> SimulatedResponse {
        guard !backend.images.isEmpty else { return .notFound }
        let index = FNV1a.hash(fileName.utf8) % UInt64(backend.images.count)
        return .jpeg(backend.images[Int(index)])
    }
}

/// Names as the API compares them: trimmed, and folded for case and diacritics.
enum DrinkName {
    static func comparable(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The first character of the name, folded: the letter whose `search.php?f=` lists it.
    static func firstCharacter(of name: String) -> String {
        comparable(name).first.map(String.init) ?? ""
    }
}
