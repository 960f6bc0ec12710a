extension IngredientKnowledge {
    /// The knowledge dringo ships, `Resources/ingredient-knowledge.txt`, compiled into the module and parsed afresh on each call.
    public static func bundled() throws(IngredientKnowledgeError) -> IngredientKnowledge {
        guard let document = EmbeddedResources.text(of: "ingredient-knowledge.txt") else { throw .unavailable }
        return try IngredientKnowledge(parsing: document)
    }
}
