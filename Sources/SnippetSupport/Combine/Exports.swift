// The module snippets see as `Combine` (through `-module-alias Combine=SitegenCombine`). It must
// not itself be *named* Combine: OpenCombine adds its `DispatchQueue`/`RunLoop` scheduler
// conformances only `#if !canImport(Combine)`.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
@_exported import Foundation
