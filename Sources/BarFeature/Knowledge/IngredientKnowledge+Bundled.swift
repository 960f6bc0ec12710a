extension IngredientKnowledge {
    /// The knowledge dringo ships, `Resources/ingredient-knowledge.txt`, compiled into the module and parsed afresh on each call.
    public static func bundled() throws(IngredientKnowledgeError) -> IngredientKnowledge {
        guard let document = EmbeddedResources.text(of: "ingredient-knowledge.txt") else { throw .unavailable }
        return try IngredientKnowledge(parsing: document)
    }

    /// The knowledge dringo ships, parsed at most once a process however many readers ask for it: a party matches the
    /// bar with it and estimates each drink's strength with it, and `makeable` reads free-text ingredients with it, in
    /// the same run.
    public static func shipped() throws(IngredientKnowledgeError) -> IngredientKnowledge {
        try shippedParse.get()
    }

    private static let shippedParse = Result { () throws(IngredientKnowledgeError) in try bundled() }
}
