import Foundation
import NameMatching

/// A file of drinks, read whole, its format told by its content: a card, Bar Assistant's JSON, TheCocktailDB's, or
/// schema.org `Recipe` JSON-LD, alone or in a saved web page. Every drink is checked before any is handed back.
public enum DrinkFile {
    public static let largestBytes = 5 * 1024 * 1024

    public static func recipes(in data: Data, lines reading: IngredientLineReading) throws(DrinkFileError) -> [HouseRecipe] {
        guard data.count <= largestBytes else { throw DrinkFileError(.tooLarge(maximumBytes: largestBytes)) }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(data: bytes, encoding: .utf8) else { throw DrinkFileError(.notText) }
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) else { throw DrinkFileError(.empty) }
        let recipes: [HouseRecipe]
        switch first {
        case "{", "[": recipes = try json(JSONNode.parse(Data(bytes)), reading: reading)
        case "<": recipes = try page(text, reading: reading)
        case "#": recipes = try CardFormat.read(text, lines: reading)
        default: throw DrinkFileError(.unknownFormat, at: .line(1))
        }
        try refuseRepeatedNames(recipes)
        return recipes
    }

    private static func json(_ document: JSONNode, reading: IngredientLineReading) throws(DrinkFileError) -> [HouseRecipe] {
        if BarAssistantFormat.recognises(document) { return try BarAssistantFormat.read(document) }
        if CocktailDBFormat.recognises(document) { return try CocktailDBFormat.read(document) }
        let nodes = JSONLDFormat.recipes(in: document)
        guard !nodes.isEmpty else { throw DrinkFileError(.unknownFormat) }
        var recipes: [HouseRecipe] = []
        for node in nodes { try recipes.append(JSONLDFormat.read(node, lines: reading)) }
        return recipes
    }

    /// The recipes of every `<script type="application/ld+json">` of a page; a script that is not JSON is skipped, as
    /// a browser skips it, unless no script holds a recipe.
    private static func page(_ html: String, reading: IngredientLineReading) throws(DrinkFileError) -> [HouseRecipe] {
        var recipes: [HouseRecipe] = []
        var firstFailure: DrinkFileError?
        for script in LinkedDataScripts.contents(of: html) {
            do {
                recipes += try json(JSONNode.parse(Data(script.text.utf8)), reading: reading)
            } catch {
                let located =
                    if case let .line(line) = error.place { DrinkFileError(error.problem, at: .line(script.line + line - 1)) } else {
                        error
                    }
                if error.problem != .unknownFormat, error.problem != .malformedJSON { throw located }
                firstFailure = firstFailure ?? located
            }
        }
        guard !recipes.isEmpty else { throw firstFailure ?? DrinkFileError(.unknownFormat) }
        return recipes
    }

    private static func refuseRepeatedNames(_ recipes: [HouseRecipe]) throws(DrinkFileError) {
        var seen = Set<String>()
        for recipe in recipes where !seen.insert(NameKey.of(recipe.name)).inserted {
            throw DrinkFileError(.duplicateName(recipe.name))
        }
    }
}

/// The JSON-LD scripts of an HTML page, each with the line it starts on.
enum LinkedDataScripts {
    static func contents(of html: String) -> [(text: String, line: Int)] {
        var scripts: [(text: String, line: Int)] = []
        var rest = html[...]
        while let open = rest.range(of: "<script", options: .caseInsensitive) {
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[open.upperBound..<tagEnd].lowercased()
            let bodyStart = rest.index(after: tagEnd)
            guard let close = rest[bodyStart...].range(of: "</script", options: .caseInsensitive) else { break }
            if tag.contains("application/ld+json") {
                let line = html[..<bodyStart].reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }
                scripts.append((String(rest[bodyStart..<close.lowerBound]), line))
            }
            rest = rest[close.upperBound...]
        }
        return scripts
    }
}
