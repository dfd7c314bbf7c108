import Foundation

/// The view of a `UIListContentConfiguration`: a text label, a secondary label and an image view.
open class UIListContentView: UIView, UIContentView {
    public let textLabel = UILabel()
    public let secondaryTextLabel = UILabel()
    public let imageView = UIImageView()

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        show(configuration)
    }

    public required init?(coder: NSCoder) {
        listConfiguration = UIListContentConfiguration()
        super.init(coder: coder)
    }

    private var listConfiguration: UIListContentConfiguration

    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            show(list)
        }
    }

    private func show(_ configuration: UIListContentConfiguration) {
        textLabel.text = configuration.attributedText?.string ?? configuration.text
        secondaryTextLabel.text = configuration.secondaryAttributedText?.string ?? configuration.secondaryText
        imageView.image = configuration.image
    }
}
