/// Reads the feed's text output back: a title line, then one entry per cocktail, each entry a
/// name line (the cocktail's id, spaces, its name) followed by indented lines (description,
/// image URL), entries apart by a blank line.
enum FeedText {
    static func title(in output: String) -> String? {
        output.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    }

    /// The cocktails' ids and names, in the order shown.
    static func entries(in output: String) -> [FeedEntry] {
        output.split(separator: "\n").dropFirst().filter { !$0.hasPrefix(" ") }.map(FeedEntry.init(nameLine:))
    }
}

/// One cocktail as a feed's name line shows it.
struct FeedEntry: Equatable, Sendable, CustomStringConvertible {
    /// Nil when the line does not start with an id.
    let id: Int?
    let name: String

    init(id: Int?, name: String) {
        self.id = id
        self.name = name
    }

    /// "11007  Margarita": the id, then at least one space, then the name.
    init(nameLine line: Substring) {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        let rest = line.dropFirst(digits.count)
        guard !digits.isEmpty, rest.first == " ", let id = Int(digits) else {
            self.init(id: nil, name: String(line))
            return
        }
        self.init(id: id, name: String(rest.drop { $0 == " " }))
    }

    var description: String { "\(id.map(String.init) ?? "no id") \(name)" }
}
