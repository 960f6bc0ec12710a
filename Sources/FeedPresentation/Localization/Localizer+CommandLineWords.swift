import CommandLineGrammar

extension Localizer: CommandLineWords {
    public func words(_ key: CommandLineWording.Key, _ arguments: [String]) -> String {
        arguments.isEmpty ? string(key.name, table: key.table) : string(key.name, table: key.table, arguments: arguments)
    }

    public func optionalWords(_ key: CommandLineWording.Key) -> String? {
        hasString(key.name, table: key.table) ? string(key.name, table: key.table) : nil
    }
}
