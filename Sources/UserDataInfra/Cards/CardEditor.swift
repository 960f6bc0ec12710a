import Foundation
import HouseDrinksFeature

/// The user's editor on a card, as `git commit` runs it: `$VISUAL`, else `$EDITOR`, else `vi`, through the shell, on
/// a file in the data folder, whether or not dringo is on a terminal, so a script can pass its own.
public struct CardEditor: Sendable {
    private let environment: [String: String]
    private let directory: URL

    /// What messages call the card being typed.
    public static let cardName = "card"
    public static let blankCard = "# \nCategory: \nGlass: \nAlcoholic: \n\n\n"

    /// - Parameters:
    ///   - environment: the variables the editor is found in and runs with.
    ///   - directory: where the card's file is written, made when missing.
    public init(environment: [String: String], directory: URL) {
        self.environment = environment
        self.directory = directory
    }

    /// The editor run on `text`; the file stays until the session is discarded.
    public func edit(_ text: String) throws -> CardSession {
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("card-\(UUID().uuidString.prefix(8)).txt")
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw EditorFailure(editor: editor, keptIn: nil)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(editor) \"$@\"", editor, url.path]
        process.environment = environment
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw EditorFailure(editor: editor, keptIn: nil)
        }
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: url) else {
            throw EditorFailure(editor: editor, keptIn: url.path)
        }
        let edited = String(decoding: data, as: UTF8.self)
        return CardSession(path: url.path, original: text, edited: edited)
    }
}

/// One run of the editor: the text saved, and the file it is in.
public struct CardSession: Sendable {
    public let path: String
    public let original: String
    public let edited: String

    /// Nil when the card was left empty or unchanged.
    public var changedText: String? {
        let trimmed = edited.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed != original.trimmingCharacters(in: .whitespacesAndNewlines) else {
            discard()
            return nil
        }
        return edited
    }

    public func discard() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The editor could not be run, or failed; what was typed, if anything, is kept.
public struct EditorFailure: Error, Equatable {
    public let editor: String
    public let keptIn: String?
}

extension CardEditor {
    /// The editor run on `card`, and what the user saved handed to `apply`. Nil, the file gone, when the card was left
    /// empty or unchanged; the file goes too once `apply` is done. A card `apply` refuses as a `DrinkFileError` is kept,
    /// and thrown as a `KeptCard` naming its file.
    public func edit<Result>(_ card: String, apply: (String) async throws -> Result) async throws -> Result? {
        let session = try edit(card)
        guard let text = session.changedText else { return nil }
        do {
            let result = try await apply(text)
            session.discard()
            return result
        } catch let refused as DrinkFileError {
            throw KeptCard(error: refused, path: session.path)
        }
    }
}

/// A card that did not read back after an edit, kept at `path`.
public struct KeptCard: Error, Equatable {
    public let error: DrinkFileError
    public let path: String
}
