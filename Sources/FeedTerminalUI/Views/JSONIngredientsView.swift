import FeedPresentation

/// The ingredients as one JSON document on stdout, in the contract's shape.
public struct JSONIngredientsView: ResourceView {
    private let output: any OutputSink

    public init(output: any OutputSink) {
        self.output = output
    }

    public func display(_ viewModel: IngredientsViewModel) {
        JSONWriter.writeCocktailDocument(
            to: output, cocktail: [ListMember("id", .number(viewModel.cocktailID)), ListMember("name", .text(viewModel.cocktailName))],
            ingredients: viewModel.ingredients, servings: viewModel.servings, strength: viewModel.strength)
    }
}
