import NameMatching

extension IngredientKnowledge {
    /// Reads a knowledge document: a `version N` line, then one ingredient a line, with its relation,
    /// its typical ABV (from version 2), how it is poured (from version 3), or any of them. Blank lines and lines starting with `#` are ignored.
    public init(parsing document: String) throws(IngredientKnowledgeError) {
        let lines = try Self.ingredientLines(in: document)
        // Each name key's line, as its position in `lines`, and the ingredient each line places:
        // every line but a synonym's places one, in order.
        var positionByKey: [String: Int] = [:]
        positionByKey.reserveCapacity(lines.count)
        var placedIndexByPosition: [Int?] = []
        placedIndexByPosition.reserveCapacity(lines.count)
        var placedCount = 0
        for (position, line) in lines.enumerated() {
            if let first = positionByKey.updateValue(position, forKey: line.key) {
                throw .duplicateName(line.name, line: line.number, firstLine: lines[first].number)
            }
            placedIndexByPosition.append(line.isSynonym ? nil : placedCount)
            if !line.isSynonym { placedCount += 1 }
        }
        func index(of name: String, relatedBy line: IngredientLine) throws(IngredientKnowledgeError) -> Int {
            let key = NameKey.of(name)
            guard key != line.key else { throw .relatedToItself(line.name, line: line.number) }
            guard let position = positionByKey[key] else { throw .unknownIngredient(name, line: line.number) }
            guard let index = placedIndexByPosition[position] else { throw .relatedToSynonym(name, line: line.number) }
            return index
        }
        func ingredient(placedBy line: IngredientLine) throws(IngredientKnowledgeError) -> Ingredient {
            var parent: Ingredient.Parent?
            var source: Int?
            var components: [Int] = []
            switch line.relation {
            case let .brand(name): parent = .init(index: try index(of: name, relatedBy: line), kind: .brand)
            case let .variety(name): parent = .init(index: try index(of: name, relatedBy: line), kind: .variety)
            case let .flavoured(name): parent = .init(index: try index(of: name, relatedBy: line), kind: .flavoured)
            case let .form(name): source = try index(of: name, relatedBy: line)
            case let .madeFrom(names):
                for name in names { components.append(try index(of: name, relatedBy: line)) }
            case .staple, .synonym, nil: break
            }
            return Ingredient(
                name: line.name, key: line.key, parent: parent, source: source, components: components,
                isStaple: line.relation == .staple, abv: line.abv, pouring: line.pouring)
        }
        var ingredients: [Ingredient] = []
        ingredients.reserveCapacity(placedCount)
        // The ingredient each line leads to, synonyms resolved.
        var indexByPosition: [Int] = []
        indexByPosition.reserveCapacity(lines.count)
        var synonymABVByKey: [String: Double] = [:]
        for line in lines {
            if case let .synonym(name) = line.relation {
                indexByPosition.append(try index(of: name, relatedBy: line))
                if let abv = line.abv { synonymABVByKey[line.key] = abv }
            } else {
                indexByPosition.append(ingredients.count)
                ingredients.append(try ingredient(placedBy: line))
            }
        }
        if let cycle = Self.firstCycle(in: ingredients) {
            throw .cycle(cycle.map { ingredients[$0].name })
        }
        self.init(
            names: lines.map(\.name), ingredients: ingredients, indexByKey: positionByKey.mapValues { indexByPosition[$0] },
            synonymABVByKey: synonymABVByKey)
    }

    private static func ingredientLines(in document: String) throws(IngredientKnowledgeError) -> [IngredientLine] {
        var lines: [IngredientLine] = []
        var version: Int?
        // Read as UTF-8 bytes: walking the document by `Character`, or through `Substring`s, cost far
        // more than everything else the parse does. Every separator of the format is one ASCII byte.
        let bytes = Array(document.utf8)
        let rawLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (offset, raw) in rawLines.enumerated() where !IngredientLine.isBlankOrComment(raw) {
            let number = offset + 1
            guard let version else {
                let text = IngredientLine.text(of: raw)
                guard text.hasPrefix("version ") else { throw .missingVersion }
                let written = IngredientLine.trimmed(text.dropFirst("version ".count))
                guard let readable = (1...Self.version).first(where: { String($0) == written }) else {
                    throw .unsupportedVersion(written, line: number)
                }
                version = readable
                continue
            }
            let line = try IngredientLine(raw, number: number)
            // Version 1 knows no ABV, and version 2 no pouring: such a line is one their readers refuse.
            if (version == 1 && line.abv != nil) || (version < 3 && line.pouring != nil) {
                throw .malformedLine(number, text: IngredientLine.text(of: raw))
            }
            lines.append(line)
        }
        guard version != nil else { throw .missingVersion }
        return lines
    }

    /// The ingredients of the first chain of relations that leads back to where it started, if any.
    private static func firstCycle(in ingredients: [Ingredient]) -> [Int]? {
        enum Visit { case unvisited, onPath, done }
        let related = ingredients.map(\.related)
        var visits = [Visit](repeating: .unvisited, count: ingredients.count)
        var path: [Int] = []
        func walk(from index: Int) -> [Int]? {
            switch visits[index] {
            case .done: return nil
            case .onPath: return Array(path[(path.firstIndex(of: index) ?? 0)...]) + [index]
            case .unvisited: break
            }
            visits[index] = .onPath
            path.append(index)
            for next in related[index] {
                if let cycle = walk(from: next) { return cycle }
            }
            path.removeLast()
            visits[index] = .done
            return nil
        }
        for index in ingredients.indices {
            if let cycle = walk(from: index) { return cycle }
        }
        return nil
    }
}
