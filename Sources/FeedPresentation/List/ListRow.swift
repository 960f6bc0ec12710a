/// One row of a list.
///
/// In text, its name on a line, followed by its detail, dim in brackets. Under a heading the rows are
/// entries, each set apart by a blank line: its id first (padded to the widest, so that the names line
/// up, and the user can pass it to another command), its name bold, then its body wrapped and indented,
/// then its link, dim. In JSON, an object of its members; without members, its `jsonName` as a string, else its name.
public struct ListRow: Sendable, Equatable {
    public let name: String
    public let detail: String?
    public let id: Int?
    public let body: String?
    public let link: String?
    public let members: [ListMember]
    /// What JSON writes for a row without members when text shows its name otherwise: TheCocktailDB's English name
    /// of an ingredient that text names in the reader's language.
    public let jsonName: String?

    public init(
        name: String, detail: String? = nil, id: Int? = nil, body: String? = nil, link: String? = nil, members: [ListMember] = [],
        jsonName: String? = nil
    ) {
        self.name = name
        self.detail = detail
        self.id = id
        self.body = body
        self.link = link
        self.members = members
        self.jsonName = jsonName
    }
}
