import FeedPresentation

/// The JSON views write keys, values, objects and arrays one way.
extension JSONWriter {
    /// A JSON array of `elements`, each written by `write`.
    mutating func array<Elements: Sequence>(_ elements: Elements, _ write: (inout JSONWriter, Elements.Element) -> Void) {
        raw("[")
        for (index, element) in elements.enumerated() {
            if index > 0 { raw(",") }
            write(&self, element)
        }
        raw("]")
    }

    mutating func object(_ members: [ListMember]) {
        raw("{")
        for (index, member) in members.enumerated() {
            if index > 0 { raw(",") }
            self.member(member)
        }
        raw("}")
    }

    mutating func member(_ member: ListMember) {
        key(member.key)
        switch member.value {
        case let .text(text): string(text)
        case let .number(number): self.number(number)
        case let .decimal(number): self.number(number)
        case let .object(members): object(members)
        case .null: raw("null")
        case let .date(date): string(date.map(ISO8601Timestamp.string(from:)))
        case let .texts(texts): array(texts) { $0.string($1) }
        case let .objects(objects): array(objects) { $0.object($1) }
        }
    }

    /// How `ingredients` and `recipe` begin their documents, left open for what follows:
    /// `{"cocktail": {…}, "ingredients": [{"name", "measure", "amount", "shown"}], "servings": Int, "strength": {…}|null`.
    mutating func openCocktailDocument(
        cocktail: [ListMember], ingredients: [IngredientViewModel], servings: Int, strength: StrengthViewModel?
    ) {
        raw("{")
        key("cocktail")
        object(cocktail)
        raw(",")
        key("ingredients")
        array(ingredients) { json, ingredient in
            json.object([
                ListMember("name", .text(ingredient.name)), ListMember("measure", .text(ingredient.measure)),
                ListMember("amount", ingredient.amount.map(ListValue.object) ?? .null), ListMember("shown", .text(ingredient.shown)),
            ])
        }
        raw(",")
        member(ListMember("servings", .number(servings)))
        raw(",")
        member(ListMember("strength", strength?.members.map(ListValue.object) ?? .null))
    }
}
