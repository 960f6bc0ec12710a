/// The `.strings` tables shipped in this module's resources, one per area of the interface.
public enum StringTable: String, Sendable, CaseIterable {
    case shared = "Shared"
    case feed = "Feed"
    case ingredients = "Ingredients"
    case image = "Image"
    case cache = "Cache"
    case commandLine = "CommandLine"
    case catalogue = "Catalogue"
    case bar = "Bar"
    case demo = "Demo"
}
