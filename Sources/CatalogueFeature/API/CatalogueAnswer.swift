/// One answer of a catalogue download, mapped, with how many items it held: the count, not the
/// items kept, tells whether it filled its cap.
public enum CatalogueAnswer: Sendable, Equatable {
    /// A letter's or a lookup's full drinks.
    case drinks([Drink], itemCount: Int)
    /// A facet's values (`list.php`).
    case values([String], itemCount: Int)
    /// The ids of the drinks a list names (`filter.php`).
    case listed([Int], itemCount: Int)
}
