extension Task where Failure == any Error {
    /// The task's value, awaited so that cancelling the awaiting task cancels this one too.
    ///
    /// `value` alone does not pass a cancellation on: a test that runs out of its time limit while it
    /// awaits a task it started, one waiting for answers nobody gives any more, would wait for ever.
    public var valueCancellingWithCaller: Success {
        get async throws {
            try await withTaskCancellationHandler {
                try await value
            } onCancel: {
                cancel()
            }
        }
    }
}
