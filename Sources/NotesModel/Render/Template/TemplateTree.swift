import Mustache

/// A template as sitegen's own renderer (`TemplateRenderer`) walks it: text as UTF-8 bytes,
/// names split at `.` once, partials found by number instead of by name on every use.
///
/// The tree is read from swift-mustache's own parse of the template (`TemplateTree.read`), not
/// from a second parser: swift-mustache stays the parser of record, so the standalone-line
/// rules, the indentation it records for partials and blocks, and what it accepts are its own,
/// and the two renderers cannot disagree about what a template says. Its token list is not
/// public; it is read by reflection, once per template when the theme loads. A token this
/// reading does not know (a dynamic partial, a content type other than HTML, a token of a later
/// swift-mustache) makes the template unsupported, and `Theme` renders it with swift-mustache.
indirect enum TemplateNode: Sendable {
    case text([UInt8])
    case variable(TemplateName, escaped: Bool)
    case section(TemplateName, [TemplateNode], inverted: Bool)
    /// `template`: the partial's number in `TemplateSet`, `nil` when no template has the name
    /// (swift-mustache renders nothing then). `indentation`: the whitespace before a standalone
    /// tag. `overrides`: the blocks of `{{<parent}}…{{/parent}}`.
    case partial(template: Int?, indentation: [UInt8]?, overrides: [String: [TemplateNode]]?)
    /// `{{$name}}default{{/name}}` in a template that is not overriding it.
    case block(name: String, defaultNodes: [TemplateNode], indentation: [UInt8]?)
}

/// A tag's name: where the lookup starts, the names after it, and the transforms to apply to
/// what it finds, innermost first (`plusone(index())`: `index`, then `plusone`).
struct TemplateName: Sendable {
    enum Start: Sendable {
        /// The first stack level whose value has the first name, then the rest from there.
        case stack
        /// `.name`: the top of the stack only.
        case top
        /// `name()`: the position in the list being rendered.
        case position
    }

    let start: Start
    let names: [String]
    let transforms: [String]

    /// swift-mustache's reading of a name: `.` alone and an empty name are the top of the
    /// stack; a name starting with `.` looks only there; empty parts (`a..b`) are dropped.
    init(_ name: String, transforms: [String]) {
        self.transforms = transforms.reversed()
        if name.isEmpty && !transforms.isEmpty {
            start = .position
            names = []
        } else if name == "." {
            start = .top
            names = []
        } else {
            start = name.first == "." ? .top : .stack
            names = name.split(separator: ".").map(String.init)
        }
    }
}

enum TemplateTree {
    /// The tree of a template swift-mustache parsed; `nil` when it holds something sitegen's
    /// renderer does not implement. `partial` numbers a partial's name.
    static func read(_ template: MustacheTemplate, partial: (String) -> Int?) -> [TemplateNode]? {
        guard let tokens = Mirror(reflecting: template).children.first(where: { $0.label == "tokens" })?.value else { return nil }
        var nodes: [TemplateNode] = []
        for token in Mirror(reflecting: tokens).children {
            let mirror = Mirror(reflecting: token.value)
            guard mirror.displayStyle == .enum, let payload = mirror.children.first, let kind = payload.label else { return nil }
            let fields = Mirror(reflecting: payload.value).children.map(\.value)
            switch kind {
            case "text":
                guard let text = payload.value as? String else { return nil }
                nodes.append(.text(Array(text.utf8)))
            case "variable", "unescapedVariable":
                guard fields.count == 2, let name = fields[0] as? String, let transforms = fields[1] as? [String] else { return nil }
                nodes.append(.variable(TemplateName(name, transforms: transforms), escaped: kind == "variable"))
            case "section", "invertedSection":
                guard fields.count == 3, let name = fields[0] as? String, let transforms = fields[1] as? [String],
                    let body = fields[2] as? MustacheTemplate, let inner = read(body, partial: partial)
                else { return nil }
                nodes.append(.section(TemplateName(name, transforms: transforms), inner, inverted: kind == "invertedSection"))
            case "partial":
                guard fields.count == 3, let name = fields[0] as? String else { return nil }
                var overrides: [String: [TemplateNode]]?
                if let blocks = fields[2] as? [String: MustacheTemplate] {
                    overrides = [:]
                    for (block, body) in blocks {
                        guard let inner = read(body, partial: partial) else { return nil }
                        overrides?[block] = inner
                    }
                } else if !isNone(fields[2]) {
                    return nil
                }
                guard let indentation = optionalText(fields[1]) else { return nil }
                nodes.append(.partial(template: partial(name), indentation: indentation, overrides: overrides))
            case "blockExpansion":
                guard fields.count == 3, let name = fields[0] as? String, let body = fields[1] as? MustacheTemplate,
                    let inner = read(body, partial: partial), let indentation = optionalText(fields[2])
                else { return nil }
                nodes.append(.block(name: name, defaultNodes: inner, indentation: indentation))
            case "contentType":
                // Sitegen's escaping and swift-mustache's HTML escaping give the same bytes
                // (`TemplateEscaping`), so switching between them changes nothing; any other
                // content type (`TEXT`) is left to swift-mustache.
                guard payload.value is TemplateEscaping.ContentType || "\(type(of: payload.value))" == "HTMLContentType" else { return nil }
            default:
                return nil
            }
        }
        return nodes
    }

    /// An optional `String` field: `.some(nil)` for `nil`, `nil` for something else.
    private static func optionalText(_ value: Any) -> [UInt8]?? {
        if isNone(value) { return .some(nil) }
        guard let text = value as? String else { return nil }
        return .some(Array(text.utf8))
    }

    private static func isNone(_ value: Any) -> Bool {
        if let optional = value as? any OptionalProbe { return optional.isNone }
        return false
    }
}

/// Tells an `Optional` held in an `Any` from the value it wraps (a cast to a concrete type
/// looks through it). Used on rare paths only: a cast to a protocol is a conformance look-up.
protocol OptionalProbe {
    var isNone: Bool { get }
    var wrapped: Any? { get }
}

extension Optional: OptionalProbe {
    var isNone: Bool { self == nil }
    var wrapped: Any? { self.map { $0 as Any } }
}
