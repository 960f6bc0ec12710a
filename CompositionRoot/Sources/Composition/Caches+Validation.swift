import FeedPresentation
import FeedTerminalUI
import FileStorage
import StoreCore

extension Caches {
    /// Runs a command, then validates once, before it exits, each cached resource the command read
    /// or saved: what it read or saved is judged again without reading it anew, and a resource the
    /// command never used is left alone, its file not even opened. An expired or unreadable resource
    /// is deleted only if it is still the one the command read: a fresh one another process saved
    /// meanwhile (a `sync` in another terminal) is kept.
    ///
    /// A folder the user may not change keeps what it holds, and no command says so again: a saved
    /// list that cannot be read or has expired is never shown, and the save that could not replace it
    /// has warned already.
    func validatingOnExit(_ command: () async -> ExitCode, warningOn screen: TerminalScreen) async -> ExitCode {
        let exitCode = await command()
        for resource in resources(wordedBy: CachePresenter(localizer: screen.localizer)) where await resource.wasUsed() {
            do {
                _ = try await resource.validate()
            } catch is CancellationError {
                // Ctrl-C: the cache is left as it is and nothing is printed.
                return exitCode
            } catch  where UnwritableFolder.explains(error) {
                // Only the folder's owner can mend it; the command's own save has said so if it tried.
            } catch {
                screen.warn(resource.failureWarning())
            }
        }
        return exitCode
    }

    /// The cocktail list and the catalogue, in the order `cache validate` reports them.
    func resources(wordedBy presenter: CachePresenter) -> [CachedResource] {
        [
            CachedResource(
                wasUsed: { [feedStore] in await feedStore.wasUsed }, validate: makeLocalFeedLoader().validateCache,
                message: presenter.message(for:), failureWarning: { presenter.validationFailedWarning }),
            CachedResource(
                wasUsed: { [catalogueStore, catalogueIndexReader, catalogueDrinkReader] in
                    let (wholeWasUsed, indexWasUsed) = (await catalogueStore.wasUsed, await catalogueIndexReader.wasUsed)
                    let drinkWasUsed = await catalogueDrinkReader.wasUsed
                    return wholeWasUsed || indexWasUsed || drinkWasUsed
                },
                validate: validateCatalogue,
                message: presenter.message(forCatalogue:), failureWarning: { presenter.catalogueValidationFailedWarning }),
        ]
    }

    /// Judges the catalogue as this run saw it: by the whole document when the run read or saved it, or
    /// when `cache validate` reads it now; else by what the run read for one drink, or by its index.
    private func validateCatalogue() async throws -> CacheValidationOutcome {
        guard await !catalogueStore.wasUsed else { return try await makeLocalCatalogueLoader().validateCache() }
        if await catalogueDrinkReader.wasUsed { return try await makeLocalDrinkLoader().validateCache() }
        if await catalogueIndexReader.wasUsed { return try await makeLocalCatalogueIndexLoader().validateCache() }
        return try await makeLocalCatalogueLoader().validateCache()
    }
}
