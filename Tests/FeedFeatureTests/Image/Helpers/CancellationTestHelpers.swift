import TestSupport
import Testing

/// Runs `operation` in a task that is already cancelled when the operation starts.
func resultOfTaskCancelledBeforeStart<Success: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Success
) async -> Result<Success, any Error> {
    await Task {
        // Cancelling from inside is the one way to be sure no work ran before the cancellation.
        withUnsafeCurrentTask { $0?.cancel() }
        return try await operation()
    }.result
}

/// Runs `operation`, cancels its task while a spy holds the call at `suspension`, then lets the call answer.
func resultOfTaskCancelled<Success: Sendable>(
    at suspension: SuspensionPoint,
    _ operation: @escaping @Sendable () async throws -> Success
) async -> Result<Success, any Error> {
    let task = Task { try await operation() }
    await suspension.waitUntilReached()
    task.cancel()
    suspension.resume()
    return await task.result
}

/// A cancelled use case delivers no value, and no error but `CancellationError`.
func expectOnlyCancellation<Success>(
    _ result: Result<Success, any Error>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    switch result {
    case let .success(value):
        Issue.record("Expected no value from a cancelled task, got \(value)", sourceLocation: sourceLocation)
    case let .failure(error):
        #expect(error is CancellationError, "Expected only a cancellation error, got \(error)", sourceLocation: sourceLocation)
    }
}
