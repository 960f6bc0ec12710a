import FeedPresentation
import Foundation

@testable import CommandLineGrammar
@testable import CompositionRoot

/// `docs/dringo.1` with the parts the grammar makes from the table of commands and its English words (the synopsis of
/// every command but `help`, and the entries of the COMMANDS section) made anew. Each stands between a
/// `.\" BEGIN <name>` and a `.\" END <name>` line; the rest of the page is written by hand.
enum ManPageFile {
    static let updateVariable = "DRINGO_UPDATE_MAN"

    /// `page` with every part made anew.
    static func regenerated(_ page: String, from commandLine: CommandLineSyntax) throws -> String {
        let english = Localizer(language: .english)
        var page = page
        page = try replacing("synopsis", in: page, with: CommandLineGrammar.ManPageSections.synopsis(of: commandLine, words: english))
        page = try replacing("commands", in: page, with: CommandLineGrammar.ManPageSections.commands(of: commandLine, words: english))
        return page
    }

    private static func replacing(_ name: String, in page: String, with lines: [String]) throws -> String {
        let begin = "\n.\\\" BEGIN \(name):"
        let end = "\n.\\\" END \(name)\n"
        guard let start = page.range(of: begin), let finish = page.range(of: end, range: start.upperBound..<page.endIndex),
            let firstLine = page[start.upperBound...].firstIndex(of: "\n")
        else { throw MissingPart(name: name) }
        return String(page[..<firstLine]) + "\n" + lines.joined(separator: "\n") + String(page[finish.lowerBound...])
    }

    struct MissingPart: Error, CustomStringConvertible {
        let name: String
        var description: String { "docs/dringo.1 has no .\\\" BEGIN \(name): … .\\\" END \(name) lines" }
    }
}
