import FeedPresentation

/// A recipe as one JSON document on stdout, in the contract's shape.
public struct JSONRecipeView: ResourceView {
    private let output: any OutputSink

    public init(output: any OutputSink) {
        self.output = output
    }

    public func display(_ viewModel: RecipeViewModel) {
        var json = JSONWriter(streamingTo: output)
        json.raw("{\"cocktail\":{\"id\":")
        json.number(viewModel.id)
        json.raw(",\"name\":")
        json.string(viewModel.name)
        json.raw(",\"category\":")
        json.string(viewModel.category)
        json.raw(",\"alcoholic\":")
        json.string(viewModel.alcoholic)
        json.raw(",\"glass\":")
        json.string(viewModel.glass)
        json.raw(",\"imageURL\":")
        json.string(viewModel.imageURL)
        json.raw("},\"ingredients\":[")
        for (index, ingredient) in viewModel.ingredients.enumerated() {
            json.raw(index == 0 ? "{\"name\":" : ",{\"name\":")
            json.string(ingredient.name)
            json.raw(",\"measure\":")
            json.string(ingredient.measure)
            json.raw("}")
        }
        json.raw("],\"instructions\":")
        json.string(viewModel.instructions)
        json.raw(",\"instructionsLanguage\":")
        json.string(viewModel.instructionsLanguage)
        json.raw("}\n")
        json.flush()
    }
}
