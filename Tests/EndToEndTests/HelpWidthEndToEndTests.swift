import Foundation
import Testing

/// The built binary sets its help to the terminal's width: `COLUMNS`, else 80.
struct HelpWidthEndToEndTests {
    @Test(
        "help, a command's page and the short usage fit COLUMNS, and 80 columns without it, with the options' descriptions in a column",
        arguments: [
            (["--help"], "80"), (["help", "makeable"], "80"), (["makeable", "--help"], "60"), ([], "80"), (["--help"], nil),
        ] as [([String], String?)])
    func help_fitsTheWidth(arguments: [String], columns: String?) async throws {
        let sandbox = try Sandbox.withoutServer()
        let width = columns.flatMap(Int.init) ?? 80

        let run = try await sandbox.dringo(arguments, environment: columns.map { ["COLUMNS": $0] } ?? [:])

        let page = run.standardOutput + run.standardError
        #expect(!page.isEmpty, "\(run)")
        for line in page.split(separator: "\n") where line.drop(while: { $0 == " " }).contains(" ") {
            #expect(line.count <= width, "'\(line)'")
        }
        if arguments.contains("makeable") {
            #expect(page.contains("\n  --favourites   "), "the descriptions in a column")
        }
    }
}
