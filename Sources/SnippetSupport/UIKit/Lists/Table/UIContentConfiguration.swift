import Foundation

/// What a cell shows, as a value the cell turns into a view.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}
