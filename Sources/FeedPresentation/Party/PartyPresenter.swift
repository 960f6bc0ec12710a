import Measures
import PartyFeature

/// The words of `dringo party`: the drinks and their counts, the ingredients summed, what to buy, the ice, and the
/// batches made ahead.
public typealias PartyPresenter = Presenter<PartyScreen>
public enum PartyScreen {}

extension Presenter where Screen == PartyScreen {
    public var loadingMessage: String { localizer.string("PARTY_LOADING", table: .party) }
    /// Neither a drink named nor `--favourites` or `--makeable`.
    public var noDrinkMessage: String { localizer.string("PARTY_NO_DRINK", table: .party) }
    /// `--favourites` or `--makeable` found nothing, and no drink was named.
    public var nothingToPlanMessage: String { localizer.string("PARTY_NOTHING_TO_PLAN", table: .party) }

    /// A `name=N` whose N is no count: `typed` as the user typed it.
    public func invalidCountMessage(_ typed: String) -> String {
        localizer.string("PARTY_INVALID_COUNT", table: .party, typed, PartySize.countRange.upperBound)
    }

    /// The plan as a host's list: the drinks, the ingredients (named in the language), what to buy, the ice, then the
    /// batches when asked for.
    public func textList(_ plan: PartyPlan, size: PartySize, unit: VolumeUnit, batching: Bool) -> ListViewModel {
        let total = plan.drinks.reduce(0) { $0 + $1.count }
        let heading = size.guests == 1 ? "PARTY_DRINKS_HEADING_ONE_GUEST" : "PARTY_DRINKS_HEADING"
        var rows = [ListRow(name: localizer.string(heading, table: .party, total, size.guests, size.drinksEach))]
        rows += plan.drinks.map { drink in
            // A short line that fits a terminal: the strength without what the glass holds, which JSON keeps.
            let counted = localizer.string("PARTY_DRINK", table: .party, drink.count, drink.name)
            let line = strength(of: drink.strength, servings: 1, glass: false).map {
                localizer.string("PARTY_LINE", table: .party, counted, $0.line)
            }
            return ListRow(name: "  " + (line ?? counted))
        }
        rows += [ListRow(name: ""), ListRow(name: localizer.string("PARTY_INGREDIENTS_HEADING", table: .party))]
        rows += plan.ingredients.map { line in
            let fruit = line.fruit.map { " (" + fruitText($0.fruit, count: $0.count) + ")" } ?? ""
            let name = localizer.ingredientName(line.name)
            return ListRow(name: "  " + localizer.string("PARTY_LINE", table: .party, name, shown(line, unit: unit) + fruit))
        }
        rows += [ListRow(name: ""), ListRow(name: localizer.string("PARTY_BUY_HEADING", table: .party))]
        let toBuy = plan.ingredients.filter { !$0.inBar }
        rows += toBuy.map { line in
            ListRow(
                name: "  " + localizer.string("PARTY_LINE", table: .party, localizer.ingredientName(line.name), buyText(line, unit: unit)))
        }
        if toBuy.isEmpty { rows.append(ListRow(name: "  " + localizer.string("PARTY_NOTHING_TO_BUY", table: .party))) }
        if let ice = plan.iceKilograms {
            rows.append(ListRow(name: "  " + localizer.string("PARTY_ICE", table: .party, decimal(ice, mark: decimalMark))))
        }
        if batching { rows += batchRows(plan, unit: unit) }
        return ListViewModel(rows: ListRows(rows))
    }

    /// The plan as the contract's document: `drinks`, `ingredients` and `ice`, then the rows, `batches`.
    public func jsonList(_ plan: PartyPlan, unit: VolumeUnit) -> ListViewModel {
        let drinks: [[ListMember]] = plan.drinks.map { drink in
            [
                ListMember("id", .number(drink.id)), ListMember("name", .text(drink.name)), ListMember("source", .text(drink.source)),
                ListMember("count", .number(drink.count)),
                ListMember("strength", strength(of: drink.strength, servings: 1)?.members.map(ListValue.object) ?? .null),
            ]
        }
        let ingredients: [[ListMember]] = plan.ingredients.map { line in
            [
                ListMember("name", .text(line.name)), ListMember("amount", amountValue(line.amounts.amount)),
                ListMember("shown", .text(shown(line, unit: unit, mark: "."))), ListMember("inBar", .bool(line.inBar)),
                ListMember("buy", purchaseValue(line.purchase)),
            ]
        }
        let ice: ListValue = plan.iceKilograms.map { .object([ListMember("kg", .decimal($0))]) } ?? .null
        return ListViewModel(
            rows: ListRows(plan.batches) { batch in
                ListRow(
                    name: batch.name,
                    members: [
                        ListMember("id", .number(batch.id)), ListMember("name", .text(batch.name)),
                        ListMember("count", .number(batch.count)),
                        ListMember(
                            "ingredients",
                            .objects(
                                batch.ingredients.map { ingredient in
                                    [
                                        ListMember("name", .text(ingredient.name)),
                                        ListMember("amount", .object(Self.members(of: ingredient.amount))),
                                    ]
                                })),
                        ListMember("waterML", .decimal(Self.rounded(batch.waterML))), ListMember("atService", .texts(batch.atService)),
                    ])
            },
            members: [ListMember("drinks", .objects(drinks)), ListMember("ingredients", .objects(ingredients)), ListMember("ice", ice)],
            rowsKey: "batches")
    }

