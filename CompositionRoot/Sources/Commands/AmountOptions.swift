import FeedPresentation
import Measures

/// `--units` and `--servings`, which every command that shows a recipe's ingredients takes.
struct AmountOptions: Equatable {
    /// nil: `DRINGO_UNITS`, else each measure as written.
    var units: VolumeUnit?
    var servings = 1
}

extension OptionSyntax {
    static let units = OptionSyntax("--units", value: .oneOf(VolumeUnit.allCases.map(\.rawValue)), wording: .commandLine)
    static let servings = OptionSyntax(
        "--servings", value: .wholeNumber(Servings.range, placeholder: "N"), wording: .commandLine)
}

extension ParsedArguments {
    var amounts: AmountOptions {
        AmountOptions(units: value(of: .units).flatMap(VolumeUnit.init(rawValue:)), servings: number(.servings) ?? 1)
    }
}
