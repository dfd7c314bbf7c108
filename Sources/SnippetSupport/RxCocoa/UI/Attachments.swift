@_spi(RxCocoa) import UIKit

// What `.rx` keeps beside a UIKit object for as long as that object lives: a delegate proxy, a
// deallocation watch. Linux has no associated objects; UIKit's responders keep a dictionary of
// attachments for this, freed with them.

extension UIResponder {
    /// The attachment of type `Kind`, made by `make` the first time.
    func attachment<Kind: AnyObject>(_ kind: Kind.Type, orMake make: () -> Kind) -> Kind {
        let key = ObjectIdentifier(kind)
        if let existing = lifetimeAttachments[key] as? Kind { return existing }
        let made = make()
        lifetimeAttachments[key] = made
        return made
    }

    /// Keeps `object` under the key `kind`, replacing what was kept there.
    func setAttachment(_ object: AnyObject, as kind: AnyObject.Type) {
        lifetimeAttachments[ObjectIdentifier(kind)] = object
    }
}
