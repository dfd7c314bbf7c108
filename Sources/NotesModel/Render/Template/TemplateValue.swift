import Foundation

/// A value of a page's context as `TemplateRenderer` sees it: one of the types sitegen puts in
/// contexts, found by casts to those concrete types (cheap) instead of swift-mustache's casts to
/// its protocols at every tag (a conformance look-up each). Anything else, and a `nil` stored in
/// a dictionary (swift-mustache prints it as `nil` and treats it as true), is not a
/// `TemplateValue`: the page is then rendered by swift-mustache.
enum TemplateValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case double(Double)
    case dictionary([String: Any])
    /// A dictionary literal of strings only (`["title": t, "url": u]`) is typed so.
    case strings([String: String])
    case list(TemplateList)
    /// An entry of `enumerated(d)` or `sorted(d)` of a dictionary: a `(key:, value:)` tuple
    /// there, whose two fields a template can name.
    case entry(key: String, value: Any)
    /// A list section's position (`first()`, `index()`…).
    case position(TemplatePosition)

    /// `value` as a `TemplateValue`; `nil` for a type it does not model.
    init?(_ value: Any) {
        // By the value's own type first: a type compared is a pointer compared, where a cast
        // that fails tries every conversion the runtime knows (a dictionary cast to `String`,
        // then to `Bool`, then to `Int` was a percent of a build). Then the casts, in the order
        // they were always tried, for a value of another type that converts (an `NSNumber`).
        let type = type(of: value)
        if type == String.self {
            self = .string(value as! String)
        } else if type == Bool.self {
            self = .bool(value as! Bool)
        } else if type == Int.self {
            self = .int(value as! Int)
        } else if type == [String: Any].self {
            self = .dictionary(value as! [String: Any])
        } else if type == [[String: Any]].self {
            self = .list(TemplateList(.dictionaries(value as! [[String: Any]])))
        } else if type == [String: String].self {
            self = .strings(value as! [String: String])
        } else if type == [[String: String]].self {
            self = .list(TemplateList(.stringDictionaries(value as! [[String: String]])))
        } else if type == [Any].self {
            self = .list(TemplateList(.values(value as! [Any])))
        } else if type == [String].self {
            self = .list(TemplateList(.strings(value as! [String])))
        } else if type == [Int].self {
            self = .list(TemplateList(.ints(value as! [Int])))
        } else if type == Double.self {
            self = .double(value as! Double)
        } else if type == [Double].self {
            self = .list(TemplateList(.doubles(value as! [Double])))
        } else if let string = value as? String {
            self = .string(string)
        } else if let bool = value as? Bool {
            self = .bool(bool)
        } else if let int = value as? Int {
            self = .int(int)
        } else if let double = value as? Double {
            self = .double(double)
        } else if let optional = value as? any OptionalProbe, let wrapped = optional.wrapped {
            // swift-mustache looks through an `Optional` everywhere it casts.
            self.init(wrapped)
        } else {
            return nil
        }
    }

    /// What `name` is in this value when it is a level of the stack: a dictionary's entry, an
    /// entry's `key` or `value` (swift-mustache reads other values through `Mirror`, and the
    /// other types here have no named children). `.none` when it has no such child, `nil`
    /// inside it when the child is something `TemplateValue` does not model.
    func child(_ name: String) -> TemplateValue?? {
        switch self {
        case .dictionary(let dictionary):
            guard let value = dictionary[name] else { return .none }
            return .some(TemplateValue(value))
        case .strings(let dictionary):
            guard let value = dictionary[name] else { return .none }
            return .some(.string(value))
        case .entry(let key, let value):
            if name == "key" { return .some(.string(key)) }
            if name == "value" { return .some(TemplateValue(value)) }
            return .none
        default:
            return .none
        }
    }

    /// swift-mustache's transform `name` of this value (`Transform.swift`, `SequenceContext.swift`),
    /// `.none` when the value has no such transform (the tag then renders as missing), `nil`
    /// inside it when the result is something `TemplateValue` does not model.
    func transform(_ name: String) -> TemplateValue?? {
        switch self {
        case .string(let string):
            switch name {
            case "empty": return .bool(string.isEmpty)
            case "capitalized": return .string(string.capitalized)
            case "lowercased": return .string(string.lowercased())
            case "uppercased": return .string(string.uppercased())
            case "reversed": return .string(String(string.reversed()))
            default: return .none
            }
        case .int(let int):
            switch name {
            case "equalzero": return .bool(int == 0)
            case "plusone": return .int(int + 1)
            case "minusone": return .int(int - 1)
            case "even": return .bool(int & 1 == 0)
            case "odd": return .bool(int & 1 == 1)
            default: return .none
            }
        case .dictionary(let dictionary):
            switch name {
            case "count": return .int(dictionary.count)
            case "empty": return .bool(dictionary.isEmpty)
            case "enumerated": return .list(TemplateList(.entries(dictionary.map { (key: $0.key, value: $0.value) })))
            case "sorted": return .list(TemplateList(.entries(dictionary.map { (key: $0.key, value: $0.value) }.sorted { $0.key < $1.key })))
            default: return .none
            }
        case .strings(let dictionary):
            switch name {
            case "count": return .int(dictionary.count)
            case "empty": return .bool(dictionary.isEmpty)
            case "enumerated": return .list(TemplateList(.entries(dictionary.map { (key: $0.key, value: $0.value as Any) })))
            case "sorted": return .list(TemplateList(.entries(dictionary.map { (key: $0.key, value: $0.value as Any) }.sorted { $0.key < $1.key })))
            default: return .none
            }
        case .list(let list):
            return list.transform(name)
        case .position(let position):
            switch name {
            case "first": return .bool(position.first)
            case "last": return .bool(position.last)
            case "index": return .int(position.index)
            case "even": return .bool(position.index & 1 == 0)
            case "odd": return .bool(position.index & 1 == 1)
            default: return .none
            }
        case .bool, .double, .entry:
            return .none
        }
    }

    /// Appends what swift-mustache prints for the value (`String(describing:)`); `false` when
    /// that is a description this type cannot reproduce (a reversed list's).
    func write(to output: inout [UInt8], escaped: Bool) -> Bool {
        let text: String
        switch self {
        case .string(let string):
            if escaped {
                TemplateEscaping.append(escaping: string, to: &output)
            } else {
                output.append(contentsOf: string.utf8)
            }
            return true
        case .int(let int):
            // Digits and a minus sign: nothing to escape.
            output.append(contentsOf: String(int).utf8)
            return true
        case .bool(let bool):
            output.append(contentsOf: (bool ? "true" : "false").utf8)
            return true
        case .double(let double):
            text = String(describing: double)
        case .dictionary(let dictionary):
            text = String(describing: dictionary)
        case .strings(let dictionary):
            text = String(describing: dictionary)
        case .list(let list):
            guard let description = list.description else { return false }
            text = description
        case .entry(let key, let value):
            text = String(describing: (key: key, value: value))
        case .position:
            return false
        }
        if escaped {
            TemplateEscaping.append(escaping: text, to: &output)
        } else {
            output.append(contentsOf: text.utf8)
        }
        return true
    }
}

