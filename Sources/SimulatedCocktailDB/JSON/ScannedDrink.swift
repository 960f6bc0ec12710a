import Foundation

/// Where a drink object and the members the demo reads lie in a letter file, before any text is built.
struct ScannedDrink {
    let start: Int
    var end = 0
    private var id: JSONStringToken?
    private var name: JSONStringToken?
    private var thumbnail: JSONStringToken?
    private var category: JSONStringToken?
    private var alcoholic: JSONStringToken?
    private var glass: JSONStringToken?
    private var ingredients: [JSONStringToken?] = Array(repeating: nil, count: DrinkMember.ingredientSlots.count)

    init(start: Int) {
        self.start = start
    }

    /// Of a member written twice, the last counts, as for Foundation's parsers; a value that is
    /// not a string counts as absent.
    mutating func set(_ member: DrinkMember, to value: JSONStringToken?) {
        switch member {
        case .id: id = value
        case .name: name = value
        case .thumbnail: thumbnail = value
        case .category: category = value
        case .alcoholic: alcoholic = value
        case .glass: glass = value
        case let .ingredient(slot): ingredients[slot - DrinkMember.ingredientSlots.lowerBound] = value
        }
    }

    /// The drink, its texts built and its bytes shared with `body`; nil without a string id and name.
    func recordedDrink(in body: Data, bytes: UnsafeBufferPointer<UInt8>) -> RecordedDrink? {
        func recorded(_ token: JSONStringToken?) -> RecordedText? {
            guard let token, let text = JSONStringToken.text(of: token, in: bytes) else { return nil }
            return RecordedText(text: text, json: slice(token.range, of: body))
        }
        guard let id = recorded(id), let name = recorded(name) else { return nil }
        return RecordedDrink(
            id: id,
            name: name,
            thumbnailJSON: thumbnail.map { slice($0.range, of: body) },
            category: recorded(category),
            alcoholic: recorded(alcoholic),
            glass: recorded(glass),
            ingredients: ingredients.compactMap(recorded),
            json: slice(start..<end, of: body)
        )
    }

    /// The bytes at `range` of the body, sharing its storage.
    private func slice(_ range: Range<Int>, of body: Data) -> Data {
        body[body.startIndex + range.lowerBound..<body.startIndex + range.upperBound]
    }
}
