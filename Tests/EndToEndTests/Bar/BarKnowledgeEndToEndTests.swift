import Foundation
import Testing

/// The issue's home bar with the real binary, over the real catalogue served as the free key serves it:
/// `makeable` matches as a bartender would and names each stand-in, `--strict` is the literal answer,
/// and `shopping` ranks what to buy next.
struct BarKnowledgeEndToEndTests {
    private static let homeBar = [
        "vodka", "gin", "white rum", "lime", "lemon", "sugar", "soda water", "tonic water", "orange juice", "cranberry juice", "triple sec",
    ]

    @Test(
        "BS-15, BS-16, BS-17, BS-18, BS-35, BS-36: over the real catalogue, makeable names its stand-ins (the user's substitutes too), --strict is literal, shopping ranks purchases, --favourites keeps to favourites"
    )
    func makeableAndShopping_overTheRealCatalogue() async throws {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.freeKeyRoutes())
        let synced = try await sandbox.dringo(["sync"])
        try #require(synced.exitCode == 0, "\(synced)")
        _ = try await sandbox.dringo(["bar", "add"] + Self.homeBar)

        let made = try await sandbox.dringo(["makeable"])
        let strict = try await sandbox.dringo(["makeable", "--strict"])
        let json = try await sandbox.dringo(["makeable", "--format", "json"])
        let shopping = try await sandbox.dringo(["shopping", "--limit", "2"])
        let shoppingJSON = try await sandbox.dringo(["shopping", "--limit", "1", "--format", "json"])

        #expect(made.exitCode == 0, "\(made)")
        for line in [
            "Kamikaze (lime for Lime juice)", "Daiquiri (white rum for Light rum; sugar for Powdered sugar)",
            "Gimlet (lime for Lime Juice; sugar, Water for Sugar Syrup)", "Cosmopolitan (lime for Lime juice; triple sec for Cointreau)",
            "Rum Screwdriver (white rum for Light rum)",
        ] {
            #expect(made.standardOutput.contains(line + "\n"), "\(line)")
        }
        #expect(made.standardError == "")
        #expect(strict.standardOutput == "Flying Dutchman\nGin and Soda\nGin And Tonic\nOrange Crush\nScrewdriver\nVodka And Tonic\n")
        #expect(
            json.standardOutput.contains(
                #"{"id":11600,"name":"Kamikaze","missing":[],"using":[{"ingredient":"Lime juice","from":"lime"}],"source":"thecocktaildb"}"#
            ))
        #expect(
            shopping.standardOutput == """
                Amaretto (5 more drinks: Amaretto Mist, Amaretto Rose, Amaretto Sour, …)
                Cognac (5 more drinks: Between The Sheets, Boston Sidecar, City Slicker, …)

                """)
        #expect(
            shoppingJSON.standardOutput
                == #"{"items":[{"ingredient":"Amaretto","drinkCount":5,"drinks":["Amaretto Mist","Amaretto Rose","Amaretto Sour"]}]}"#
                + "\n")

        // BS-35, BS-36: the user's own substitute and favourites, read from the data folder.
        let declared = try await sandbox.dringo(["bar", "substitute", "white rum", "dark rum"])
        let favourite = try await sandbox.dringo(["fav", "add", "155 Belmont"])
        let substituted = try await sandbox.dringo(["makeable"])
        let favourites = try await sandbox.dringo(["makeable", "--favourites"])
        #expect(declared.exitCode == 0 && favourite.exitCode == 0, "\(declared) \(favourite)")
        #expect(substituted.standardOutput.contains("155 Belmont (white rum for Dark rum and Light rum)\n"), "\(substituted)")
        #expect(favourites.standardOutput == "155 Belmont (white rum for Dark rum and Light rum)\n", "\(favourites)")

        let requests = try await sandbox.remote().answeredRequests()
        #expect(requests.count == RealCatalogue.firstSyncRequestCount, "makeable, shopping and fav ask nothing of a fresh catalogue")
    }
}
