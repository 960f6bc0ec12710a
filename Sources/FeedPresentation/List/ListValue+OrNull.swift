extension ListValue {
    /// A whole number, or null when there is none, as a rating the user may not have given.
    public static func number(orNull value: Int?) -> ListValue {
        value.map { .number($0) } ?? .null
    }
}
