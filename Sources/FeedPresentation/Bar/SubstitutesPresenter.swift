import BarFeature

/// The words of `dringo bar substitute|unsubstitute|substitutes`: the user's substitutes, the note that
/// confirms one added or says how to declare one, why a change failed, and why a name was refused.
public typealias SubstitutesPresenter = Presenter<SubstitutesScreen>
public enum SubstitutesScreen {}

extension Presenter where Screen == SubstitutesScreen {
    /// One substitute a row, `dry curaçao for Cointreau`, and `{"substitutes": [{"have", "for"}]}` in JSON;
    /// the note, on stderr, confirms the substitute added, or says how to declare one when there are none.
    /// - Parameter added: the substitute the user just declared, if any.
    public func map(_ substitutes: [IngredientSubstitute], added: IngredientSubstitute? = nil) -> ListViewModel {
        let note =
            if let added {
                localizer.string("SUBSTITUTE_ADDED", table: .bar, added.have, added.wanted)
            } else if substitutes.isEmpty {
                string("SUBSTITUTES_EMPTY_NOTE", table: .bar, inDemo: "DEMO_SUBSTITUTES_EMPTY_NOTE")
            } else {
                String?.none
            }
        return ListViewModel(
            rows: ListRows(substitutes) { [localizer] substitute in
                ListRow(
                    name: localizer.string("SUBSTITUTE_ROW", table: .bar, substitute.have, substitute.wanted),
                    members: [ListMember("have", .text(substitute.have)), ListMember("for", .text(substitute.wanted))])
            },
            note: note,
            rowsKey: "substitutes"
        )
    }

    public func message(for reason: BarFailureReason) -> String {
        switch reason {
        case let .unreadable(location): localizer.string("SUBSTITUTES_UNREADABLE", table: .bar, location)
        case let .unwritable(location): localizer.string("SUBSTITUTES_UNWRITABLE", table: .bar, location)
        }
    }

    /// Quotes the refused name as a terminal shows it, cut to its first 40 characters; a name that shows
    /// as nothing is not quoted.
    public func message(for error: IngredientNameError) -> String {
        let name = TypedTextExcerpt.of(error.name)
        return switch error.reason {
        case .empty: localizer.string("SUBSTITUTE_NAME_EMPTY", table: .bar)
        case .containsControlCharacters where name.isEmpty: localizer.string("SUBSTITUTE_NAME_ONLY_CONTROL_CHARACTERS", table: .bar)
        case .containsControlCharacters: localizer.string("SUBSTITUTE_NAME_CONTROL_CHARACTERS", table: .bar, name)
        case let .tooLong(maximum): localizer.string("SUBSTITUTE_NAME_TOO_LONG", table: .bar, name, maximum)
        }
    }

    public func message(for error: SameIngredientSubstituteError) -> String {
        localizer.string("SUBSTITUTE_SAME_INGREDIENT", table: .bar, TypedTextExcerpt.of(error.name))
    }
}
