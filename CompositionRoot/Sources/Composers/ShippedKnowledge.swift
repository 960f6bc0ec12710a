import BarFeature

/// The shipped ingredient knowledge, parsed at most once a process however many composers ask for it: `makeable`
/// matches with it, and reads the user's own free-text ingredients with it, in the same run.
enum ShippedKnowledge {
    static func get() throws(IngredientKnowledgeError) -> IngredientKnowledge {
        try parsed.get()
    }

    private static let parsed = Result { () throws(IngredientKnowledgeError) in try IngredientKnowledge.bundled() }
}
