import Foundation
import HTTPCore

/// Turns a `list.php` answer into a facet's values, in the answer's order.
enum FacetValuesMapper {
    /// A blank or missing value is left out, but counted among the items.
    static func map(_ data: Data, from response: HTTPResponse, facet: CatalogueFacet) throws -> (values: [String], itemCount: Int) {
        let (values, itemCount) = try CountingEnvelopeMapper.map(data, from: response) { $0.trimmedText(facet.valueMember) }
        return (values, itemCount)
    }
}