/// Where a list section is: swift-mustache's `MustacheSequenceContext`.
struct TemplatePosition {
    var first: Bool
    var last: Bool
    var index: Int
}

/// A list of a context, kept as the array type it was, as swift-mustache's transforms depend on
/// it: `sorted` sorts only an array of a `Comparable` type, and a list prints as its type prints.
struct TemplateList {
    enum Elements {
        case values([Any])
        case dictionaries([[String: Any]])
        case stringDictionaries([[String: String]])
        case strings([String])
        case ints([Int])
        case doubles([Double])
        case entries([(key: String, value: Any)])
    }

    let elements: Elements
    /// `reversed(list)`: swift-mustache's `ReversedCollection` of the array.
    let reversed: Bool

    init(_ elements: Elements, reversed: Bool = false) {
        self.elements = elements
        self.reversed = reversed
    }

    var count: Int {
        switch elements {
        case .values(let array): array.count
        case .dictionaries(let array): array.count
        case .stringDictionaries(let array): array.count
        case .strings(let array): array.count
        case .ints(let array): array.count
        case .doubles(let array): array.count
        case .entries(let array): array.count
        }
    }

    /// The element at `offset` from the start as the list is seen (from the end if reversed).
    func element(_ offset: Int) -> TemplateValue? {
        let index = reversed ? count - 1 - offset : offset
        switch elements {
        case .values(let array): return TemplateValue(array[index])
        case .dictionaries(let array): return .dictionary(array[index])
        case .stringDictionaries(let array): return .strings(array[index])
        case .strings(let array): return .string(array[index])
        case .ints(let array): return .int(array[index])
        case .doubles(let array): return .double(array[index])
        case .entries(let array): return .entry(key: array[index].key, value: array[index].value)
        }
    }

    func transform(_ name: String) -> TemplateValue?? {
        switch name {
        case "first": return count == 0 ? .none : .some(element(0))
        case "last": return count == 0 ? .none : .some(element(count - 1))
        case "count": return .int(count)
        case "empty": return .bool(count == 0)
        // An array's `reversed()` is a `ReversedCollection`; that one's is the array again.
        case "reversed": return .list(TemplateList(elements, reversed: !reversed))
        case "sorted":
            // Only for an array of a `Comparable` type; the result is an array.
            switch elements {
            case .strings(let array): return .list(TemplateList(.strings(array.sorted())))
            case .ints(let array): return .list(TemplateList(.ints(array.sorted())))
            case .doubles(let array): return .list(TemplateList(.doubles(array.sorted())))
            default: return .none
            }
        default: return .none
        }
    }

    /// How swift-mustache prints the list: `String(describing:)` of the array; `nil` for a
    /// reversed one (a `ReversedCollection` prints its type's name and fields).
    var description: String? {
        guard !reversed else { return nil }
        switch elements {
        case .values(let array): return String(describing: array)
        case .dictionaries(let array): return String(describing: array)
        case .stringDictionaries(let array): return String(describing: array)
        case .strings(let array): return String(describing: array)
        case .ints(let array): return String(describing: array)
        case .doubles(let array): return String(describing: array)
        case .entries(let array): return String(describing: array)
        }
    }
}
