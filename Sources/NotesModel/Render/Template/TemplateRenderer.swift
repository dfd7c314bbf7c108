/// Renders a `TemplateSet` template as swift-mustache 2.1.1 renders it (`Template+Render.swift`,
/// `Context.swift`, `Sequence.swift`), into one growing buffer of bytes, which is the page.
/// `nil` when the context holds a value `TemplateValue` does not
/// model: the caller renders that page with swift-mustache.
struct TemplateRenderer {
    /// What swift-mustache's `MustacheContext` carries besides the stack, which is
    /// `TemplateRenderer.stack` here (pushed and popped around a section).
    struct Frame {
        /// Set only directly inside a list section (not in a partial or block there).
        var position: TemplatePosition?
        /// Put before each piece of output that starts a line (inside a standalone partial or
        /// block), as swift-mustache does.
        var indentation: [UInt8]?
        /// The blocks the templates that include this one override; the outermost wins.
        var overrides: [String: [TemplateNode]]?
    }

    let templates: [[TemplateNode]]
    private var output: [UInt8] = []
    private var stack: [TemplateValue] = []
    private var unsupported = false

    init(templates: [[TemplateNode]]) {
        self.templates = templates
    }

    mutating func render(_ template: Int, _ context: [String: Any]) -> [UInt8]? {
        output = []
        output.reserveCapacity(32 * 1024)
        stack = [.dictionary(context)]
        unsupported = false
        render(templates[template], Frame())
        guard !unsupported else { return nil }
        return output
    }

    /// One `MustacheTemplate.render(context:)`: indentation goes before a node's output when
    /// what this call has written so far ends a line (a `"\r\n"` is one `Character` there, not
    /// a `"\n"`).
    private mutating func render(_ nodes: [TemplateNode], _ frame: Frame) {
        guard let indentation = frame.indentation, !indentation.isEmpty else {
            for node in nodes {
                render(node, frame)
                if unsupported { return }
            }
            return
        }
        let start = output.count
        for node in nodes {
            let count = output.count
            let atLineStart = count > start && output[count - 1] == 0x0A && !(count - 2 >= start && output[count - 2] == 0x0D)
            render(node, frame)
            if unsupported { return }
            if atLineStart && output.count > count {
                output.insert(contentsOf: indentation, at: count)
            }
        }
    }

    private mutating func render(_ node: TemplateNode, _ frame: Frame) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name, let escaped):
            guard let value = lookUp(name, frame) else { return }
            if !value.write(to: &output, escaped: escaped) { unsupported = true }
        case .section(let name, let body, let inverted):
            let value = lookUp(name, frame)
            if unsupported { return }
            if inverted {
                renderInverted(value, body, frame)
            } else {
                renderSection(value, body, frame)
            }
        case .partial(let template, let indentation, let overrides):
            guard let template else { return }
            var inner = Frame(position: nil, indentation: frame.indentation, overrides: frame.overrides)
            if let indentation { inner.indentation = (frame.indentation ?? []) + indentation }
            if let overrides {
                inner.overrides = frame.overrides.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
            }
            render(templates[template], inner)
        case .block(let name, let defaultNodes, let indentation):
            var inner = Frame(position: nil, indentation: frame.indentation, overrides: frame.overrides)
            if let indentation { inner.indentation = (frame.indentation ?? []) + indentation }
            render(frame.overrides?[name] ?? defaultNodes, inner)
        }
    }

    /// swift-mustache's `renderSection`: a list renders the body once per element, `true` once
    /// as it is, any other value once with the value on the stack.
    private mutating func renderSection(_ value: TemplateValue?, _ body: [TemplateNode], _ frame: Frame) {
        switch value {
        case .none, .bool(false):
            return
        case .bool(true):
            render(body, frame)
        case .list(let list):
            let count = list.count
            var inner = frame
            for offset in 0..<count {
                guard let element = list.element(offset) else {
                    unsupported = true
                    return
                }
                inner.position = TemplatePosition(first: offset == 0, last: offset == count - 1, index: offset)
                stack.append(element)
                render(body, inner)
                stack.removeLast()
                if unsupported { return }
            }
        case .some(let value):
            stack.append(value)
            render(body, Frame(position: nil, indentation: frame.indentation, overrides: frame.overrides))
            stack.removeLast()
        }
    }

    /// swift-mustache's `renderInvertedSection`: the body renders for a missing value, `false`,
    /// and an empty list (with the list on the stack).
    private mutating func renderInverted(_ value: TemplateValue?, _ body: [TemplateNode], _ frame: Frame) {
        switch value {
        case .none, .bool(false):
            render(body, frame)
        case .list(let list) where list.count == 0:
            stack.append(.list(list))
            render(body, Frame(position: nil, indentation: frame.indentation, overrides: frame.overrides))
            stack.removeLast()
        default:
            return
        }
    }

    /// swift-mustache's `getChild`: `nil` when the name finds nothing or a transform does not
    /// apply; sets `unsupported` when it finds a value `TemplateValue` does not model.
    private mutating func lookUp(_ name: TemplateName, _ frame: Frame) -> TemplateValue? {
        var value: TemplateValue
        switch name.start {
        case .position:
            guard let position = frame.position else { return nil }
            value = .position(position)
        case .top:
            value = stack[stack.count - 1]
            for part in name.names {
                guard let child = found(value.child(part)) else { return nil }
                value = child
            }
        case .stack:
            guard let first = name.names.first else {
                value = stack[stack.count - 1]
                break
            }
            var level = stack.count - 1
            while true {
                if let child = found(stack[level].child(first)) {
                    value = child
                    break
                }
                if unsupported || level == 0 { return nil }
                level -= 1
            }
            for part in name.names.dropFirst() {
                guard let child = found(value.child(part)) else { return nil }
                value = child
            }
        }
        for transform in name.transforms {
            guard let result = found(value.transform(transform)) else { return nil }
            value = result
        }
        return value
    }

    /// The value of a child or transform; `nil` for none, and for one not modelled (marking the
    /// render unsupported).
    private mutating func found(_ result: TemplateValue??) -> TemplateValue? {
        switch result {
        case .none: return nil
        case .some(.none):
            unsupported = true
            return nil
        case .some(.some(let value)): return value
        }
    }
}
