import Testing

/// Every scenario and course in `Specs/` must be proved by at least one test that names it and is sure to run.
struct SpecTraceabilityTests {
    @Test("every spec identifier is named by at least one enabled test")
    func everySpecIdentifier_isNamedByATest() throws {
        let specified = try SpecIndex.identifiersInSpecs()
        let naming = try SpecIndex.testsNamingIdentifiers()
        let tested = Set(naming.filter { $0.mayNotRun == nil }.flatMap(\.identifiers))

        #expect(!specified.isEmpty, "Specs/ should define identifiers")
        for identifier in specified.subtracting(tested).sorted() {
            let skippable = naming.filter { $0.identifiers.contains(identifier) }.map {
                "\n  \($0.file): \"\($0.displayName)\" does not count, as \($0.mayNotRun ?? "")"
            }
            Issue.record("\(identifier) has no enabled test naming it\(skippable.joined())")
        }
    }

    @Test("tests name no identifier that the specs do not define")
    func testsNameOnlySpecifiedIdentifiers() throws {
        let named = Set(try SpecIndex.testsNamingIdentifiers().flatMap(\.identifiers))
        let unknown = named.subtracting(try SpecIndex.identifiersInSpecs()).sorted()

        #expect(unknown.isEmpty, "Tests name identifiers missing from Specs/: \(unknown.joined(separator: ", "))")
    }

    @Test("the index reads every test target the manifest declares")
    func index_readsEveryTestTarget() throws {
        let manifest = """
            .testTarget(name: "FeedFeatureTests", dependencies: [.product(name: "X", package: "y"), "TestSupport"]),
            .testTarget(name: "Moved", dependencies: [], path: "Elsewhere/Moved"),
            .target(name: "TestSupport", path: "Tests/TestSupport"),
            """

        let directories = SpecIndex.testTargetDirectories(in: manifest).map(\.path)

        #expect(directories.count == 2)
        #expect(directories.first?.hasSuffix("/Tests/FeedFeatureTests") == true)
        #expect(directories.last?.hasSuffix("/Elsewhere/Moved") == true)
    }
}
