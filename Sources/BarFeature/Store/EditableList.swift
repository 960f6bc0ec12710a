import StoreCore

/// A list the user keeps in a document store, edited as the bar's use cases edit it: every change
/// reads the list first, so that a file that cannot be read fails the change with the store's error
/// before anything is written, and saves only when it changed something, so that a change that
/// changes nothing leaves the file as it was.
///
/// Only its edits ask `Model` to be `Hashable`: a requirement of the type itself would have the runtime look the
/// conformance up, through every one the program holds, when a run that only read the list lets it go.
struct EditableList<Model: Sendable, Local: Sendable>: Sendable {
    let store: any DocumentStore<[Local]>
    /// The saved list as the use case compares it; none saved is an empty one.
    let models: @Sendable ([Local]) -> [Model]
    let local: @Sendable (Model) -> Local

    func read() async throws -> [Model] {
        try await store.retrieve().map(models) ?? []
    }

    private func save(_ edited: [Model], ifChangedFrom saved: [Model]) async throws -> [Model] {
        if edited.count != saved.count {
            try await store.save(edited.map(local))
        }
        return edited
    }
}

extension EditableList where Model: Hashable {
    /// The list with those of `added` it lacks appended; one already in it keeps its first spelling.
    func add(_ added: [Model]) async throws -> [Model] {
        let saved = try await read()
        var edited = saved
        for model in added where !edited.contains(model) {
            edited.append(model)
        }
        return try await save(edited, ifChangedFrom: saved)
    }

    /// The list without what `removed` picks from it; one not in it is no error.
    func remove(_ removed: ([Model]) throws -> Set<Model>) async throws -> [Model] {
        let saved = try await read()
        let picked = try removed(saved)
        return try await save(saved.filter { !picked.contains($0) }, ifChangedFrom: saved)
    }
}
