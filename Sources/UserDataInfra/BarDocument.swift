import BarFeature
internal import JSONBytes

/// The bar's JSON form, version 1: the ingredients' names, in their saved order,
///
///     {"version":1,"ingredients":[<String>, ...]}
///
/// The bar is the user's own list, so a file that is not exactly this is unreadable, and the store
/// leaves it alone; a failure is a `BarStoreError` naming the file.
public typealias BarDocument = UserDataDocument<BarSchema>

/// The bar's list: each ingredient is its name alone, a string.
public enum BarSchema: UserDataSchema {
    public static let list = UserDataList<LocalBarIngredient>(
        key: "ingredients", storeError: BarStoreError.self, estimatedSize: { $0.name.utf8.count + 3 },
        read: { scanner throws(JSONSyntaxError) in LocalBarIngredient(name: try String.read(from: &scanner)) },
        write: { ingredient, writer in String.write(ingredient.name, to: &writer) })
}

extension BarStoreError: UserDataStoreError {}
