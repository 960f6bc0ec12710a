import Testing

/// The index credits an identifier only to an enabled `@Test` in code whose own display name starts with it.
struct SpecIndexTests {
    @Test("a display name on the attribute's line, or on a line of its own, credits its identifiers")
    func displayName_creditsIdentifiers_onOneLineOrSeveral() {
        let source = """
            @Test("FS-1, RF-2: shows")
            func a() {}
            @Test(
                "RF-3: a long name",
                arguments: [1, 2]
            )
            func b(_ value: Int) {}
            @Test("plain name")
            func c() {}
            @Test func d() {}
            """

        #expect(SpecIndex.testIdentifiers(in: source) == ["FS-1", "RF-2", "RF-3"])
    }

    @Test("an identifier in a comment, a doc comment or a block comment credits nothing")
    func comments_creditNothing() {
        let source = """
            // @Test("RF-1: x")
            /// Named like `@Test("RF-2: …")`.
            /* @Test("RF-3: y") /* nested */ @Test("RF-4: z") */
            func a() {}
            """

        #expect(SpecIndex.testIdentifiers(in: source) == [])
    }

    @Test("an attribute written inside a string literal credits nothing, whatever the string's delimiters; code after it does")
    func stringLiterals_creditNothing() {
        let source = ##"""
            let a = "@Test(\"RF-1: x\")"
            let b = #"@Test("RF-2: y")"#
            let c = """
                @Test("RF-3: z")
                """
            let d = "\(f("@Test(\"RF-4: w\")"))"
            let e = [#""""#, #"" ""#]; @Test("RF-6: after strings that start with quotes") func f() {}
            #expect(index(#"@Test("RF-5: v")"#) == [])
            """##

        #expect(SpecIndex.testIdentifiers(in: source) == ["RF-6"])
    }

    @Test("a test that is disabled, or disabled or enabled by a condition, credits nothing")
    func disabledTests_creditNothing() {
        let source = """
            @Test("RF-1: x", .disabled())
            func a() {}
            @Test("RF-2: y", .disabled("flaky"))
            func b() {}
            @Test("RF-3: z", .disabled(if: geteuid() == 0, "root"))
            func c() {}
            @Test(
                "RF-4: w",
                .enabled(if: ExternalProgram.isInstalled("groff"))
            )
            func d() {}
            @Test("RF-5: v", .timeLimit(.minutes(1)), .disabled())
            func e() {}
            """

        #expect(SpecIndex.testIdentifiers(in: source) == [])
    }

    @Test("a trait the index does not know credits nothing, for it may hold a condition")
    func unknownTraits_creditNothing() {
        let source = """
            @Test("RF-1: x", skippedOnCI)
            func a() {}
            @Test("RF-2: y", .custom)
            func b() {}
            """

        #expect(SpecIndex.testIdentifiers(in: source) == [])
    }

    @Test("harmless traits and arguments keep the credit")
    func harmlessTraits_keepCredit() {
        let source = """
            @Test("RF-1: x", .timeLimit(.minutes(1)), .tags(.slow), .bug("https://example.com/1"))
            func a() {}
            @Test("RF-2: y", arguments: [.disabled, .enabled], ["a"])
            func b(_ state: State, _ name: String) {}
            @Testing.Test("RF-3: z", .serialized, arguments: 0..<3)
            func c(_ value: Int) {}
            """

        #expect(SpecIndex.testIdentifiers(in: source) == ["RF-1", "RF-2", "RF-3"])
    }

    @Test("a test in a disabled suite, or in an #if block, credits nothing; one after them does")
    func testsInDisabledSuitesAndConditionalBlocks_creditNothing() {
        let source = """
            @Suite("Off", .disabled(if: isCI))
            struct Off {
                @Test("RF-1: x")
                func a() {}
                struct Inner {
                    @Test("RF-2: y") func b() {}
                }
            }
            #if os(macOS)
            @Test("RF-3: z") func c() {}
            #else
            @Test("RF-4: w") func d() {}
            #endif
            @Suite(.serialized)
            struct On {
                @Test("RF-5: v") func e() { let closure = { 1 } }
            }
            @Test("RF-6: u") func f() {}
            """

        #expect(SpecIndex.testIdentifiers(in: source) == ["RF-5", "RF-6"])
    }

    @Test("only identifiers followed by a colon at the start of the name count")
    func identifiers_onlyAtTheStartOfTheName() {
        let source = """
            @Test("shows RF-1: not at the start") func a() {}
            @Test("RF-2 and a colon later: no") func b() {}
            @Test("RF-3,FS-4: yes") func c() {}
            """

        #expect(SpecIndex.testIdentifiers(in: source) == ["RF-3", "FS-4"])
    }

    @Test("the index finds identifiers in a spec table's code spans only")
    func specIndex_findsIdentifiersInTableRows() {
        #expect(SpecIndex.specIdentifiers(in: "| `RF-1` | Happy path |\n| `RF-12` | x |\nProse with `RF-13`.") == ["RF-1", "RF-12"])
    }

    @Test("the reason a test may not run is kept, for the failure message")
    func namingTests_keepReason() {
        let tests = SpecIndex.namingTests(in: #"@Test("RF-1: x", .disabled()) func a() {}"#, file: "A.swift")

        #expect(
            tests == [SpecIndex.NamingTest(identifiers: ["RF-1"], displayName: "RF-1: x", file: "A.swift", mayNotRun: "it is disabled")])
    }
}
