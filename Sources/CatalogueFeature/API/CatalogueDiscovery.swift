import Foundation

/// Decides which requests a catalogue download makes, given the answers it has had. It does no I/O,
/// so which lists it asks, given which answers filled their caps, is testable request by request.
///
/// - The 36 letters. When none fills its cap, they are the whole catalogue.
/// - Else the categories: `list.php?c=list`, then `filter.php?c=` for each category.
/// - When one of those fills its cap, the glasses, the same way.
/// - Then, in rounds, while some drink listed is *found* by no answer that is whole: the ingredients
///   of those drinks (`filter.php?i=`), each name once, until no such drink has an ingredient not yet asked.
/// - Each drink listed that neither a letter brought nor the saved catalogue holds is looked up, once.
///
/// The next stage is planned only once every list of the stage before has been answered, and a round
/// of ingredients only once the drinks it reads are at hand, so the requests asked, and the order of
/// the drinks delivered, never depend on the order the answers arrive in.
public struct CatalogueDiscovery: Sendable {
    private enum Stage: Equatable {
        case letters
        case facet(CatalogueFacet)
        /// A round of ingredient lists is waiting for the full drinks it reads them from.
        case awaitingDrinksInDoubt
        case ingredients
        case finished
    }

    private let caps: AnswerCaps
    private let savedDrinks: [Int: Drink]
    private var stage = Stage.letters
    /// The lists (letters, `list.php`, `filter.php`) of the current stage not answered yet.
    private var listsOutstanding = 0
    private var stageFilledACap = false

    private var drinksByLetter: [[Drink]] = Array(repeating: [], count: CatalogueEndpoint.letters.count)
    /// Every full drink at hand: the letters', the saved ones reused and the looked-up ones.
    private var fullDrinks: [Int: Drink] = [:]
    private var listedIDs: Set<Int> = []
    /// Listed by an answer that did not fill its cap.
    private var foundIDs: Set<Int> = []
    /// The drinks some round of ingredients was already asked for.
    private var doubtedIDs: Set<Int> = []
    /// The current round's drinks, by id.
    private var drinksInDoubt: [Int] = []
    private var askedIngredients: Set<String> = []
    private var lookupsAsked: Set<Int> = []
    private var lookupsPending: Set<Int> = []
    /// Listed, but their lookup answered none.
    private var unavailableIDs: Set<Int> = []

    private var lettersDone = 0
    private var listsAsked = 0
    private var listsDone = 0

    /// Emitted by the answer being received, in the order they are to be asked.
    private var outbox: [CatalogueEndpoint] = []

