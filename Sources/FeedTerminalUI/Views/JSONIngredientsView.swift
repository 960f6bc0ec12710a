import FeedPresentation

/// The ingredients as one JSON document on stdout, in the contract's shape.
public struct JSONIngredientsView: ResourceView {
    private let output: any OutputSink

    public init(output: any OutputSink) {
        self.output = output
    }

    public func display(_ viewModel: IngredientsViewModel) {
        var json = JSONWriter(streamingTo: output)
        json.raw("{\"cocktail\":{\"id\":")
        json.number(viewModel.cocktailID)
        json.raw(",\"name\":")
        json.string(viewModel.cocktailName)
        json.raw("},\"ingredients\":[")
        for (index, ingredient) in viewModel.ingredients.enumerated() {
            json.raw(index == 0 ? "{\"name\":" : ",{\"name\":")
            json.string(ingredient.name)
            json.raw(",\"measure\":")
            json.string(ingredient.measure)
            json.raw("}")
        }
        json.raw("]}\n")
        json.flush()
    }
}
