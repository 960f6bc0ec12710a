import CompositionRoot
import Locking
import TestSupport

final class SettingsRecorder: Sendable {
    private let settings = Locked<HTTPClientSettings?>(nil)

    var value: HTTPClientSettings? { settings.withLock { $0 } }

    func record(_ received: HTTPClientSettings) {
        settings.withLock { $0 = received }
    }
}
