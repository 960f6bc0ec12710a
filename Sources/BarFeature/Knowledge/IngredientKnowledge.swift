import NameMatching

/// What a bartender knows about the names recipes use: families and varieties, synonyms, the forms
/// an ingredient gives, what one is made from, the staples assumed on hand, and each one's typical
/// ABV. Read from a versioned document whose format `docs/ingredient-knowledge.md` describes.
///
/// Every relation is checked when the document is read, and a chain of relations that leads back
/// to where it started is refused; the walks over the knowledge stop at a repeat all the same.
public struct IngredientKnowledge: Sendable {
    /// The newest document version this dringo reads; it reads every one from 1. Version 2 adds each
    /// ingredient's typical ABV, version 3 how it is poured; an older document reads as it always did.
    public static let version = 3

    /// Every name the knowledge places, synonyms included, as the document spells them, in its order.
    public let names: [String]

    let ingredients: [Ingredient]
    /// Each ingredient, then its brand parents upward: the names that stand in for it both ways.
    let plainLineage: [[Int]]
    /// Each ingredient, then its brand and variety parents upward: every name it stands in for.
    let lineage: [[Int]]
    private let indexByKey: [String: Int]
    /// The figures synonyms give of their own; every other ABV is its ingredient's.
    let synonymABVByKey: [String: Double]

    init(names: [String], ingredients: [Ingredient], indexByKey: [String: Int], synonymABVByKey: [String: Double]) {
        self.names = names
        self.ingredients = ingredients
        self.indexByKey = indexByKey
        self.synonymABVByKey = synonymABVByKey
        let lineage = ingredients.indices.map { Self.ancestry(of: $0, in: ingredients) }
        self.lineage = lineage
        // A plain lineage follows brands only: the lineage up to its first variety, whose parent it does not follow.
        plainLineage = lineage.map { chain in
            guard let variety = chain.firstIndex(where: { ingredients[$0].parent?.kind == .variety }) else { return chain }
            return Array(chain[...variety])
        }
    }

    /// Whether the knowledge places `name`, compared ignoring case, diacritics and surrounding whitespace.
    public func places(_ name: String) -> Bool {
        index(ofKey: NameKey.of(name)) != nil
    }

    /// The ingredient a name key places, synonyms resolved.
    func index(ofKey key: String) -> Int? {
        indexByKey[key]
    }

    /// The words a shopper buys a placed name by, when they differ from the name: a plain brand's
    /// generic (`Absolut Vodka` → `Vodka`), a synonym's ingredient (`Light rum` → `White rum`).
    func familyName(ofKey key: String) -> String? {
        guard let index = index(ofKey: key), let family = plainLineage[index].last else { return nil }
        return ingredients[family].key == key ? nil : ingredients[family].name
    }

    /// The ingredient, then its brand and variety parents upward, stopping short of a repeat.
    private static func ancestry(of index: Int, in ingredients: [Ingredient]) -> [Int] {
        var chain = [index]
        while let parent = ingredients[chain[chain.count - 1]].parent, parent.kind == .brand || parent.kind == .variety,
            !chain.contains(parent.index)
        {
            chain.append(parent.index)
        }
        return chain
    }
}

extension IngredientKnowledge {
    /// One ingredient the knowledge places under its own name; its synonyms lead to it.
    struct Ingredient: Sendable {
        enum ParentKind: Sendable {
            case brand, variety, flavoured
        }

        struct Parent: Sendable {
            let index: Int
            let kind: ParentKind
        }

        let name: String
        /// The name's key, folded once when the document is read.
        let key: String
        let parent: Parent?
        /// What gives this form: a lime gives lime juice.
        let source: Int?
        /// What it is made from, all needed.
        let components: [Int]
        let isStaple: Bool
        /// Its typical ABV in percent, when its line gives one.
        let abv: Double?
        /// How it goes into a drink, when its line says.
        let pouring: IngredientPouring?

        /// Every ingredient a relation of this one leads to.
        var related: [Int] {
            var related: [Int] = []
            if let parent { related.append(parent.index) }
            if let source { related.append(source) }
            return components.isEmpty ? related : related + components
        }
    }
}
