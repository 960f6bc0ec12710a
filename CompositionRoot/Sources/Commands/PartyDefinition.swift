import CommandLineGrammar
import FeedPresentation
import PartyFeature

extension CommandDefinition {
    /// `dringo party <drink>[=N]... [--guests N] [--each N] [--favourites] [--makeable] [--batch]`: how many of each
    /// drink, what to buy, the ice, and what can be batched ahead. Each drink is found as `recipe` finds it.
    static let party = CommandDefinition(
        CommandSyntax(
            "party", wording: .party, operands: [.partyDrinks],
            options: [.guests, .each, .favourites, .makeableDrinks, .units, .batch, .format]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await PartyCommand(
                    screen: root.screen,
                    drinks: PartyDrinks(lookup: root.drinkLookup, barDrinks: root.barDrinks, userData: root.userData),
                    arguments: arguments
                ).run()
            }
        }
    )
}

extension OperandSyntax {
    /// A drink's name or id, with `=N` for a count of its own; quoted when the name has spaces.
    static let partyDrinks = OperandSyntax("drink", wording: .party, repeats: true, isOptional: true)
}

extension OptionDeclaration where Self == Option<Int> {
    static var guests: Self { Option("--guests", in: PartySize.guestRange, wording: .party) }
    static var each: Self { Option("--each", in: PartySize.eachRange, wording: .party) }
}

extension OptionDeclaration where Self == Flag {
    /// `party --makeable`: the drinks the bar makes join the party.
    static var makeableDrinks: Self { Flag("--makeable", wording: .party) }
    /// `party --batch`: the drinks that can be made ahead, batched.
    static var batch: Self { Flag("--batch", wording: .party) }
}
