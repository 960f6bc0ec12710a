import Foundation

/// One full drink as TheCocktailDB recorded it: its JSON object, with every member it had.
struct RecordedDrink: Sendable, Equatable {
    let id: String
    let name: String
    /// The object, re-serialized with sorted keys; the values are the recording's.
    let json: Data

    /// The full drinks of a recorded `{"drinks": [...]}` body, or nil when it is not one.
    /// An element without a string `idDrink` and `strDrink` is no drink the demo can serve.
    static func drinks(in body: Data) -> [RecordedDrink]? {
        guard let envelope = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let objects = envelope["drinks"] as? [[String: Any]]
        else { return nil }
        return objects.compactMap { object in
            guard let id = object["idDrink"] as? String, let name = object["strDrink"] as? String,
                let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            else { return nil }
            return RecordedDrink(id: id, name: name, json: json)
        }
    }
}
