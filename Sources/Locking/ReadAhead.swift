/// A read begun before it is awaited, so that it runs beside other work on another core: begun at most once, by
/// `begin` or by the first wait. Only reads belong here: nothing that writes, asks the network or waits for the user.
public final class ReadAhead<Value: Sendable>: Sendable {
    private let read: @Sendable () async throws -> Value
    private let task = Locked<Task<Value, any Error>?>(nil)

    public init(_ read: @escaping @Sendable () async throws -> Value) {
        self.read = read
    }

    public func begin() {
        _ = started()
    }

    /// What the read answered; a cancelled wait cancels the read.
    public func value() async throws -> Value {
        let task = started()
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    private func started() -> Task<Value, any Error> {
        let read = read
        return task.withLock { task in
            if let task { return task }
            let started = Task { try await read() }
            task = started
            return started
        }
    }
}
