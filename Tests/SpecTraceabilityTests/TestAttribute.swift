/// One `@Test` attribute in Swift source: its display name, and why the test may not run, if it may not.
struct TestAttribute: Equatable {
    /// The string literal the attribute's first argument is, or nil when it has none.
    let displayName: String?
    /// Nil when the test runs wherever the suite runs; else why it may be skipped (a trait, a suite's trait, an `#if`).
    let mayNotRun: String?

    /// The `@Test` attributes in `source`, in order. Comments and string literals are never read as code.
    static func attributes(in source: String) -> [TestAttribute] {
        var scanner = TestAttributeScanner(tokens: SwiftToken.tokens(in: source))
        return scanner.scan()
    }
}

/// Walks the tokens, keeping track of the scopes a suite's trait or an `#if` may switch off.
private struct TestAttributeScanner {
    /// Traits that never keep a test from running. Any other, a variable holding a trait included, may.
    private static let harmlessTraits: Set = ["timeLimit", "tags", "bug", "serialized"]

    private let tokens: [SwiftToken]
    private var index = 0
    /// For each open `{`: why its suite may not run, or nil.
    private var scopes: [String?] = []
    /// A suite's reason, waiting for the `{` of the type it is attached to.
    private var pendingSuiteReason: String?
    private var openConditionalBlocks = 0

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    mutating func scan() -> [TestAttribute] {
        var attributes: [TestAttribute] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .conditionalCompilation("if"):
                openConditionalBlocks += 1
            case .conditionalCompilation("endif"):
                openConditionalBlocks = max(0, openConditionalBlocks - 1)
            case .punctuation("{"):
                scopes.append(pendingSuiteReason ?? scopes.last ?? nil)
                pendingSuiteReason = nil
            case .punctuation("}"):
                _ = scopes.popLast()
            case .punctuation("@"):
                guard let name = attributeName() else { continue }
                let (displayName, traits) = Self.displayNameAndTraits(argumentList())
                if name == "Suite" {
                    pendingSuiteReason = Self.reasonTraitsMayNotRun(traits)
                } else {
                    attributes.append(TestAttribute(displayName: displayName, mayNotRun: reasonMayNotRun(traits: traits)))
                }
            default:
                continue
            }
        }
        return attributes
    }

    /// `Test` or `Suite` after an `@`, as `@Test` or `@Testing.Test`; nil for any other attribute.
    private mutating func attributeName() -> String? {
        if index + 2 < tokens.count, tokens[index] == .identifier("Testing"), tokens[index + 1] == .punctuation(".") {
            index += 2
        }
        guard index < tokens.count, case let .identifier(name) = tokens[index], name == "Test" || name == "Suite" else { return nil }
        index += 1
        return name
    }

    /// The attribute's arguments, split at their top-level commas; empty without parentheses.
    private mutating func argumentList() -> [[SwiftToken]] {
        guard index < tokens.count, tokens[index] == .punctuation("(") else { return [] }
        index += 1
        var arguments: [[SwiftToken]] = [[]]
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .punctuation("("), .punctuation("["), .punctuation("{"):
                depth += 1
            case .punctuation(")") where depth == 0:
                return arguments.filter { !$0.isEmpty }
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                depth -= 1
            case .punctuation(",") where depth == 0:
                arguments.append([])
                continue
            default:
                break
            }
            arguments[arguments.count - 1].append(token)
        }
        return arguments.filter { !$0.isEmpty }
    }

    /// The string literal a first argument is, and the arguments after it (all of them, without one).
    private static func displayNameAndTraits(_ arguments: [[SwiftToken]]) -> (String?, [[SwiftToken]]) {
        guard let first = arguments.first, first.count == 1, case let .string(name) = first[0] else { return (nil, arguments) }
        return (name, Array(arguments.dropFirst()))
    }

    private func reasonMayNotRun(traits: [[SwiftToken]]) -> String? {
        if let trait = Self.reasonTraitsMayNotRun(traits) { return "it is \(trait)" }
        if let suite = scopes.last, let suite { return "its suite is \(suite)" }
        if openConditionalBlocks > 0 { return "it is inside an #if block" }
        return nil
    }

    /// Why these trait arguments may keep a test or suite from running, or nil when none can.
    /// Everything from `arguments:` on is the test's arguments, not traits.
    private static func reasonTraitsMayNotRun(_ arguments: [[SwiftToken]]) -> String? {
        for argument in arguments {
            if argument.count >= 2, case .identifier = argument[0], argument[1] == .punctuation(":") {
                return nil
            }
            guard argument.count >= 2, argument[0] == .punctuation("."), case let .identifier(trait) = argument[1] else {
                return "given a trait the index cannot read"
            }
            switch trait {
            case "disabled" where argument.contains(.identifier("if")):
                return "disabled when a condition holds"
            case "disabled":
                return "disabled"
            case "enabled":
                return "enabled only when a condition holds"
            case _ where harmlessTraits.contains(trait):
                continue
            default:
                return "given .\(trait), a trait the index does not know"
            }
        }
        return nil
    }
}
