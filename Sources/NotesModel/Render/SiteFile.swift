/// One generated file of the site, relative to the output folder.
public struct SiteFile: Sendable, Hashable {
    public var path: String
    public var data: [UInt8]

    public init(path: String, text: String) {
        self.path = path
        self.data = Array(text.utf8)
    }

    public init(path: String, data: [UInt8]) {
        self.path = path
        self.data = data
    }

    public var text: String { String(decoding: data, as: UTF8.self) }
}
