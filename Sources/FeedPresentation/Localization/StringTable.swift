import CommandLineGrammar

/// One of the `.strings` tables in this module's resources: its file name without `.strings`. The command line's
/// grammar names the table each command's, option's and operand's words are in by the same name.
///
/// A feature brings its own table with a file in each `.lproj` folder and a `static let` named as the file in
/// lower camel case (`commandLine` for `CommandLine.strings`), in a file of its own; nothing here changes.
public typealias StringTable = WordingTable

extension StringTable {
    public static let shared = StringTable("Shared")
    public static let feed = StringTable("Feed")
    public static let ingredients = StringTable("Ingredients")
    public static let image = StringTable("Image")
    public static let cache = StringTable("Cache")
    public static let commandLine = StringTable("CommandLine")
    public static let catalogue = StringTable("Catalogue")
    public static let bar = StringTable("Bar")
    public static let demo = StringTable("Demo")
}
