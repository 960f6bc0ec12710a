import CocktailDBAPI
import Foundation
import Testing

@testable import CatalogueFeature

/// The planner alone: which requests it makes, given which answers filled their caps.
/// Caps of 2 drinks a letter and 3 items a list keep the answers small.
@Suite("Discover the catalogue")
struct CatalogueDiscoveryTests {
    private let caps = AnswerCaps(letter: 2, list: 3)

    @Test("RC-1: start asks every letter, a to z then 0 to 9")
    func start_asksEveryLetter() {
        var sut = CatalogueDiscovery(caps: caps)

        #expect(sut.start() == Self.letters.map(CatalogueEndpoint.firstLetter))
    }

    @Test("RC-1: letters that fill no cap are the whole catalogue, complete, with nothing more asked")
    func letters_areTheWholeCatalogue_whenNoneFillsItsCap() {
        var sut = CatalogueDiscovery(caps: caps)
        _ = sut.start()

        let asked = answerLetters(&sut, ["a": [drink(1)], "b": [drink(2)]])

        #expect(asked == [])
        #expect(sut.isFinished)
        #expect(sut.download == CatalogueDownload(drinks: [drink(1), drink(2)], isComplete: true))
    }

    @Test("RC-10: a letter that fills its cap asks for the categories, once every letter has answered")
    func filledLetter_asksForCategories_onceEveryLetterAnswered() {
        var sut = CatalogueDiscovery(caps: caps)
        _ = sut.start()

        let afterFirst = sut.receive(.drinks([drink(1), drink(2)], itemCount: 2), for: .firstLetter("a"))
        let afterAll = answerLetters(&sut, [:], skipping: ["a"])

        #expect(afterFirst == [])
        #expect(afterAll == [.facetValues(.category)])
        #expect(!sut.isFinished)
    }

    @Test("RC-10: a letter counts the items the mapping left out toward its cap")
    func letter_countsItemsLeftOutTowardItsCap() {
        var sut = CatalogueDiscovery(caps: caps)
        _ = sut.start()

        let asked = answerLetters(&sut, ["a": [drink(1)]], itemCounts: ["a": 2])

        #expect(asked == [.facetValues(.category)])
    }

    @Test("RC-10: a letter holding more than its cap was not capped, and asks nothing more")
    func letterOverItsCap_asksNothingMore() {
        var sut = CatalogueDiscovery(caps: caps)
        _ = sut.start()

        let asked = answerLetters(&sut, ["a": [drink(1), drink(2), drink(3)]])

        #expect(asked == [])
        #expect(sut.download.isComplete)
    }

    @Test("RC-1: with a production key's caps, a letter of 25 drinks asks nothing more")
    func productionKey_asksOnlyTheLetters() {
        var sut = CatalogueDiscovery(caps: .caps(for: APIKey("secret")))
        _ = sut.start()

        let asked = answerLetters(&sut, ["p": (1...25).map { drink($0) }])

        #expect(asked == [])
        #expect(sut.download.drinks.count == 25)
    }

    @Test("RC-10: the free key's caps are 25 drinks a letter and 100 items a list")
    func freeKey_capsLettersAt25AndListsAt100() {
        #expect(AnswerCaps.caps(for: .freeTest) == AnswerCaps(letter: 25, list: 100))
        #expect(AnswerCaps.caps(for: APIKey("secret")) == AnswerCaps.none)
    }

