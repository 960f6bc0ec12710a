import Testing

/// A sandbox whose server plays a small cocktail list and the images its thumbs point at.
extension Sandbox {
    /// Serves `cocktails` as the feed, their thumbs on this sandbox's own server, and `images`
    /// by path, such as `ServedCocktail.negroni.imagePath`. Replaces every other route.
    func serveImageList(_ cocktails: [ServedCocktail] = [.negroni, .martini], images: [String: FixtureRoute]) throws {
        let server = try remote()
        let feed = FixtureRoute.text(try ServedCocktail.feedBody(listing: cocktails, on: server.baseURL))
        var routes = images
        routes[APIPath.feed] = feed
        try server.setRoutes(routes)
    }

    /// Runs `dringo feed` online, which saves the list that image lookups resolve names in.
    func saveImageList(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let run = try await dringo(["feed"])
        try #require(run.exitCode == 0 && cache.exists, "the online run should save the list: \(run)", sourceLocation: sourceLocation)
    }
}
