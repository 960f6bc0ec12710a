import FeedPresentation

/// A recipe as one JSON document on stdout, in the contract's shape.
public struct JSONRecipeView: ResourceView {
    private let output: any OutputSink

    public init(output: any OutputSink) {
        self.output = output
    }

    public func display(_ viewModel: RecipeViewModel) {
        let favourite = viewModel.favourite.map {
            ListValue.object([ListMember("rating", .number(orNull: $0.rating)), ListMember("note", .text($0.note))])
        }
        JSONWriter.writeCocktailDocument(
            to: output,
            cocktail: [
                ListMember("id", .number(viewModel.id)), ListMember("name", .text(viewModel.name)),
                ListMember("category", .text(viewModel.category)),
                ListMember("alcoholic", .text(viewModel.alcoholic)), ListMember("glass", .text(viewModel.glass)),
                ListMember("imageURL", .text(viewModel.imageURL)), ListMember("iba", .text(viewModel.iba)),
                ListMember("tags", .texts(viewModel.tags)), ListMember("source", .text(DrinkSource(drinkID: viewModel.id).rawValue)),
            ],
            ingredients: viewModel.ingredients, servings: viewModel.servings, strength: viewModel.strength,
            more: [
                ListMember("instructions", .text(viewModel.instructions)),
                ListMember("instructionsLanguage", .text(viewModel.instructionsLanguage)),
                ListMember("favourite", favourite ?? .null),
            ])
    }
}
