/// Why a file of drinks was refused, and where: the line of a card, the JSON path of a document. The whole file is
/// refused, so nothing in it is added.
public struct DrinkFileError: Error, Sendable, Equatable {
    public enum Place: Sendable, Equatable {
        case whole
        case line(Int)
        case path(String)
    }

    public enum Problem: Sendable, Equatable {
        case empty
        case tooLarge(maximumBytes: Int)
        case notText
        case unknownFormat
        case malformedJSON
        case noName
        case noIngredient
        case missingField(String)
        case wrongType(String)
        case badAmount
        case controlCharacters
        case tooLong
        case unknownKey(String)
        case badAlcoholic(String)
        case duplicateName(String)
        case alreadyYours(String)
        case noRoom
    }

    public let place: Place
    public let problem: Problem

    public init(_ problem: Problem, at place: Place = .whole) {
        self.place = place
        self.problem = problem
    }
}
