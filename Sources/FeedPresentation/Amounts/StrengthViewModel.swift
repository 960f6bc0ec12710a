/// How strong a recipe is, as a view shows it.
public struct StrengthViewModel: Sendable, Equatable {
    /// The line under the glass: "About 25% poured, 19% shaken; 20 g of alcohol", or which ingredient
    /// keeps the strength from being estimated.
    public let line: String
    /// The JSON `strength` object's members; nil (JSON null) when no figure could be estimated.
    public let members: [ListMember]?
}
