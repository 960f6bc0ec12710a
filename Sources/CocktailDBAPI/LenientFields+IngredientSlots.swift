extension LenientFields {
    /// The API's fixed number of ingredient slots, `strIngredient1` to `strIngredient15`.
    public static let ingredientSlotCount = 15

    private static let ingredientNames = (1...ingredientSlotCount).map { "strIngredient\($0)" }
    private static let measureNames = (1...ingredientSlotCount).map { "strMeasure\($0)" }

    /// The filled slots in slot order. A null, empty or blank name marks an empty slot, whatever
    /// its measure says; a measure is trimmed, and an empty one is no measure.
    public func ingredientSlots() -> [IngredientSlot] {
        var slots: [IngredientSlot] = []
        for slot in 0..<Self.ingredientSlotCount {
            guard let name = trimmedText(Self.ingredientNames[slot]) else { continue }
            slots.append(IngredientSlot(name: name, measure: trimmedText(Self.measureNames[slot])))
        }
        return slots
    }
}
