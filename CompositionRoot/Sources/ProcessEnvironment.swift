import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables.
///
/// On Linux they are read straight from `environ`: the first use of
/// `ProcessInfo.processInfo.environment` spends about a millisecond setting up Swift generic
/// metadata, a fifth of what `dringo --version` costs in all.
public enum ProcessEnvironment {
    public static func variables() -> [String: String] {
        #if canImport(Glibc)
        var variables: [String: String] = [:]
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let text = entry?.pointee.map({ String(cString: $0) }) {
            // Of a name set twice, the first counts, as for getenv.
            if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry = entry.map { $0 + 1 }
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
