/// What a remembering store knows of its store within one run: the outcome of the last operation,
/// kept only while no later operation overlapped it.
struct StoreMemory<Document> {
    /// Nil while this run does not know what the store holds.
    private(set) var known: Result<Document?, any Error>?
    /// The operations started so far: one that overlapped a later one cannot tell which came
    /// first in the store, so it records nothing.
    private var operationsStarted = 0

    /// Forgets what was known: until the operation ends, the store may hold the old document or the new.
    mutating func start() -> Int {
        known = nil
        operationsStarted += 1
        return operationsStarted
    }

    mutating func remember(_ outcome: Result<Document?, any Error>, from operation: Int) {
        guard operation == operationsStarted else { return }
        known = outcome
    }
}