    @Test("RC-10: the categories ask one list each, each spelling once ignoring case, white space and underscores")
    func categories_askOneListPerValue() {
        var sut = discoveringAfterCappedLetterA()

        let asked = sut.receive(
            .values(["Cocktail", "Ordinary_Drink", " cocktail", "Ordinary Drink", "Shot"], itemCount: 5), for: .facetValues(.category))

        #expect(
            asked == [
                .filter(.category, value: "Cocktail"), .filter(.category, value: "Ordinary_Drink"), .filter(.category, value: "Shot"),
            ])
    }

    @Test("RC-11: categories that fill no cap ask no glasses; the drinks they find end the discovery, complete")
    func categoriesUnderTheirCap_askNoGlasses() {
        var sut = discoveringAfterCappedLetterA()
        _ = sut.receive(.values(["Cocktail", "Shot"], itemCount: 2), for: .facetValues(.category))

        let afterCocktail = sut.receive(.listed([1, 5], itemCount: 2), for: .filter(.category, value: "Cocktail"))
        let afterShot = sut.receive(.listed([2], itemCount: 1), for: .filter(.category, value: "Shot"))

        #expect(afterCocktail == [.lookup(id: 5)])
        #expect(afterShot == [])
        _ = sut.receive(.drinks([drink(5)], itemCount: 1), for: .lookup(id: 5))
        #expect(sut.isFinished)
        #expect(sut.download == CatalogueDownload(drinks: [drink(1), drink(2), drink(5)], isComplete: true))
    }

    @Test("RC-11: a category that fills its cap asks for the glasses once every category has answered, then one list per glass")
    func filledCategory_asksForGlasses() {
        var sut = discoveringAfterCappedLetterA()
        _ = sut.receive(.values(["Cocktail", "Shot"], itemCount: 2), for: .facetValues(.category))

        let afterCocktail = sut.receive(.listed([1, 2, 6], itemCount: 3), for: .filter(.category, value: "Cocktail"))
        let afterShot = sut.receive(.listed([], itemCount: 0), for: .filter(.category, value: "Shot"))
        let afterGlassValues = sut.receive(
            .values(["Highball glass", "Highball Glass", "Shot glass"], itemCount: 3), for: .facetValues(.glass))

        #expect(afterCocktail == [.lookup(id: 6)])
        #expect(afterShot == [.facetValues(.glass)])
        #expect(afterGlassValues == [.filter(.glass, value: "Highball glass"), .filter(.glass, value: "Shot glass")])
    }

    @Test("RC-11: the drinks still not found ask for every ingredient they have, each name once, drinks by id, slots in order")
    func drinksNotFound_askForTheirIngredients() {
        var sut = discoveringAfterCappedLetterA(letterDrinks: [
            drink(2, ingredients: ["Gin", "Lime juice"]), drink(1, ingredients: ["Vodka", "gin ", "Soda"]),
        ])
        _ = sut.receive(.values(["Cocktail"], itemCount: 1), for: .facetValues(.category))
        _ = sut.receive(.listed([1, 2, 7], itemCount: 3), for: .filter(.category, value: "Cocktail"))
        _ = sut.receive(.drinks([drink(7, ingredients: ["Rum"])], itemCount: 1), for: .lookup(id: 7))
        _ = sut.receive(.values(["Highball glass"], itemCount: 1), for: .facetValues(.glass))

        let asked = sut.receive(.listed([7], itemCount: 1), for: .filter(.glass, value: "Highball glass"))

        #expect(
            asked == ["Vodka", "gin ", "Soda", "Lime juice"].map { .filter(.ingredient, value: $0) },
            "drink 7 was found by the glass list; 1 and 2 only by capped answers")
    }

    @Test("RC-11: a round of ingredients waits for the lookups of the drinks it reads them from")
    func ingredientRound_waitsForTheLookupsOfItsDrinks() {
        var sut = discoveringAfterCappedLetterA()
        _ = sut.receive(.values(["Cocktail"], itemCount: 1), for: .facetValues(.category))
        _ = sut.receive(.listed([1, 2, 8], itemCount: 3), for: .filter(.category, value: "Cocktail"))
        _ = sut.receive(.values([], itemCount: 0), for: .facetValues(.glass))

        let beforeLookup = sut.progress
        let afterLookup = sut.receive(.drinks([drink(8, ingredients: ["Cachaça"])], itemCount: 1), for: .lookup(id: 8))

        #expect(beforeLookup.lists == .init(done: 3, total: 3), "every list answered, no ingredient asked yet")
        #expect(afterLookup.contains(.filter(.ingredient, value: "Cachaça")))
    }

    @Test("RC-11: drinks newly listed only by capped ingredient lists start another round; a round with no new name ends it")
    func newDrinksInDoubt_startAnotherRound() {
        var sut = discoveringAfterCappedLetterA(letterDrinks: [drink(1, ingredients: ["Gin"]), drink(2, ingredients: ["Gin"])])
        let firstRound = sut.receive(.values([], itemCount: 0), for: .facetValues(.category))

        let lookups = sut.receive(.listed([1, 2, 9], itemCount: 3), for: .filter(.ingredient, value: "Gin"))
        let secondRound = sut.receive(.drinks([drink(9, ingredients: ["Gin", "Tonic"])], itemCount: 1), for: .lookup(id: 9))
        let end = sut.receive(.listed([9], itemCount: 1), for: .filter(.ingredient, value: "Tonic"))

        #expect(firstRound == [.filter(.ingredient, value: "Gin")])
        #expect(lookups == [.lookup(id: 9)])
        #expect(secondRound == [.filter(.ingredient, value: "Tonic")])
        #expect(end == [])
        #expect(sut.isFinished)
        #expect(!sut.download.isComplete, "1 and 2 are listed only by capped answers")
    }

    @Test("RC-12: a drink listed by several lists is looked up once, and a letter's drink never")
    func listedDrink_isLookedUpOnce() {
        var sut = discoveringAfterCappedLetterA()
        _ = sut.receive(.values(["Cocktail", "Shot"], itemCount: 2), for: .facetValues(.category))

        let first = sut.receive(.listed([4, 1], itemCount: 2), for: .filter(.category, value: "Cocktail"))
        let second = sut.receive(.listed([4, 2, 3], itemCount: 3), for: .filter(.category, value: "Shot"))

        #expect(first == [.lookup(id: 4)])
        #expect(second == [.lookup(id: 3), .facetValues(.glass)])
    }

    @Test("RC-12: the drinks only lists found come after the letters' drinks, by id, whatever order the answers arrive in")
    func download_putsDiscoveredDrinksAfterTheLettersByID() {
        var sut = discoveringAfterCappedLetterA()
        _ = sut.receive(.values(["Cocktail"], itemCount: 1), for: .facetValues(.category))
        _ = sut.receive(.listed([30, 1, 20, 2], itemCount: 4), for: .filter(.category, value: "Cocktail"))

        _ = sut.receive(.drinks([drink(30)], itemCount: 1), for: .lookup(id: 30))
        _ = sut.receive(.drinks([drink(20)], itemCount: 1), for: .lookup(id: 20))

        #expect(sut.isFinished)
        #expect(sut.download == CatalogueDownload(drinks: [drink(1), drink(2), drink(20), drink(30)], isComplete: true))
    }

    @Test("RC-12, RC-13: a listed drink whose lookup answers none is left out, and the catalogue may be incomplete")
    func lookupAnsweringNone_leavesTheDrinkOut_andIsIncomplete() {
        var sut = discoveringAfterCappedLetterA()
        _ = sut.receive(.values(["Cocktail"], itemCount: 1), for: .facetValues(.category))
        _ = sut.receive(.listed([1, 2, 5], itemCount: 3), for: .filter(.category, value: "Cocktail"))

        _ = sut.receive(.drinks([], itemCount: 0), for: .lookup(id: 5))

        #expect(sut.download.drinks.map(\.id) == [1, 2])
        #expect(!sut.download.isComplete)
    }

    @Test("RC-13: drinks listed only by capped answers after every narrower list are delivered, as maybe incomplete")
    func drinksListedOnlyByCappedAnswers_areDeliveredAsMaybeIncomplete() {
        var sut = discoveringAfterCappedLetterA(letterDrinks: [drink(1, ingredients: ["Gin"]), drink(2)])
        _ = sut.receive(.values(["Cocktail"], itemCount: 1), for: .facetValues(.category))
        _ = sut.receive(.listed([1, 2, 3], itemCount: 3), for: .filter(.category, value: "Cocktail"))
        _ = sut.receive(.drinks([drink(3)], itemCount: 1), for: .lookup(id: 3))
        _ = sut.receive(.values([], itemCount: 0), for: .facetValues(.glass))

        let end = sut.receive(.listed([1, 3, 4], itemCount: 3), for: .filter(.ingredient, value: "Gin"))
        _ = sut.receive(.drinks([drink(4)], itemCount: 1), for: .lookup(id: 4))

        #expect(end == [.lookup(id: 4)], "drink 2 has no ingredient to ask, and Gin's list is capped")
        #expect(sut.isFinished)
        #expect(sut.download.drinks.map(\.id) == [1, 2, 3, 4])
        #expect(!sut.download.isComplete)
    }

    @Test("RC-14: a listed drink the saved drinks hold is taken from them, not looked up; a letter's copy wins over the saved one")
    func savedDrinks_areReusedWithoutLookups() {
        let saved = [drink(5, name: "Saved five"), drink(1, name: "Saved one")]
        var sut = discoveringAfterCappedLetterA(savedDrinks: saved)
        _ = sut.receive(.values(["Cocktail"], itemCount: 1), for: .facetValues(.category))

        let asked = sut.receive(.listed([1, 5, 6], itemCount: 3), for: .filter(.category, value: "Cocktail"))

        #expect(asked == [.lookup(id: 6), .facetValues(.glass)])
        _ = sut.receive(.drinks([drink(6)], itemCount: 1), for: .lookup(id: 6))
        _ = sut.receive(.values([], itemCount: 0), for: .facetValues(.glass))
        #expect(sut.download.drinks == [drink(1), drink(2), drink(5, name: "Saved five"), drink(6)])
    }

    @Test("RC-10: progress counts the letters, then the lists and the lookups as they are planned and done")
    func progress_countsLettersListsAndLookups() {
        var sut = discoveringAfterCappedLetterA()
        let afterLetters = sut.progress
        _ = sut.receive(.values(["Cocktail", "Shot"], itemCount: 2), for: .facetValues(.category))
        _ = sut.receive(.listed([1, 5, 6], itemCount: 3), for: .filter(.category, value: "Cocktail"))
        _ = sut.receive(.drinks([drink(5)], itemCount: 1), for: .lookup(id: 5))

        #expect(afterLetters == progress(letters: 36, lists: (0, 1), lookups: (0, 0)))
        #expect(sut.progress == progress(letters: 36, lists: (2, 3), lookups: (1, 2)))
    }

    // MARK: - Helpers

    private static let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")

    private func drink(_ id: Int, name: String? = nil, ingredients: [String] = []) -> Drink {
        Drink(id: id, name: name ?? "Drink \(id)", ingredients: ingredients.map { DrinkIngredient(name: $0, measure: nil) })
    }

    /// Answers every letter not skipped: those given with their drinks, the rest with none.
    /// - Returns: every request the answers asked for, in order.
    private func answerLetters(
        _ sut: inout CatalogueDiscovery,
        _ drinks: [Character: [Drink]],
        itemCounts: [Character: Int] = [:],
        skipping skipped: Set<Character> = []
    ) -> [CatalogueEndpoint] {
        Self.letters.filter { !skipped.contains($0) }.flatMap { letter in
            let letterDrinks = drinks[letter] ?? []
            return sut.receive(.drinks(letterDrinks, itemCount: itemCounts[letter] ?? letterDrinks.count), for: .firstLetter(letter))
        }
    }

    /// A discovery whose letters have all answered, `a` with two drinks (its cap), so that it asks
    /// for the categories.
    private func discoveringAfterCappedLetterA(
        letterDrinks: [Drink]? = nil,
        savedDrinks: [Drink] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> CatalogueDiscovery {
        var sut = CatalogueDiscovery(caps: caps, savedDrinks: savedDrinks)
        _ = sut.start()
        let asked = answerLetters(&sut, ["a": letterDrinks ?? [drink(1), drink(2)]])
        #expect(asked == [.facetValues(.category)], sourceLocation: sourceLocation)
        return sut
    }

    private func progress(letters: Int, lists: (Int, Int), lookups: (Int, Int)) -> CatalogueDownloadProgress {
        CatalogueDownloadProgress(
            letters: .init(done: letters, total: 36),
            lists: .init(done: lists.0, total: lists.1),
            lookups: .init(done: lookups.0, total: lookups.1)
        )
    }
}
