internal import JSONBytes

extension JSONByteWriter {
    /// `[item,item,…]`, each item as `write` writes it.
    mutating func appendList<Item>(_ items: [Item], item write: (Item, inout JSONByteWriter) -> Void) {
        appendRaw("[")
        for (index, item) in items.enumerated() {
            if index > 0 { appendRaw(",") }
            write(item, &self)
        }
        appendRaw("]")
    }
}
