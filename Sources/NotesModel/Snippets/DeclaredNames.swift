import SwiftSyntax

/// The names a Swift block declares at its top level (types, functions, `let`/`var`, type
/// aliases): what `sitegen adopt` looks up when another block lacks a name.
public enum DeclaredNames {
    public static func of(_ code: String) -> Set<String> {
        guard let tree = SwiftSource.parse(code) else { return [] }
        var names = Set<String>()
        for item in tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let node = decl.as(ClassDeclSyntax.self) { names.insert(node.name.text) }
            else if let node = decl.as(StructDeclSyntax.self) { names.insert(node.name.text) }
            else if let node = decl.as(EnumDeclSyntax.self) { names.insert(node.name.text) }
            else if let node = decl.as(ProtocolDeclSyntax.self) { names.insert(node.name.text) }
            else if let node = decl.as(ActorDeclSyntax.self) { names.insert(node.name.text) }
            else if let node = decl.as(FunctionDeclSyntax.self) { names.insert(node.name.text) }
            else if let node = decl.as(TypeAliasDeclSyntax.self) { names.insert(node.name.text) }
            else if let node = decl.as(VariableDeclSyntax.self) {
                for binding in node.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let name) = token.tokenKind { names.insert(name) }
                    }
                }
            }
        }
        return names
    }
}
