/// A feature's error for its user-data file, naming the file.
protocol UserDataStoreError: Error {
    static func unreadable(location: String) -> Self
    static func unwritable(location: String) -> Self
}
