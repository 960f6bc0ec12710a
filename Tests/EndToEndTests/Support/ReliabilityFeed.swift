/// How the reliability tests run `dringo feed` on a 60,000-item list.
enum ReliabilityFeed {
    /// A production key, so the feed is `popular.php`'s full drinks; this one is no secret.
    static let key = "e2e-reliability-key"
    /// Saves the whole list but prints one entry: the run's time goes into loading and saving.
    static let arguments = ["feed", "--limit", "1"]
    static let environment = ["DRINGO_API_KEY": key]

    static var path: String {
        APIPath.popular(key: key)
    }
}
