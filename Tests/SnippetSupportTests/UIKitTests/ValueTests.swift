import Testing
import UIKit

@Suite("UIColor, UIFont, UIImage, UIEdgeInsets")
struct ValueTests {
    @Test("colors are equal when their components are; system colors have their documented values")
    func colors() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
        #expect(UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) == .systemBlue)
        #expect(UIColor.red != .blue)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (1, 0.5, 0, 1))
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 1.0 / 3.0) < 0.0001 && s == 1 && v == 1)
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.white.description == "UIExtendedGrayColorSpace 1 1")
        #expect(UIColor(named: "Brand") == nil)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test("fonts: system fonts by size and weight, text styles at the default size")
    func fonts() {
        #expect(UIFont.systemFont(ofSize: 15).pointSize == 15)
        #expect(UIFont.boldSystemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12, weight: .bold))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.systemFont(ofSize: 10).withSize(20).pointSize == 20)
        #expect(UIFont(name: "Menlo-Regular", size: 11)?.familyName == "Menlo")
    }

    @Test("an image's size comes from a PNG header, over its scale")
    func pngSize() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
            + Data([0, 0, 0x01, 0x2C, 0, 0, 0, 0xC8, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 300, height: 200))
        #expect(image.scale == 1)
        let retina = try #require(UIImage(data: png, scale: 2))
        #expect(retina.size == CGSize(width: 150, height: 100))
        #expect(image.pngData() == png)
        #expect(image.jpegData(compressionQuality: 0.8) == nil)
    }

    @Test("an image's size comes from a JPEG's start-of-frame, after other segments")
    func jpegSize() throws {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof0: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let jpeg = Data([0xFF, 0xD8] + app0 + sof0 + [0xFF, 0xD9])
        let image = try #require(UIImage(data: jpeg))
        #expect(image.size == CGSize(width: 640, height: 480))
        #expect(image.jpegData(compressionQuality: 1) == jpeg)
    }

    @Test("data that is not an image, or a header cut short, makes no image")
    func notAnImage() {
        #expect(UIImage(data: Data("hello".utf8)) == nil)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test("named images exist only when registered; system symbols always do")
    func namedImages() throws {
        #expect(UIImage(named: "not-registered-\(#line)") == nil)
        UIImage.register(UIImage(systemName: "star")!, named: "valueTests-star")
        #expect(UIImage(named: "valueTests-star")?.size == CGSize(width: 20, height: 20))
        let view = UIImageView(image: UIImage(systemName: "heart"))
        #expect(view.frame.size == CGSize(width: 20, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test("insets shrink a rectangle edge by edge")
    func insets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(rect.inset(by: .zero) == rect)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
