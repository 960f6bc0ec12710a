import Foundation
import Testing
import CompositionRoot

struct ProcessEnvironmentTests {
    @Test("reads the same variables as ProcessInfo")
    func variables_matchProcessInfo() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
    }
}
