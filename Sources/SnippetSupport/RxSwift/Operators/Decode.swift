import Foundation

extension ObservableType where Element == Data {
    /// Each `Data` decoded as `type` by `decoder`; the first that fails ends the sequence with
    /// the decoder's error.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { data in try decoder.decode(type, from: data) }
    }
}

/// Something that turns `Data` into a `Decodable` value, as `JSONDecoder` and
/// `PropertyListDecoder` do; what `decode(type:decoder:)` takes.
public protocol DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

// Foundation's two decoders already have that method.
extension PropertyListDecoder: DataDecoder {}
extension JSONDecoder: DataDecoder {}
