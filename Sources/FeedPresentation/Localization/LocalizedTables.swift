import Locking

/// One language's `.strings` tables, compiled into the module, each read on first use and kept for the process.
final class LocalizedTables: Sendable {
    private let folder: String
    private let read = Locked<[String: [String: String]]>([:])
    private let wordsBeforeName = Locked<WordsBeforeName?>(nil)

    init(_ language: Language) {
        folder = "\(language.rawValue).lproj/"
    }

    func string(_ key: String, table: String) -> String? {
        entries(of: table)?[key]
    }

    /// The language's words that change before a name, read by `read` on first use and kept.
    func wordsBeforeName(_ read: () -> WordsBeforeName) -> WordsBeforeName {
        if let words = wordsBeforeName.withLock({ $0 }) { return words }
        let words = read()
        wordsBeforeName.withLock { $0 = words }
        return words
    }

    func keys(in table: String) -> Set<String> {
        entries(of: table).map { Set($0.keys) } ?? []
    }

    /// The names of the language's `.strings` files, without the extension, sorted.
    func tableNames() -> [String] {
        EmbeddedResources.paths.filter { $0.hasPrefix(folder) && $0.hasSuffix(".strings") }
            .map { String($0.dropFirst(folder.count).dropLast(".strings".count)) }
    }

    /// A table that is missing or malformed has no entries: the localizer then shows keys rather than stop.
    private func entries(of table: String) -> [String: String]? {
        read.withLock { tables in
            if let entries = tables[table] { return entries }
            guard let text = EmbeddedResources.text(of: "\(folder)\(table).strings"), let entries = try? StringsFile.entries(of: text)
            else { return nil }
            tables[table] = entries
            return entries
        }
    }
}