    private func batchRows(_ plan: PartyPlan, unit: VolumeUnit) -> [ListRow] {
        var rows = [ListRow(name: ""), ListRow(name: localizer.string("PARTY_BATCH_HEADING", table: .party))]
        guard !plan.batches.isEmpty else {
            return rows + [ListRow(name: "  " + localizer.string("PARTY_NO_BATCH", table: .party))]
        }
        for batch in plan.batches {
            var parts = batch.ingredients.map { "\(volumeText($0.amount, unit: unit)) \(localizer.ingredientName($0.name))" }
            // A drink served without ice (a Kir) gains no water: "0 ml water" would only puzzle the host.
            if batch.waterML > 0 { parts.append(localizer.string("PARTY_WATER", table: .party, volume(batch.waterML, unit: unit))) }
            let drink = localizer.string("PARTY_DRINK", table: .party, batch.count, batch.name)
            let line = localizer.string("PARTY_LINE", table: .party, drink, parts.joined(separator: ", "))
            rows.append(ListRow(name: "  " + line))
            if !batch.atService.isEmpty {
                let service = batch.atService.map(localizer.ingredientName).joined(separator: ", ")
                rows.append(ListRow(name: "    " + localizer.string("PARTY_AT_SERVICE", table: .party, service)))
            }
        }
        return rows
    }

    // MARK: - Amounts in words

    private var decimalMark: String { localizer.string("DECIMAL_MARK", table: .amounts) }

    /// A total in every kind its drinks measured it in, then "as needed" for the drinks that gave no measure.
    private func shown(_ line: IngredientTotal, unit: VolumeUnit, mark: String? = nil) -> String {
        let mark = mark ?? decimalMark
        let amounts = line.amounts
        var parts: [String] = []
        if let ml = amounts.volumeML {
            parts.append(volumeText(ml: ml, maxML: amounts.volumeMaxML, unit: unit, mark: mark))
        }
        if let pieces = amounts.pieces {
            let most = amounts.piecesMax.flatMap { $0 > pieces ? $0 : nil }
            parts.append(most.map { piecesText(range: pieces, $0, mark: mark) } ?? piecesText(pieces, mark: mark))
        }
        if let grams = amounts.grams { parts.append(localizer.string("PARTY_GRAMS", table: .party, decimal(grams, mark: mark))) }
        if let count = amounts.parts { parts.append(localizer.string("PARTY_PARTS", table: .party, decimal(count, mark: mark))) }
        if line.hasUnmeasured || parts.isEmpty { parts.append(localizer.string("PARTY_AS_NEEDED", table: .party)) }
        return parts.joined(separator: " + ")
    }

    private func buyText(_ line: IngredientTotal, unit: VolumeUnit) -> String {
        switch line.purchase {
        case let .bottles(count, bottleML)?:
            let size = bottleML % 1000 == 0 ? "\(bottleML / 1000) l" : "\(bottleML) ml"
            return count == 1
                ? localizer.string("PARTY_BOTTLE", table: .party, size) : localizer.string("PARTY_BOTTLES", table: .party, count, size)
        case let .pieces(count)?:
            if let fruit = line.fruit { return fruitText(fruit.fruit, count: count) }
            return piecesText(Double(count), mark: decimalMark)
        case nil:
            return shown(line, unit: unit)
        }
    }

    private func fruitText(_ fruit: CitrusFruit, count: Int) -> String {
        let (one, many) =
            switch fruit {
            case .lime: ("PARTY_FRUIT_LIME_ONE", "PARTY_FRUIT_LIME")
            case .lemon: ("PARTY_FRUIT_LEMON_ONE", "PARTY_FRUIT_LEMON")
            case .orange: ("PARTY_FRUIT_ORANGE_ONE", "PARTY_FRUIT_ORANGE")
            }
        return localizer.string(count == 1 ? one : many, table: .party, count)
    }

    private func piecesText(_ pieces: Double, mark: String) -> String {
        pieces == 1
            ? localizer.string("PARTY_PIECE", table: .party) : localizer.string("PARTY_PIECES", table: .party, decimal(pieces, mark: mark))
    }

    private func piecesText(range low: Double, _ high: Double, mark: String) -> String {
        localizer.string("PARTY_PIECES", table: .party, decimal(low, mark: mark) + "-" + decimal(high, mark: mark))
    }

    private func volumeText(_ amount: Amount, unit: VolumeUnit) -> String {
        guard case let .volume(ml, maxML) = amount else { return "" }
        return volumeText(ml: ml, maxML: maxML, unit: unit, mark: decimalMark)
    }

    private func volume(_ ml: Double, unit: VolumeUnit) -> String {
        volumeText(ml: ml, maxML: nil, unit: unit, mark: decimalMark)
    }

    /// The unit's word as the language writes it: "1 TL".
    private func volumeText(ml: Double, maxML: Double?, unit: VolumeUnit, mark: String) -> String {
        localizer.text(of: VolumeShown.pieces(ml: ml, maxML: maxML, in: unit, decimalMark: mark))
    }

    private func amountValue(_ amount: Amount?) -> ListValue {
        amount.map { .object(Self.members(of: $0)) } ?? .null
    }

    private func purchaseValue(_ purchase: Purchase?) -> ListValue {
        switch purchase {
        case let .bottles(count, bottleML)?: .object([ListMember("bottles", .number(count)), ListMember("bottleML", .number(bottleML))])
        case let .pieces(count)?: .object([ListMember("pieces", .number(count))])
        case nil: .null
        }
    }

    /// At most one decimal, with the language's mark: 3.5, 12.
    private func decimal(_ value: Double, mark: String) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else { return "?" }
        let whole = Int(tenths) / 10
        let fraction = abs(Int(tenths) % 10)
        return fraction == 0 ? String(whole) : "\(whole)\(mark)\(fraction)"
    }

    private static func rounded(_ value: Double) -> Double {
        value.isFinite ? (value * 100).rounded() / 100 : 0
    }
}
