/// A GitHub alert: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case, alone on its line), rendered as a callout.
public enum Alert: String, Sendable, Hashable, CaseIterable {
    case note, tip, important, warning, caution

    /// The callout's title on the page.
    public var label: String {
        switch self {
        case .note: "참고"
        case .tip: "팁"
        case .important: "중요"
        case .warning: "주의"
        case .caution: "경고"
        }
    }

    /// The alert a block quote's children make, and the children without the marker line;
    /// `nil` for an ordinary quote (no marker, text after the marker, or nothing but the marker).
    static func detect(in children: [Block]) -> (alert: Alert, content: [Block])? {
        guard let first = children.first, case .paragraph(let inlines) = first.kind else { return nil }
        // cmark-gfm keeps `[`, `!NOTE` and `]` as separate text nodes: join the first line's texts.
        var marker = ""
        var rest = inlines[...]
        while let inline = rest.first, case .text(let text) = inline {
            marker += text
            rest = rest.dropFirst()
        }
        let trimmed = marker.trimmingWhitespace
        guard trimmed.hasPrefix("[!"), trimmed.hasSuffix("]"),
              let alert = Alert(rawValue: String(trimmed.dropFirst(2).dropLast()).lowercased()) else { return nil }
        guard rest.isEmpty || rest.first == .softBreak || rest.first == .lineBreak else { return nil }
        let remaining = Array(rest.dropFirst())
        var content = Array(children.dropFirst())
        if !remaining.isEmpty {
            content.insert(Block(.paragraph(remaining), line: first.line + 1, column: first.column), at: 0)
        }
        return content.isEmpty ? nil : (alert, content)
    }
}
