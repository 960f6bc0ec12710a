/// The pure queries over a catalogue: search, resolve and random. No I/O; the drinks are handed in.
/// Names compare by `NameKey`: trimmed, folded for case and diacritics.
public enum CatalogueQuery {}
