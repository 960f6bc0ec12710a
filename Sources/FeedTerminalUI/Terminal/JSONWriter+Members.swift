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
        case let .bool(value): value ? raw("true") : raw("false")
        case let .decimal(number): self.number(number)
        case let .object(members): object(members)
        case .null: raw("null")
        case let .date(date): string(date.map(ISO8601Timestamp.string(from:)))
        case let .texts(texts): array(texts) { $0.string($1) }
        case let .objects(objects): array(objects) { $0.object($1) }
        }
    }

    /// The documents of `ingredients` and `recipe`, written whole to `output`: `{"cocktail": {…}, "ingredients":
    /// [{"name", "measure", "amount", "shown"}], "servings": Int, "strength": {…}|null`, then the members of `more`.
    static func writeCocktailDocument(
        to output: any OutputSink, cocktail: [ListMember], ingredients: [IngredientViewModel], servings: Int,
        strength: StrengthViewModel?, more: [ListMember] = []
    ) {
        var json = JSONWriter(streamingTo: output)
        json.raw("{")
        json.key("cocktail")
        json.object(cocktail)
        json.raw(",")
        json.key("ingredients")
        json.array(ingredients) { json, ingredient in
            json.object([
                ListMember("name", .text(ingredient.name)), ListMember("measure", .text(ingredient.measure)),
                ListMember("amount", ingredient.amount.map(ListValue.object) ?? .null), ListMember("shown", .text(ingredient.shown)),
            ])
        }
        json.raw(",")
        json.member(ListMember("servings", .number(servings)))
        json.raw(",")
        json.member(ListMember("strength", strength?.members.map(ListValue.object) ?? .null))
        for member in more {
            json.raw(",")
            json.member(member)
        }
        json.raw("}\n")
        json.flush()
    }
}
