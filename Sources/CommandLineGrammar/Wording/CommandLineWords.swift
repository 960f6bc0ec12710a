/// The words a command line's help pages, completions and usage errors are written in, which the program keeps in
/// its tables and its chosen language.
public protocol CommandLineWords: Sendable {
    /// The words under `key`, each `%@` filled with the next of `arguments` (or `%1$@` by its number).
    func words(_ key: CommandLineWording.Key, _ arguments: [String]) -> String
    /// The words under a key that may be left out, or nil when they are.
    func optionalWords(_ key: CommandLineWording.Key) -> String?
}

extension CommandLineWords {
    func words(_ key: CommandLineWording.Key, _ arguments: String...) -> String {
        words(key, arguments)
    }
}
