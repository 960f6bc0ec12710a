import BarFeature

/// The words of `dringo bar substitute|unsubstitute|substitutes`: the user's substitutes, the note that
/// confirms one added or says how to declare one, why a change failed, and why a name was refused.
public typealias SubstitutesPresenter = Presenter<SubstitutesScreen>
public enum SubstitutesScreen {}

extension Presenter where Screen == SubstitutesScreen {
    /// One substitute a row, `dry curaçao for Cointreau` (named in the language), and `{"substitutes": [{"have", "for"}]}`
    /// in JSON, as kept;
    /// the note, on stderr, confirms the substitute added, or says how to declare one when there are none.
    /// - Parameter added: the substitute the user just declared, if any.
    public func map(_ substitutes: [IngredientSubstitute], added: IngredientSubstitute? = nil) -> ListViewModel {
        let note =
            if let added {
                localizer.string(
                    "SUBSTITUTE_ADDED", table: .bar, localizer.ingredientName(added.have), localizer.ingredientName(added.wanted))
            } else if substitutes.isEmpty {
                string("SUBSTITUTES_EMPTY_NOTE", table: .bar, inDemo: "DEMO_SUBSTITUTES_EMPTY_NOTE")
            } else {
                String?.none
            }
        return ListViewModel(
            rows: ListRows(substitutes) { [localizer] substitute in
                ListRow(
                    name: localizer.string(
                        "SUBSTITUTE_ROW", table: .bar, localizer.ingredientName(substitute.have),
                        localizer.ingredientName(substitute.wanted)),
                    members: [ListMember("have", .text(substitute.have)), ListMember("for", .text(substitute.wanted))])
            },
            note: note,
            rowsKey: "substitutes"
        )
    }

    public func message(for reason: UserDataFailureReason) -> String {
        message(for: reason, wording: IngredientListWording.substitutes.failures)
    }

    public func message(for error: IngredientNameError) -> String {
        message(for: error, wording: .substitutes)
    }

    public func message(for error: SameIngredientSubstituteError) -> String {
        localizer.string("SUBSTITUTE_SAME_INGREDIENT", table: .bar, TypedTextExcerpt.of(error.name))
    }
}

extension IngredientListWording {
    static let substitutes = IngredientListWording(
        failures: UserDataFailureWording(table: .bar, unreadable: "SUBSTITUTES_UNREADABLE", unwritable: "SUBSTITUTES_UNWRITABLE"),
        nameEmpty: "SUBSTITUTE_NAME_EMPTY",
        nameOnlyControlCharacters: "SUBSTITUTE_NAME_ONLY_CONTROL_CHARACTERS",
        nameControlCharacters: "SUBSTITUTE_NAME_CONTROL_CHARACTERS", nameTooLong: "SUBSTITUTE_NAME_TOO_LONG")
}
