import Measures

/// How every screen that shows a recipe's ingredients words their amounts and the drink's strength.
extension Presenter {
    /// Each ingredient with its measure as written, as shown in `unit` for the servings asked, and its amount. The
    /// text line names the ingredient and writes a converted decimal as the language does ("2,5 cl Limettensaft");
    /// JSON keeps TheCocktailDB's English name, and its `shown` the point and English words. A measure dringo rewrote
    /// has its words in the language ("Saft von 2"); one shown as written stays as TheCocktailDB wrote it.
    func ingredients(of amounts: RecipeAmounts, in unit: VolumeUnit?) -> [IngredientViewModel] {
        let mark = localizer.string("DECIMAL_MARK", table: .amounts)
        return amounts.ingredients.map { ingredient in
            let shown = ingredient.measure?.shown(in: unit)
            let name = localizer.ingredientName(ingredient.name)
            let line = ingredient.measure.map { measure in
                let text = localizer.text(of: measure.shownPieces(in: unit, decimalMark: mark))
                return
                    "\(text) \(Self.countsIt(text, measure) ? localizer.ingredientName(ingredient.name, afterCount: Self.count(measure)) : name)"
            }
            return IngredientViewModel(
                name: ingredient.name,
                measure: ingredient.measure?.written,
                shown: shown,
                amount: ingredient.measure?.amount.map(Self.members(of:)),
                line: line ?? name)
        }
    }

    /// Whether the ingredient's name follows the measure's number itself ("Saft von 3" Limetten, "2" Eier), as it does
    /// not after a unit ("2 Scheiben" Limette).
    private static func countsIt(_ text: String, _ measure: Measure) -> Bool {
        guard case .count = measure.amount, let last = text.last else { return false }
        return last.isNumber
    }

    /// How many of the ingredient the measure counts; the larger end of a range.
    private static func count(_ measure: Measure) -> Double {
        guard case let .count(count, maxCount) = measure.amount else { return 0 }
        return maxCount ?? count
    }

    /// The strength line and its JSON; nil when nothing is poured at all.
    func strength(of amounts: RecipeAmounts) -> StrengthViewModel? {
        strength(of: amounts.strength, servings: amounts.servings)
    }

    /// The same, for an estimate made for `servings` drinks; `glass` false leaves out what the glass holds, as a
    /// party's short line of each drink does.
    func strength(of estimate: StrengthEstimate?, servings: Int, glass: Bool = true) -> StrengthViewModel? {
        switch estimate {
        case nil:
            return nil
        case let .estimated(strength):
            return StrengthViewModel(
                line: line(for: strength, servings: servings, glass: glass), members: Self.members(of: strength))
        case let .unknown(ingredient, blocker):
            return StrengthViewModel(
                line: localizer.string(key(for: blocker), table: .amounts, localizer.ingredientName(ingredient)), members: nil)
        }
    }

    private func line(for strength: Strength, servings: Int, glass: Bool) -> String {
        let mark = localizer.string("DECIMAL_MARK", table: .amounts)
        guard let poured = strength.poured, let served = strength.served else {
            let liquids = strength.unmeasured.map(localizer.ingredientName)
                .joined(separator: localizer.string("LIST_SEPARATOR", table: .shared))
            return localizer.string("STRENGTH_DEPENDS", table: .amounts, liquids) + grams(of: strength, servings: servings, mark: mark)
        }
        guard poured > 0 else { return localizer.string("STRENGTH_ALCOHOL_FREE", table: .amounts) }
        let percent = { (value: Double) in localizer.string("STRENGTH_PERCENT", table: .amounts, Self.decimal(value, mark: mark)) }
        var line =
            if let method = strength.method {
                localizer.string("STRENGTH_POURED_SERVED", table: .amounts, percent(poured), percent(served), word(for: method))
            } else {
                localizer.string("STRENGTH_POURED", table: .amounts, percent(poured))
            }
        if glass, let servedML = strength.servedML {
            // Rounded to 5 ml, as nobody reads a glass finer.
            let each = String(max(5, Int((servedML / Double(servings) / 5).rounded()) * 5))
            line +=
                servings == 1
                ? localizer.string("STRENGTH_IN_GLASS", table: .amounts, each)
                : localizer.string("STRENGTH_IN_GLASSES", table: .amounts, each)
        }
        return line + grams(of: strength, servings: servings, mark: mark)
    }

    private func grams(of strength: Strength, servings: Int, mark: String) -> String {
        guard let grams = strength.alcoholGrams else { return "" }
        let text = Self.decimal(grams, mark: mark)
        return servings == 1
            ? localizer.string("STRENGTH_GRAMS", table: .amounts, text)
            : localizer.string("STRENGTH_GRAMS_SERVINGS", table: .amounts, text, servings)
    }

    private func key(for blocker: StrengthBlocker) -> String {
        switch blocker {
        case .unknownABV: "STRENGTH_UNKNOWN_ABV"
        case .otherScale: "STRENGTH_UNKNOWN_SCALE"
        }
    }

    private func word(for method: MixingMethod) -> String {
        switch method {
        case .shaken: localizer.string("METHOD_SHAKEN", table: .amounts)
        case .stirred: localizer.string("METHOD_STIRRED", table: .amounts)
        case .built: localizer.string("METHOD_BUILT", table: .amounts)
        case .blended: localizer.string("METHOD_BLENDED", table: .amounts)
        }
    }

    /// Whole above ten, one decimal below, as a label prints a strength: 25, 4.5; with the language's decimal mark.
    private static func decimal(_ value: Double, mark: String) -> String {
        let rounded = value >= 10 ? value.rounded() : (value * 10).rounded() / 10
        guard rounded.isFinite, abs(rounded) < 1e15 else { return "?" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        let tenths = Int((abs(rounded) * 10).rounded())
        return (rounded < 0 ? "-" : "") + "\(tenths / 10)\(mark)\(tenths % 10)"
    }

    static func members(of amount: Amount) -> [ListMember] {
        switch amount {
        case let .volume(ml, maxML): members("volume", ("ml", ml), ("maxML", maxML))
        case let .parts(parts, maxParts): members("parts", ("parts", parts), ("maxParts", maxParts))
        case let .count(count, maxCount): members("count", ("count", count), ("maxCount", maxCount))
        case let .weight(grams, maxGrams): members("weight", ("grams", grams), ("maxGrams", maxGrams))
        }
    }

    /// The kind, the amount and, for a range, its upper bound; a number to the hundredth, as nobody pours finer.
    private static func members(_ kind: String, _ value: (String, Double), _ maximum: (String, Double?)) -> [ListMember] {
        var members = [ListMember("kind", .text(kind)), ListMember(value.0, .decimal(hundredths(value.1)))]
        if let upper = maximum.1 { members.append(ListMember(maximum.0, .decimal(hundredths(upper)))) }
        return members
    }

    private static func members(of strength: Strength) -> [ListMember] {
        let decimal = { (value: Double?) in value.map { ListValue.decimal(hundredths($0)) } ?? .null }
        return [
            ListMember("poured", decimal(strength.poured)),
            ListMember("served", decimal(strength.served)),
            ListMember("servedML", decimal(strength.servedML)),
            ListMember("method", .text(strength.method?.rawValue)),
            ListMember("alcoholGrams", decimal(strength.alcoholGrams)),
            ListMember("unmeasured", .texts(strength.unmeasured)),
        ]
    }

    private static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
