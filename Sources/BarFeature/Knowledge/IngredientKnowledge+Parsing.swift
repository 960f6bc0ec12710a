import NameMatching

extension IngredientKnowledge {
    /// Reads a knowledge document: a `version 1` line, then one ingredient a line. Blank lines and
    /// lines starting with `#` are ignored.
    public init(parsing document: String) throws(IngredientKnowledgeError) {
        let lines = try Self.ingredientLines(in: document)
        var lineByKey: [String: IngredientLine] = [:]
        for line in lines {
            if let first = lineByKey[line.key] {
                throw .duplicateName(line.name, line: line.number, firstLine: first.number)
            }
            lineByKey[line.key] = line
        }
        let placed = lines.filter { if case .synonym = $0.relation { false } else { true } }
        let placedIndexByKey = Dictionary(uniqueKeysWithValues: placed.enumerated().map { ($1.key, $0) })
        var indexByKey = placedIndexByKey
        func index(of name: String, relatedBy line: IngredientLine) throws(IngredientKnowledgeError) -> Int {
            let key = NameKey.of(name)
            guard key != line.key else { throw .relatedToItself(line.name, line: line.number) }
            guard lineByKey[key] != nil else { throw .unknownIngredient(name, line: line.number) }
            // Every line but a synonym's places an ingredient.
            guard let index = placedIndexByKey[key] else { throw .relatedToSynonym(name, line: line.number) }
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
                name: line.name, key: line.key, parent: parent, source: source, components: components, isStaple: line.relation == .staple)
        }
        var ingredients: [Ingredient] = []
        ingredients.reserveCapacity(placed.count)
        for line in lines {
            if case let .synonym(name) = line.relation {
                indexByKey[line.key] = try index(of: name, relatedBy: line)
            } else {
                ingredients.append(try ingredient(placedBy: line))
            }
        }
        if let cycle = Self.firstCycle(in: ingredients) {
            throw .cycle(cycle.map { ingredients[$0].name })
        }
        self.init(names: lines.map(\.name), ingredients: ingredients, indexByKey: indexByKey)
    }

    private static func ingredientLines(in document: String) throws(IngredientKnowledgeError) -> [IngredientLine] {
        var lines: [IngredientLine] = []
        var hasVersion = false
        // Split on the byte, not on characters: finding grapheme boundaries through the whole
        // document cost more than everything else the parse does.
        for (offset, raw) in document.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let text = IngredientLine.trimmed(Substring(raw))
            guard let first = text.utf8.first, first != UInt8(ascii: "#") else { continue }
            let number = offset + 1
            guard hasVersion else {
                guard text.hasPrefix("version ") else { throw .missingVersion }
                let version = IngredientLine.trimmed(text.dropFirst("version ".count))
                guard version == String(Self.version) else { throw .unsupportedVersion(version, line: number) }
                hasVersion = true
                continue
            }
            guard let line = IngredientLine(Substring(text), number: number) else { throw .malformedLine(number, text: text) }
            lines.append(line)
        }
        guard hasVersion else { throw .missingVersion }
        return lines
    }

    /// The ingredients of the first chain of relations that leads back to where it started, if any.
    private static func firstCycle(in ingredients: [Ingredient]) -> [Int]? {
        enum Visit { case unvisited, onPath, done }
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
            for next in ingredients[index].related {
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
