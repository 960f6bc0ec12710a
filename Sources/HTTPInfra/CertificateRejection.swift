import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Tells a refused server certificate apart from other transport failures.
///
/// Apple platforms give each refusal a code of its own. Linux FoundationNetworking does not: it reports
/// every TLS failure as `NSURLErrorUnknown`, with libcurl's message as the description, so that message
/// is all there is to go by. libcurl (OpenSSL) words a refused certificate, as measured with 7.88:
/// - "SSL certificate problem: self-signed certificate" (also "… unable to get local issuer certificate",
///   "… certificate has expired", "… certificate is not yet valid");
/// - "SSL: no alternative certificate subject name matches target host name '127.0.0.1'" (older
///   versions: "SSL: certificate subject name '…' does not match target host name '…'").
/// Other TLS failures ("wrong version number", a handshake cut short) stay connectivity failures.
enum CertificateRejection {
    static func describes(_ error: any Error) -> Bool {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else { return false }
        if refusalCodes.contains(error.code) { return true }
        let description = error.localizedDescription
        return libcurlMessagePrefixes.contains { description.hasPrefix($0) }
    }

    private static let refusalCodes: Set<Int> = [
        URLError.Code.serverCertificateHasBadDate.rawValue,
        URLError.Code.serverCertificateUntrusted.rawValue,
        URLError.Code.serverCertificateHasUnknownRoot.rawValue,
        URLError.Code.serverCertificateNotYetValid.rawValue,
    ]

    private static let libcurlMessagePrefixes = [
        "SSL certificate problem:",
        "SSL: no alternative certificate subject name matches",
        "SSL: certificate subject name",
    ]
}
