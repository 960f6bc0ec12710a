import BarFeature

func local(_ names: String...) -> [LocalBarIngredient] {
    names.map(LocalBarIngredient.init)
}

/// The display names of a delivered bar.
func names(_ ingredients: [BarIngredient]) -> [String] {
    ingredients.map(\.name)
}

let unreadableBar = BarStoreError.unreadable(location: "/data/dringo/bar.json")
let unwritableBar = BarStoreError.unwritable(location: "/data/dringo/bar.json")
