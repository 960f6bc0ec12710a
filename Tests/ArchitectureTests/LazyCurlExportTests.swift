import Foundation
import Testing
import TestSupport

/// In a dynamically linked build LazyCurl's functions stand in for libcurl's only if the
/// dringo executable exports them, and Package.swift has to name each one (gold takes no
/// patterns): a function added to LazyCurl.c without its export would silently be bypassed.
struct LazyCurlExportTests {
    @Test("Package.swift exports every curl function LazyCurl defines, and nothing else")
    func packageExportsEveryLazyCurlFunction() throws {
        let source = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Sources/LazyCurl/LazyCurl.c"), encoding: .utf8)
        let manifest = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)

        let defined = Self.definedCurlFunctions(in: source)
        let exported = Self.exportedCurlFunctions(in: manifest)

        #expect(defined.count >= 20, "LazyCurl.c should define the libcurl functions URLSession calls")
        #expect(defined == exported)
    }

    /// Names of non-static functions defined at the start of a line, such as `CURLcode curl_easy_setopt(`.
    static func definedCurlFunctions(in source: String) -> Set<String> {
        var names = Set<String>()
        for line in source.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("static") && !line.hasPrefix("#") && !line.hasPrefix("/") {
            let candidates = [line.range(of: " curl_"), line.range(of: "*curl_")].compactMap { $0 }
            guard let range = candidates.min(by: { $0.lowerBound < $1.lowerBound }),
                  let paren = line[range.lowerBound...].firstIndex(of: "(")
            else { continue }
            let name = line[line.index(after: range.lowerBound)..<paren]
            if name.allSatisfy({ $0.isLetter || $0 == "_" }) { names.insert(String(name.dropFirst("curl_".count))) }
        }
        return names
    }

    /// The quoted names in the list that Package.swift turns into `--export-dynamic-symbol=curl_<name>`.
    static func exportedCurlFunctions(in manifest: String) -> Set<String> {
        guard let marker = manifest.range(of: "gold takes no patterns here"),
              let open = manifest[marker.upperBound...].firstIndex(of: "["),
              let close = manifest[open...].firstIndex(of: "]")
        else { return [] }
        return Set(manifest[open..<close].split(separator: "\"").enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part) : nil
        })
    }
}
