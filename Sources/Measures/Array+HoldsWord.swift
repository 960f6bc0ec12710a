extension [UInt8] {
    /// Whether the UTF-8 text holds `word`, byte for byte. `String.contains` hashes `Character`s, and its first use in
    /// a process looks up a conformance at run time, which costs a recipe more than reading all its measures.
    func holds(_ word: String) -> Bool {
        let word = Array(word.utf8)
        return indices.contains { self[$0...].starts(with: word) }
    }
}
