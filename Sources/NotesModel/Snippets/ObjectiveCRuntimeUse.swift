import SwiftSyntax

/// A construct of a snippet that needs the Objective-C runtime (selectors, `@objc`,
/// target-action, Interface Builder, storyboards), which Linux does not have: the snippet runner
/// reports it, at its place, instead of the compiler's less helpful error.
public struct ObjectiveCRuntimeUse: Sendable, Hashable {
    /// The construct as a reader knows it (`#selector`, `@IBOutlet`, `addTarget(_:action:for:)`).
    public var construct: String
    /// 0-based line within the snippet, 1-based column.
    public var line: Int
    public var column: Int
    /// What to write instead.
    public var instead: String

    static let targetAction = "a UIAction: control.addAction(UIAction { _ in … }, for: .touchUpInside)"
    static let inCode = "views made in code (let label = UILabel(); view.addSubview(label)) and UIAction for events"
    static let noStoryboard = "a view controller made in code (DetailViewController()) and pushed or presented"

    static let attributes: [String: String] = [
        "objc": targetAction, "objcMembers": targetAction, "IBAction": targetAction,
        "IBOutlet": inCode, "IBOutletCollection": inCode, "IBInspectable": inCode, "IBDesignable": inCode,
        "IBSegueAction": noStoryboard, "NSManaged": "plain stored properties (Core Data is not offered either)",
    ]
}

/// Finds `ObjectiveCRuntimeUse`s in a parsed snippet.
final class ObjectiveCRuntimeFinder: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var uses: [ObjectiveCRuntimeUse] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ construct: String, at node: some SyntaxProtocol, instead: String) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        uses.append(ObjectiveCRuntimeUse(construct: construct, line: location.line - 1, column: location.column, instead: instead))
    }

    /// Conditions false on Linux: code under them is never compiled here.
    static let appleOnlyConditions = ["_runtime(_ObjC)", "canImport(ObjectiveC)", "os(iOS)", "os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "canImport(AppKit)", "canImport(Darwin)"]

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition?.trimmedDescription.filter { !$0.isWhitespace } ?? ""
        let negated = condition.hasPrefix("!")
        return !negated && Self.appleOnlyConditions.contains(where: condition.contains) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": add("#selector", at: node, instead: ObjectiveCRuntimeUse.targetAction)
        case "keyPath": add("#keyPath", at: node, instead: "a Swift key path (\\Type.property)")
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if let instead = ObjectiveCRuntimeUse.attributes[name] { add("@\(name)", at: node, instead: instead) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called: String
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            called = member.declName.baseName.text
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            called = reference.baseName.text
        } else {
            return .visitChildren
        }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        switch called {
        case "addTarget" where labels.contains("action"):
            add("addTarget(_:action:for:)", at: node, instead: ObjectiveCRuntimeUse.targetAction)
        case "Selector", "NSSelectorFromString":
            add("\(called)(…)", at: node, instead: ObjectiveCRuntimeUse.targetAction)
        case "performSelector":
            add("performSelector", at: node, instead: "a closure you call, or DispatchQueue.main.async { … }")
        case "instantiateViewController" where labels.first == "withIdentifier":
            add("instantiateViewController(withIdentifier:)", at: node, instead: ObjectiveCRuntimeUse.noStoryboard)
        case "instantiateInitialViewController":
            add("instantiateInitialViewController()", at: node, instead: ObjectiveCRuntimeUse.noStoryboard)
        case "performSegue" where labels.first == "withIdentifier":
            add("performSegue(withIdentifier:sender:)", at: node, instead: ObjectiveCRuntimeUse.noStoryboard)
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "UIStoryboard" { add("UIStoryboard", at: node, instead: ObjectiveCRuntimeUse.noStoryboard) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "UIStoryboard" { add("UIStoryboard", at: node, instead: ObjectiveCRuntimeUse.noStoryboard) }
        return .visitChildren
    }
}
