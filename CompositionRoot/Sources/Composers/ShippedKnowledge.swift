import BarFeature

/// The shipped ingredient knowledge, parsed at most once a process however many composers ask for it: a party matches
/// the bar with it and estimates each drink's strength with it, and `makeable` reads the user's own free-text
/// ingredients with it, in the same run. Every composer reads it here.
enum ShippedKnowledge {
    static func get() throws(IngredientKnowledgeError) -> IngredientKnowledge {
        try parsed.get()
    }

    private static let parsed = Result { () throws(IngredientKnowledgeError) in try IngredientKnowledge.bundled() }
}
