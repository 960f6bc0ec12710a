import NameMatching

extension Presenter {
    /// The drinks a name could mean, each with its id, and the command that asks for one by it: on one line when they
    /// are few, one a line when they are many, the ids aligned.
    func message(ambiguous query: String, candidates: [CocktailCandidate], command: String) -> String {
        let prefix = database == .demoCopy ? "dringo --demo" : "dringo"
        let example = candidates.first.map { "\(prefix) \(command) \($0.id)" } ?? "\(prefix) \(command)"
        let next = localizer.string("AMBIGUOUS_NAME_NEXT", table: .shared, example)
        guard candidates.count > Self.candidatesOnOneLine else {
            let list = candidates.map { localizer.string("AMBIGUOUS_NAME_CANDIDATE", table: .shared, Self.oneLine($0.name), $0.id) }
            let joined = list.joined(separator: localizer.string("LIST_SEPARATOR", table: .shared))
            return localizer.string("AMBIGUOUS_NAME", table: .shared, query, joined) + " " + next
        }
        let width = candidates.map { String($0.id).count }.max() ?? 0
        let lines = candidates.map { candidate in
            let id = String(candidate.id)
            return "  " + String(repeating: " ", count: width - id.count) + id + "  " + Self.oneLine(candidate.name)
        }
        return localizer.string("AMBIGUOUS_NAME_MANY", table: .shared, query, candidates.count) + "\n" + lines.joined(separator: "\n")
            + "\n"
            + next
    }

    /// More than this many candidates are listed one a line.
    private static var candidatesOnOneLine: Int { 3 }

    /// A name from TheCocktailDB on one line, whatever line breaks it holds.
    private static func oneLine(_ name: String) -> String {
        String(name.map { $0.isNewline ? " " : $0 })
    }
}
