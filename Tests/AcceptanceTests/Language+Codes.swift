import FeedPresentation

/// The languages as the command line names them, read from `Language.allCases`: the help lines, completions and
/// errors the tests expect follow a new `.lproj` folder, with no test edited.
extension Language {
    /// Every language's code, English first, in the order `--lang`'s help line, completions and error list them.
    static var allCodes: [String] {
        allCases.map(\.rawValue)
    }

    /// A locale whose language dringo has no tables for: Japan's while dringo lacks Japanese, else one made of the
    /// first two-letter code no folder claims.
    static let unspokenLocale: String = {
        let spoken = Set(allCodes)
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let invented = letters.flatMap { first in letters.map { "\(first)\($0)_XX.UTF-8" } }
        return (["ja_JP.UTF-8"] + invented).first { !spoken.contains(String($0.prefix(2))) } ?? "C"
    }()
}
