import Foundation

/// The estimate of a text's size used by labels, buttons and text fields.
enum TextMeasure {
    static func width(of text: String, font: UIFont) -> CGFloat {
        text.unicodeScalars.reduce(0) { sum, scalar in
            sum + (scalar.value >= 0x1100 ? font.pointSize : font.pointSize * 0.5)
        }
    }

    static func size(of text: String, font: UIFont, maxWidth: CGFloat?, lines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lineCount = 0
        var widest: CGFloat = 0
        for paragraph in paragraphs {
            let width = self.width(of: String(paragraph), font: font)
            if let maxWidth, maxWidth > 0, width > maxWidth {
                lineCount += Int((width / maxWidth).rounded(.up))
                widest = maxWidth
            } else {
                lineCount += 1
                widest = max(widest, width)
            }
        }
        if lines > 0 { lineCount = min(lineCount, lines) }
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lineCount) * font.lineHeight).rounded(.up))
    }
}
