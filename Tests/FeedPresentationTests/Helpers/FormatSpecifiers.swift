/// The printf-style placeholders of a localized format, such as `%@`, `%ld`, `%2$@` and `%%`.
enum FormatSpecifiers {
    /// Every placeholder in `format`, sorted, so that two formats with the same multiset compare equal.
    static func of(_ format: String) -> [String] {
        format
            .matches(of: #/%(?:[0-9]+\$)?[-+ #0']*[0-9]*(?:\.[0-9]+)?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA%]/#)
            .map { String($0.output) }
            .sorted()
    }
}
