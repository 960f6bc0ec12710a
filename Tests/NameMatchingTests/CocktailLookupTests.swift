import NameMatching
import Testing

/// The lookup core that every command resolving a name or an id shares.
@Suite("Cocktail lookup")
struct CocktailLookupTests {
    private struct Candidate: Equatable {
        let id: Int
        let name: String
    }

    @Test("matches a cocktail by id, or by name ignoring case, diacritics and surrounding whitespace")
    func matches_comparesIdOrFoldedName() {
        #expect(CocktailQuery.name(" negroní ").matches(id: 1, name: "Negroni"))
        #expect(!CocktailQuery.name("Negroni Sbagliato").matches(id: 1, name: "Negroni"))
        #expect(CocktailQuery.id(11003).matches(id: 11003, name: "Negroni"))
        #expect(!CocktailQuery.id(11003).matches(id: 11004, name: "11003"))
    }

    @Test("resolve delivers the first candidate named exactly as asked, wherever it stands among several")
    func resolve_deliversExactNameAmongSeveral() {
        let candidates = [
            Candidate(id: 1, name: "Margarita Blue"), Candidate(id: 2, name: "Margarita"), Candidate(id: 3, name: "margarita"),
        ]

        #expect(resolve(.name("MARGARITA"), among: candidates) == .found(candidates[1]))
    }

    @Test("resolve delivers a lone candidate, though it is not named exactly as asked")
    func resolve_deliversLoneCandidate() {
        let candidates = [Candidate(id: 1, name: "Margarita Blue")]

        #expect(resolve(.name("marg"), among: candidates) == .found(candidates[0]))
        #expect(resolve(.id(7), among: candidates) == .found(candidates[0]))
    }

    @Test("resolve by name delivers every candidate, in their order, when several match and none exactly")
    func resolve_deliversAmbiguousCandidatesByName() {
        let candidates = [Candidate(id: 2, name: "Margarita Blue"), Candidate(id: 1, name: "Frozen Margarita")]

        #expect(resolve(.name("marg"), among: candidates) == .ambiguous(candidates: candidates))
    }

    @Test("resolve by id delivers the candidate with that id, and none when several others are listed")
    func resolve_byID_deliversOnlyThatID() {
        let candidates = [Candidate(id: 1, name: "Margarita"), Candidate(id: 2, name: "Mojito")]

        #expect(resolve(.id(2), among: candidates) == .found(candidates[1]))
        #expect(resolve(.id(3), among: candidates) == .notFound)
    }

    @Test("resolve delivers not found among no candidates")
    func resolve_deliversNotFoundAmongNone() {
        #expect(resolve(.name("Margarita"), among: []) == .notFound)
        #expect(resolve(.id(11007), among: []) == .notFound)
    }

    @Test("one delivers the candidate found, or the lookup error naming the ambiguous candidates")
    func one_deliversCandidateOrLookupError() throws {
        let found = NameResolution.found(Candidate(id: 1, name: "Margarita"))
        let ambiguous = NameResolution.ambiguous(candidates: [Candidate(id: 1, name: "Margarita"), Candidate(id: 2, name: "Mojito")])

        #expect(try found.one(id: \.id, name: \.name) == Candidate(id: 1, name: "Margarita"))
        #expect(
            throws: CocktailLookupError.ambiguousName(candidates: [
                CocktailCandidate(id: 1, name: "Margarita"), CocktailCandidate(id: 2, name: "Mojito"),
            ])
        ) { try ambiguous.one(id: \.id, name: \.name) }
        #expect(throws: CocktailLookupError.noSuchCocktail) { try NameResolution<Candidate>.notFound.one(id: \.id, name: \.name) }
    }

    private func resolve(_ query: CocktailQuery, among candidates: [Candidate]) -> NameResolution<Candidate> {
        query.resolve(among: candidates, id: \.id, name: \.name)
    }
}
