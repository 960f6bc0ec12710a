/// Why an ingredient knowledge document was refused. Lines are numbered from 1.
public enum IngredientKnowledgeError: Error, Equatable, Sendable {
    /// The shipped document is not compiled into the module.
    case unavailable
    /// No `version N` line comes before the first ingredient.
    case missingVersion
    /// The document is in a version this dringo does not read.
    case unsupportedVersion(String, line: Int)
    /// A line that is neither a name nor a name with one known relation.
    case malformedLine(Int, text: String)
    /// A line's ABV, as written, is not digits (with an optional decimal point) then `%`, from 0 to 100.
    case malformedABV(String, line: Int)
    /// Two lines place the same name (compared ignoring case, accents and surrounding spaces).
    case duplicateName(String, line: Int, firstLine: Int)
    /// A relation names an ingredient no line places.
    case unknownIngredient(String, line: Int)
    /// A relation names a synonym: it must name the ingredient the synonym stands for.
    case relatedToSynonym(String, line: Int)
    /// An ingredient related to itself.
    case relatedToItself(String, line: Int)
    /// Relations that lead from an ingredient back to it, in order.
    case cycle([String])
}
