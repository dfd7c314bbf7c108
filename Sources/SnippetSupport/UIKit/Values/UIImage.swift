import Foundation

/// An image: its size in points, its scale, and the bytes it was made from. There are no pixels;
/// `init?(data:)` reads the size from a PNG, JPEG or GIF header and refuses other data.
open class UIImage: NSObject, @unchecked Sendable {
    /// The size in points (pixels divided by `scale`).
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: UIImage.RenderingMode
    /// The bytes the image was read from, when it was.
    let data: Data?
    /// For `UIImage(systemName:)` and `UIImage(named:)`: the name.
    let name: String?

    init(size: CGSize, scale: CGFloat, data: Data?, name: String?, renderingMode: UIImage.RenderingMode = .automatic) {
        self.size = size
        self.scale = scale
        self.data = data
        self.name = name
        self.renderingMode = renderingMode
        super.init()
    }

    /// An empty image (size zero).
    public override convenience init() {
        self.init(size: .zero, scale: 1, data: nil, name: nil)
    }

    /// An image from PNG, JPEG or GIF bytes; nil for anything else.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageHeader.pixelSize(of: data), scale > 0 else { return nil }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, data: data, name: nil)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// An image from the app's assets: nil unless a snippet registered one with that name
    /// (`UIImage.register(_:named:)`, a sitegen addition; there is no asset catalog).
    public convenience init?(named name: String) {
        guard let image = UIImage.registered[name] else { return nil }
        self.init(size: image.size, scale: image.scale, data: image.data, name: name)
    }

    /// A system symbol: every name exists here, 20 by 20 points.
    public convenience init?(systemName name: String) {
        self.init(size: CGSize(width: 20, height: 20), scale: 1, data: nil, name: name, renderingMode: .alwaysTemplate)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.SymbolConfiguration?) {
        self.init(systemName: name)
    }

    /// Registers an image under a name for `UIImage(named:)` (a sitegen addition).
    public static func register(_ image: UIImage, named name: String) {
        registered[name] = image
    }

    nonisolated(unsafe) private static var registered: [String: UIImage] = [:]

    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(size: size, scale: scale, data: data, name: name, renderingMode: renderingMode)
    }

    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { withRenderingMode(renderingMode) }

    /// The PNG bytes: the data the image was read from when that was a PNG, else nil.
    public func pngData() -> Data? {
        guard let data, ImageHeader.kind(of: data) == .png else { return nil }
        return data
    }

    /// The JPEG bytes: the data the image was read from when that was a JPEG, else nil.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let data, ImageHeader.kind(of: data) == .jpeg else { return nil }
        return data
    }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}
