import Synchronization
import CompositionRoot

final class SettingsRecorder: Sendable {
    private let settings = Mutex<HTTPClientSettings?>(nil)

    var value: HTTPClientSettings? { settings.withLock { $0 } }

    func record(_ received: HTTPClientSettings) {
        settings.withLock { $0 = received }
    }
}
