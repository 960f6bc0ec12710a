/// The members of a full drink that the demo computes its answers from.
enum DrinkMember: Equatable {
    case id
    case name
    case thumbnail
    case category
    case alcoholic
    case glass
    /// `strIngredient1` … `strIngredient15`: the slot's number.
    case ingredient(Int)

    static let ingredientSlots = 1...15

    private static let named: [(key: String, member: DrinkMember)] = [
        ("idDrink", .id), ("strDrink", .name), ("strDrinkThumb", .thumbnail), ("strCategory", .category),
        ("strAlcoholic", .alcoholic), ("strGlass", .glass),
    ]
    private static let ingredientPrefix = Array("strIngredient".utf8)

    /// The member a key names, or nil for one the demo does not read.
    init?(key: JSONStringToken, in bytes: UnsafeBufferPointer<UInt8>) {
        if key.hasEscapes {
            // The API never escapes its keys' letters; should it, the text decides.
            guard let text = JSONStringToken.text(of: key, in: bytes) else { return nil }
            self.init(name: Array(text.utf8)[...])
        } else {
            self.init(name: bytes[key.range.lowerBound + 1..<key.range.upperBound - 1])
        }
    }

    private init?(name: some Collection<UInt8>) {
        if name.starts(with: Self.ingredientPrefix) {
            // `strIngredient1` to `strIngredient15`, written as the API writes numbers: no sign, no leading zero.
            let digits = name.dropFirst(Self.ingredientPrefix.count)
            guard (1...2).contains(digits.count), digits.first != UInt8(ascii: "0"),
                digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let slot = Int(String(decoding: digits, as: UTF8.self)), Self.ingredientSlots.contains(slot)
            else { return nil }
            self = .ingredient(slot)
            return
        }
        guard let match = Self.named.first(where: { $0.key.utf8.count == name.count && $0.key.utf8.elementsEqual(name) }) else {
            return nil
        }
        self = match.member
    }
}
