import Measures

/// The sizes a party is bought and iced in; each is written, with its source, in `docs/party.md`.
public enum PartyConventions {
    /// Spirits, liqueurs and wine: the standard bottle (US 27 CFR 5.203, EU Directive 2007/45/EC).
    public static let alcoholBottleML = 750
    /// Beer and cider, which come by the bottle, not by the 75 cl.
    public static let beerBottleML = 330
    /// Bitters, sold in small bottles: Angostura's is 200 ml.
    public static let bittersBottleML = 200
    /// Mixers: juices, syrups, sodas and waters, as a supermarket sells them.
    public static let mixerBottleML = 1000

    /// The ice one drink takes, in kilograms, by how it is made: what fills a shaker, a mixing glass, a highball
    /// or a blender for one drink, and what it is served on.
    public static func iceKilograms(for method: MixingMethod) -> Double {
        switch method {
        case .shaken: 0.25
        case .stirred: 0.2
        case .built: 0.2
        case .blended: 0.15
        }
    }
}
