import Foundation

/// A field's value as `filter.php` matches it: ignoring case and surrounding white space, with `_`
/// as a space, as the API's own documentation writes `filter.php?c=Ordinary_Drink`.
enum FilterKey {
    /// Empty for a blank value, which matches nothing.
    static func of(_ value: String) -> String {
        value.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
