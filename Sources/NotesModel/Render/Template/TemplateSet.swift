import Mustache

/// A theme's templates as sitegen's own renderer reads them, and which of them it renders:
/// a template whose tree (`TemplateTree`), or the tree of a partial or parent it includes,
/// holds something the renderer does not implement is left to swift-mustache. Decided once,
/// when the theme loads.
struct TemplateSet: Sendable {
    private let numbers: [String: Int]
    private let templates: [[TemplateNode]]
    private let supported: [Bool]

    init(_ parsed: [String: MustacheTemplate]) {
        let names = parsed.keys.sorted()
        let numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
        let trees = names.map { TemplateTree.read(parsed[$0]!, partial: { numbers[$0] }) }
        var supported = trees.map { $0 != nil }
        // A template is rendered here only if every template it includes is too.
        var changed = true
        while changed {
            changed = false
            for (number, tree) in trees.enumerated() where supported[number] {
                if Self.included(in: tree ?? []).contains(where: { !supported[$0] }) {
                    supported[number] = false
                    changed = true
                }
            }
        }
        self.numbers = numbers
        self.templates = trees.map { $0 ?? [] }
        self.supported = supported
    }

    /// Whether `render` can render the template called `name`.
    func renders(_ name: String) -> Bool {
        numbers[name].map { supported[$0] } ?? false
    }

    /// The page, or `nil` when the template is left to swift-mustache or the context holds a
    /// value the renderer does not model.
    func render(_ name: String, _ context: [String: Any]) -> [UInt8]? {
        guard let number = numbers[name], supported[number] else { return nil }
        var renderer = TemplateRenderer(templates: templates)
        return renderer.render(number, context)
    }

    private static func included(in nodes: [TemplateNode]) -> [Int] {
        var result: [Int] = []
        for node in nodes {
            switch node {
            case .text, .variable:
                break
            case .section(_, let body, _):
                result += included(in: body)
            case .partial(let template, _, let overrides):
                if let template { result.append(template) }
                for body in (overrides ?? [:]).values { result += included(in: body) }
            case .block(_, let defaultNodes, _):
                result += included(in: defaultNodes)
            }
        }
        return result
    }
}
