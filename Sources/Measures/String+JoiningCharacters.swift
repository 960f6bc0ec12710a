extension String {
    /// The characters one after another. `String(_:)` over a slice is generic, and its first use looks up a
    /// conformance at run time, which costs a recipe more than reading all its measures.
    init(joining characters: ArraySlice<Character>) {
        self.init()
        for character in characters { append(character) }
    }
}
