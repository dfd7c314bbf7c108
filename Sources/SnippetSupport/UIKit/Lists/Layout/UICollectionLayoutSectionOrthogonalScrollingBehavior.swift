import Foundation

/// How a section's items scroll across the main direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
