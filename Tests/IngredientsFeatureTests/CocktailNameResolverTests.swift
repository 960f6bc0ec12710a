import IngredientsFeature
import NameMatching
import TestSupport
import Testing

@Suite("CocktailNameResolver")
struct CocktailNameResolverTests {
    // MARK: - By name

    @Test("RI-6: resolve delivers the exact name match on several results")
    func resolve_deliversExactMatchOnSeveralResults() throws {
        let recipes = [
            makeRecipe(id: 1, name: "Blue Margarita"), makeRecipe(id: 2, name: "Margarita"), makeRecipe(id: 3, name: "Tommy's Margarita"),
        ]

        #expect(try CocktailNameResolver.resolve(.name("margarita"), in: recipes) == recipes[1])
    }

    @Test(
        "RI-6: resolve matches ignoring case and diacritics on several results", arguments: ["MARGARÍTA", "margarità", "Margari\u{301}ta"])
    func resolve_deliversMatchIgnoringCaseAndDiacriticsOnSeveralResults(query: String) throws {
        let recipes = [makeRecipe(id: 1, name: "Blue Margarita"), makeRecipe(id: 2, name: "Margarita")]

        #expect(try CocktailNameResolver.resolve(.name(query), in: recipes) == recipes[1])
    }

    @Test("RI-6: resolve matches ignoring surrounding whitespace on several results")
    func resolve_deliversMatchIgnoringSurroundingWhitespaceOnSeveralResults() throws {
        let recipes = [makeRecipe(id: 1, name: "Blue Margarita"), makeRecipe(id: 2, name: " Margarita\n")]

        #expect(try CocktailNameResolver.resolve(.name("  margarita "), in: recipes) == recipes[1])
    }

    @Test("RI-6: resolve delivers the first exact match on several exact matches")
    func resolve_deliversFirstExactMatchOnSeveralExactMatches() throws {
        let recipes = [
            makeRecipe(id: 1, name: "Blue Margarita"), makeRecipe(id: 2, name: "Margarita"), makeRecipe(id: 3, name: "MARGARITA"),
        ]

        #expect(try CocktailNameResolver.resolve(.name("Margarita"), in: recipes) == recipes[1])
    }

    @Test("RI-6: resolve delivers Tommy's Margarita on the recorded margarita search")
    func resolve_deliversTommysMargaritaOnRecordedSearch() throws {
        let recipes = try IngredientsMapper.map(Fixtures.data("search-margarita.json"), from: httpResponse(200))

        #expect(try CocktailNameResolver.resolve(.name("tommy's margarita"), in: recipes).id == 17216)
    }

    @Test("RI-1: resolve delivers the single result on a single result named otherwise")
    func resolve_deliversSingleResultOnSingleNonMatchingResult() throws {
        let recipes = [makeRecipe(id: 1, name: "Margarita")]

        #expect(try CocktailNameResolver.resolve(.name("marg"), in: recipes) == recipes[0])
    }

    @Test("RI-5: resolve throws ambiguous name with the candidates in source order on several non-matching results")
    func resolve_throwsAmbiguousNameWithCandidatesInOrderOnSeveralNonMatchingResults() throws {
        let recipes = [
            makeRecipe(id: 1, name: "Strawberry Margarita"), makeRecipe(id: 2, name: "Blue Margarita"),
            makeRecipe(id: 3, name: "Tommy's Margarita"),
        ]

        let candidates = [
            CocktailCandidate(id: 1, name: "Strawberry Margarita"), CocktailCandidate(id: 2, name: "Blue Margarita"),
            CocktailCandidate(id: 3, name: "Tommy's Margarita"),
        ]
        #expect(throws: CocktailLookupError.ambiguousName(candidates: candidates)) {
            try CocktailNameResolver.resolve(.name("marg"), in: recipes)
        }
    }

    @Test("RI-4: resolve throws no such cocktail by name on no results")
    func resolve_throwsNoSuchCocktailByNameOnNoResults() {
        #expect(throws: CocktailLookupError.noSuchCocktail) { try CocktailNameResolver.resolve(.name("Margarita"), in: []) }
    }

    // MARK: - By id

    @Test("RI-1: resolve delivers the result with the asked id on several results")
    func resolve_deliversResultWithAskedIdOnSeveralResults() throws {
        let recipes = [makeRecipe(id: 11118, name: "Blue Margarita"), makeRecipe(id: 11007, name: "Margarita")]

        #expect(try CocktailNameResolver.resolve(.id(11007), in: recipes) == recipes[1])
    }

    @Test("RI-1: resolve delivers the single result on a single result with another id")
    func resolve_deliversSingleResultOnSingleResultWithAnotherId() throws {
        let recipes = [makeRecipe(id: 11118, name: "Blue Margarita")]

        #expect(try CocktailNameResolver.resolve(.id(11007), in: recipes) == recipes[0])
    }

    @Test("RI-4: resolve throws no such cocktail by id on several results without the asked id")
    func resolve_throwsNoSuchCocktailByIdOnSeveralResultsWithoutAskedId() {
        let recipes = [makeRecipe(id: 1, name: "Blue Margarita"), makeRecipe(id: 2, name: "Margarita")]

        #expect(throws: CocktailLookupError.noSuchCocktail) { try CocktailNameResolver.resolve(.id(11007), in: recipes) }
    }

    @Test("RI-4: resolve throws no such cocktail by id on no results")
    func resolve_throwsNoSuchCocktailByIdOnNoResults() {
        #expect(throws: CocktailLookupError.noSuchCocktail) { try CocktailNameResolver.resolve(.id(11007), in: []) }
    }
}
