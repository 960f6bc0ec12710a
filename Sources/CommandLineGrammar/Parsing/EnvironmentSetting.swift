extension Dictionary where Key == String, Value == String {
    /// The variable's value, treating set-but-empty as unset, as most tools do.
    public func nonEmpty(_ variable: String) -> String? {
        guard let value = self[variable], !value.isEmpty else { return nil }
        return value
    }

    /// A setting only the environment gives, such as a timeout: `defaultValue` when the variable is unset or empty,
    /// else its text as `read` takes it; a text `read` refuses is a usage error naming the variable and the value.
    public func setting<Setting>(
        _ variable: String, default defaultValue: Setting, _ read: (String) -> Setting?
    ) throws(UsageError) -> Setting {
        guard let text = nonEmpty(variable) else { return defaultValue }
        guard let value = read(text) else { throw .invalidEnvironment(variable: variable, value: text) }
        return value
    }
}
