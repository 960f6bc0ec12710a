import BarFeature
import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import NameMatching
import PartyFeature

/// `dringo party`: reads the drinks asked for, then plans them through `PartyDrinks`, as text or JSON.
struct PartyCommand {
    let screen: TerminalScreen
    let drinks: PartyDrinks
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        let presenter: PartyPresenter = screen.makePresenter()
        guard let orders = readOrders(presenter) else { return .usage }
        let (favourites, makeable) = (arguments[.favourites], arguments[.makeableDrinks])
        guard !orders.isEmpty || favourites || makeable else {
            screen.makeErrorView().display(.error(message: presenter.noDrinkMessage))
            return .usage
        }
        let size = PartySize(guests: arguments[.guests] ?? 1, drinksEach: arguments[.each] ?? 2)
        let (unit, batching, format, drinks) = (arguments[.units] ?? .ml, arguments[.batch], arguments.format, drinks)
        return await screen.presentList(
            { try await drinks.plan(orders, favourites: favourites, makeable: makeable, size: size, batching: batching) },
            format: format,
            // A sync for `--makeable` shows its own progress.
            loadingMessage: makeable ? nil : presenter.loadingMessage,
            mapper: { plan in
                format == .json
                    ? presenter.jsonList(plan, unit: unit) : presenter.textList(plan, size: size, unit: unit, batching: batching)
            },
            errorMessage: errorMessage,
            exitCode: { error in
                if let failure = error as? PartyLookupFailure { return ExitCode.ofLookup(failure.error) }
                if error is PartyHasNoDrinks { return .notFound }
                return ExitCode.ofFilteredDrinks(error)
            })
    }

    /// Each operand as a drink and its count, or nil once a mistake in one is said.
    private func readOrders(_ presenter: PartyPresenter) -> [PartyOrder]? {
        var orders: [PartyOrder] = []
        for word in arguments.words(of: .partyDrinks) {
            var name = word
            var count: Int?
            if let equals = word.lastIndex(of: "=") {
                name = String(word[..<equals])
                let typed = String(word[word.index(after: equals)...])
                guard typed.allSatisfy(\.isASCII), let number = Int(typed), PartySize.countRange.contains(number) else {
                    screen.makeErrorView().display(.error(message: presenter.invalidCountMessage(word)))
                    return nil
                }
                count = number
            }
            guard let query = screen.cocktailQuery(name) else { return nil }
            orders.append(PartyOrder(query: query, count: count))
        }
        return orders
    }

    private func errorMessage(_ error: any Error) -> String? {
        if let failure = error as? PartyLookupFailure {
            let presenter: RecipePresenter = screen.makePresenter()
            return presenter.message(
                for: LookupFailureReason(failure.error, query: failure.query, command: CommandDefinition.party.name))
        }
        if error is PartyHasNoDrinks {
            let presenter: PartyPresenter = screen.makePresenter()
            return presenter.nothingToPlanMessage
        }
        return drinks.barDrinks.errorMessage(error)
    }
}

/// One drink the host named, and its count when given.
struct PartyOrder: Sendable {
    let query: CocktailQuery
    let count: Int?
}