    /// - Parameter savedDrinks: full drinks already at hand (the saved catalogue): a drink listed
    ///   among them is taken from there instead of being looked up.
    public init(caps: AnswerCaps, savedDrinks: [Drink] = []) {
        self.caps = caps
        self.savedDrinks = Dictionary(savedDrinks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The first requests: every letter.
    public mutating func start() -> [CatalogueEndpoint] {
        listsOutstanding = CatalogueEndpoint.letters.count
        return CatalogueEndpoint.letters.map(CatalogueEndpoint.firstLetter)
    }

    /// Takes in the answer to `request`, and returns the requests it makes necessary, in order.
    public mutating func receive(_ answer: CatalogueAnswer, for request: CatalogueEndpoint) -> [CatalogueEndpoint] {
        switch request {
        case let .firstLetter(letter):
            receiveLetter(letter, answer)
        case let .facetValues(facet):
            receiveValues(of: facet, answer)
        case .filter:
            receiveList(answer)
        case let .lookup(id):
            receiveLookup(of: id, answer)
        case .search, .random:
            break
        }
        defer { outbox = [] }
        return outbox
    }

    /// Whether every request planned has been answered and none is left to plan.
    public var isFinished: Bool {
        stage == .finished && lookupsPending.isEmpty
    }

    public var progress: CatalogueDownloadProgress {
        CatalogueDownloadProgress(
            letters: .init(done: lettersDone, total: CatalogueEndpoint.letters.count),
            lists: .init(done: listsDone, total: listsAsked),
            lookups: .init(done: lookupsAsked.count - lookupsPending.count, total: lookupsAsked.count)
        )
    }

    /// The drinks in letter order, each id once at its first place, then those only the lists found, by id.
    public var download: CatalogueDownload {
        var seenIDs = Set<Int>()
        var drinks = drinksByLetter.joined().filter { seenIDs.insert($0.id).inserted }
        drinks += listedIDs.subtracting(seenIDs).sorted().compactMap { fullDrinks[$0] }
        return CatalogueDownload(drinks: drinks, isComplete: listedIDs.isSubset(of: foundIDs) && unavailableIDs.isEmpty)
    }

    // MARK: - Answers

    private mutating func receiveLetter(_ letter: Character, _ answer: CatalogueAnswer) {
        let (drinks, itemCount) = answer.drinksAndCount
        if let index = CatalogueEndpoint.letters.firstIndex(of: letter) { drinksByLetter[index] = drinks }
        lettersDone += 1
        list(drinks.map(\.id), filledCap: caps.isPossiblyTruncated(letterItemCount: itemCount), lookingUp: false)
        listAnswered()
    }

    private mutating func receiveValues(of facet: CatalogueFacet, _ answer: CatalogueAnswer) {
        listsDone += 1
        guard case let .values(values, itemCount) = answer else { return listAnswered() }
        stageFilledACap = stageFilledACap || caps.isPossiblyTruncated(listItemCount: itemCount)
        var seenKeys = Set<String>()
        for value in values where seenKeys.insert(Self.matchingKey(value)).inserted {
            ask(.filter(facet, value: value))
        }
        listAnswered()
    }

    private mutating func receiveList(_ answer: CatalogueAnswer) {
        listsDone += 1
        guard case let .listed(ids, itemCount) = answer else { return listAnswered() }
        list(ids, filledCap: caps.isPossiblyTruncated(listItemCount: itemCount), lookingUp: true)
        listAnswered()
    }

    private mutating func receiveLookup(of id: Int, _ answer: CatalogueAnswer) {
        guard lookupsPending.remove(id) != nil else { return }
        if let drink = answer.drinksAndCount.drinks.first(where: { $0.id == id }) {
            fullDrinks[id] = drink
        } else {
            unavailableIDs.insert(id)
        }
        if stage == .awaitingDrinksInDoubt, drinksInDoubt.allSatisfy({ !lookupsPending.contains($0) }) {
            askIngredientsOfDrinksInDoubt()
        }
    }

    /// Records the drinks an answer listed; those not at hand are looked up, or taken from the saved ones.
    private mutating func list(_ ids: [Int], filledCap: Bool, lookingUp: Bool) {
        stageFilledACap = stageFilledACap || filledCap
        listedIDs.formUnion(ids)
        if !filledCap { foundIDs.formUnion(ids) }
        guard lookingUp else { return }
        for id in ids where fullDrinks[id] == nil && !lookupsAsked.contains(id) {
            if let saved = savedDrinks[id] {
                fullDrinks[id] = saved
            } else {
                lookupsAsked.insert(id)
                lookupsPending.insert(id)
                outbox.append(.lookup(id: id))
            }
        }
    }

    // MARK: - Stages

    private mutating func ask(_ request: CatalogueEndpoint) {
        listsAsked += 1
        listsOutstanding += 1
        outbox.append(request)
    }

    private mutating func listAnswered() {
        listsOutstanding -= 1
        guard listsOutstanding == 0 else { return }
        let filledACap = stageFilledACap
        stageFilledACap = false
        switch stage {
        case .letters:
            // Discovery reads ingredients from the letters' drinks, each at its first place.
            for drink in drinksByLetter.joined() where fullDrinks[drink.id] == nil { fullDrinks[drink.id] = drink }
            if filledACap { askValues(of: .category) } else { stage = .finished }
        case .facet(.category) where filledACap:
            askValues(of: .glass)
        case .facet, .ingredients:
            startIngredientRound()
        case .awaitingDrinksInDoubt, .finished:
            break
        }
    }

    private mutating func askValues(of facet: CatalogueFacet) {
        stage = .facet(facet)
        ask(.facetValues(facet))
    }

    /// The drinks listed but not found, that no round was asked for yet, are this round's doubt.
    private mutating func startIngredientRound() {
        drinksInDoubt = listedIDs.subtracting(foundIDs).subtracting(doubtedIDs).sorted()
        guard !drinksInDoubt.isEmpty else {
            stage = .finished
            return
        }
        doubtedIDs.formUnion(drinksInDoubt)
        if drinksInDoubt.contains(where: lookupsPending.contains) {
            stage = .awaitingDrinksInDoubt
        } else {
            askIngredientsOfDrinksInDoubt()
        }
    }

    /// Every ingredient of the drinks in doubt not asked yet, in the order of the drinks (by id) and their slots.
    private mutating func askIngredientsOfDrinksInDoubt() {
        stage = .ingredients
        for id in drinksInDoubt {
            for ingredient in fullDrinks[id]?.ingredients ?? [] where askedIngredients.insert(Self.matchingKey(ingredient.name)).inserted {
                ask(.filter(.ingredient, value: ingredient.name))
            }
        }
        if listsOutstanding == 0 { stage = .finished }
    }

    /// The API matches a value ignoring case and surrounding white space, and reads `_` as a space.
    private static func matchingKey(_ value: String) -> String {
        value.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces).lowercased()
    }
}

private extension CatalogueAnswer {
    /// A full drinks answer's drinks and item count; none for any other answer.
    var drinksAndCount: (drinks: [Drink], itemCount: Int) {
        guard case let .drinks(drinks, itemCount) = self else { return ([], 0) }
        return (drinks, itemCount)
    }
}
