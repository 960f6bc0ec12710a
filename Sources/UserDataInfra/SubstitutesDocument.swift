import BarFeature

/// The user's substitutes' JSON form, version 1: the substitutes, in their saved order,
///
///     {"version":1,"substitutes":[{"have":<String>,"for":<String>}, ...]}
///
/// They are the user's own, kept beside the bar under its rules: a file that is not exactly this is
/// unreadable, and the store leaves it alone; a failure is a `BarStoreError` naming the file.
public typealias SubstitutesDocument = UserDataDocument<SubstitutesSchema>

/// The substitutes' list.
public enum SubstitutesSchema: UserDataSchema {
    public static let list = UserDataList<LocalIngredientSubstitute>(
        key: "substitutes", of: SubstituteObject.self, storeError: BarStoreError.self,
        estimatedSize: { $0.have.utf8.count + $0.wanted.utf8.count + 20 })
}

/// A substitute: `{"have":<String>,"for":<String>}`.
enum SubstituteObject: UserDataObject {
    typealias Value = LocalIngredientSubstitute

    static let members: [UserDataMember<LocalIngredientSubstitute, Fields>] = [
        .value("have", \.have, \.have),
        .value("for", \.wanted, \.wanted),
    ]

    struct Fields: UserDataFields {
        var have: String?
        var wanted: String?
    }

    static func element(from fields: Fields) -> LocalIngredientSubstitute? {
        guard let have = fields.have, let wanted = fields.wanted else { return nil }
        return LocalIngredientSubstitute(have: have, for: wanted)
    }
}
