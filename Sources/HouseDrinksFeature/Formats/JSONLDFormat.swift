/// schema.org `Recipe` in JSON-LD, alone or inside a saved web page: found anywhere in the document, within
/// `@graph` or a list, with `@type` a text or a list. Ingredients are free text, read by the measure reader.
enum JSONLDFormat {
    /// The `Recipe` nodes of `document`, with their paths, in document order.
    static func recipes(in document: JSONNode, path: String = "$") -> [JSONField] {
        switch document {
        case let .array(elements):
            return elements.indices.flatMap { recipes(in: elements[$0], path: "\(path)[\($0)]") }
        case let .object(members):
            if isRecipe(members["@type"]) { return [JSONField(document, path: path)] }
            if let graph = members["@graph"] { return recipes(in: graph, path: "\(path).@graph") }
            return []
        default:
            return []
        }
    }

    private static func isRecipe(_ type: JSONNode?) -> Bool {
        switch type {
        case let .string(text)?: text == "Recipe" || text.hasSuffix("/Recipe")
        case let .array(types)?: types.contains { isRecipe($0) }
        default: false
        }
    }

    static func read(_ node: JSONField, lines reading: IngredientLineReading) throws(DrinkFileError) -> HouseRecipe {
        let name = HTMLText.decoded(try node.member("name").requiredString())
        // Older pages name the list `ingredients`.
        let older = node.member("ingredients")
        let list = node.member("recipeIngredient").node == nil && older.node != nil ? older : node.member("recipeIngredient")
        let items = try list.requiredArray()
        var ingredients: [HouseIngredient] = []
        for index in items.indices {
            let item = list.element(index, of: items)
            let text = HTMLText.decoded(try item.requiredString()).trimmed
            guard !text.isEmpty else { continue }
            let line = reading.read(try RecipeRules.line(text, at: item.place))
            guard !line.isAbsurd else { throw DrinkFileError(.badAmount, at: item.place) }
            ingredients.append(HouseIngredient(name: line.name, measure: line.measure))
        }
        let instructions = try steps(node.member("recipeInstructions")).map(HTMLText.decoded).joined(separator: "\n")
        let recipe = HouseRecipe(
            name: name, category: try texts(node.member("recipeCategory")).first.map(HTMLText.decoded),
            instructions: instructions.isEmpty ? nil : instructions,
            tags: try keywords(node.member("keywords")).map(HTMLText.decoded), imageURL: try image(node.member("image")),
            ingredients: ingredients)
        return try RecipeRules.checked(recipe, at: node.place)
    }

    /// A text, `HowToStep`s (their `text`, else `name`), `HowToSection`s of them, or a list of any of these.
    private static func steps(_ field: JSONField) throws(DrinkFileError) -> [String] {
        switch field.node {
        case nil, .null?: return []
        case let .string(text)?: return [text.trimmed].filter { !$0.isEmpty }
        case let .array(items)?:
            var lines: [String] = []
            for index in items.indices { lines += try steps(field.element(index, of: items)) }
            return lines
        case .object?:
            if field.member("itemListElement").node != nil { return try steps(field.member("itemListElement")) }
            let text = try field.member("text").optionalString()
            let name = try field.member("name").optionalString()
            return [(text ?? name)?.trimmed ?? ""].filter { !$0.isEmpty }
        default: throw DrinkFileError(.wrongType(field.path), at: field.place)
        }
    }

    private static func texts(_ field: JSONField) throws(DrinkFileError) -> [String] {
        switch field.node {
        case nil, .null?: return []
        case let .string(text)?: return [text.trimmed].filter { !$0.isEmpty }
        case let .array(items)?: return items.compactMap(\.string).map(\.trimmed).filter { !$0.isEmpty }
        default: throw DrinkFileError(.wrongType(field.path), at: field.place)
        }
    }

    /// Keywords are a comma-separated text, or a list.
    private static func keywords(_ field: JSONField) throws(DrinkFileError) -> [String] {
        try texts(field).flatMap { $0.split(separator: ",").map { String($0).trimmed } }.filter { !$0.isEmpty }
    }

    /// A URL, a list of them, or an `ImageObject` (`url`, else `contentUrl`): the first web address.
    private static func image(_ field: JSONField) throws(DrinkFileError) -> String? {
        switch field.node {
        case let .string(text)?: return BarAssistantFormat.webURL(text)
        case let .array(items)?:
            for index in items.indices {
                if let url = try image(field.element(index, of: items)) { return url }
            }
            return nil
        case .object?:
            let url = try field.member("url").optionalString()
            let contentURL = try field.member("contentUrl").optionalString()
            return (url ?? contentURL).flatMap(BarAssistantFormat.webURL)
        default: return nil
        }
    }
}

/// The few HTML character references recipe pages leave in their JSON-LD text.
enum HTMLText {
    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = text
        for (entity, character) in entities { result = result.replacingAll(entity, with: character) }
        return result
    }

    private static let entities = [
        ("&quot;", "\""), ("&#39;", "'"), ("&#039;", "'"), ("&#x27;", "'"), ("&apos;", "'"), ("&nbsp;", " "), ("&#8217;", "’"),
        ("&frac12;", "½"), ("&frac14;", "¼"), ("&frac34;", "¾"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"),
    ]
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
