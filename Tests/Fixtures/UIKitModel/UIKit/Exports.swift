// What `import UIKit` brings with it. On iOS, UIKit re-exports Foundation (and through it CoreGraphics,
// QuartzCore's types and Darwin). The model does the same, in one of two ways:
//
// - Type-check mode (`-D CHOREO_OBJC_INTEROP`, built with `-enable-objc-interop`): `NSObject`,
//   `NSObjectProtocol`, `NSCoder`, `NSCoding` and `NSCopying` come from the clang module
//   `ObjCRuntimeModel` (an Objective-C root class, so that subclasses are Objective-C classes and can
//   appear in `@objc` signatures), and only the value types are taken from Foundation, one by one,
//   because Foundation's own `NSObject` would make the name ambiguous. CoreGraphics' structs also
//   come from that clang module (see CoreGraphicsGeometry.swift).
// - Simulation mode (no Objective-C): all of Foundation, whose `NSObject` is a plain Swift class.
#if CHOREO_OBJC_INTEROP
@_exported import ObjectiveC
@_exported import class Foundation.Bundle
@_exported import func Foundation.NSLocalizedString
@_exported import typealias Foundation.TimeInterval
@_exported import struct Foundation.Date
@_exported import struct Foundation.Notification
@_exported import struct Foundation.UUID
@_exported import Dispatch
#if canImport(Glibc)
@_exported import Glibc
#endif
#else
@_exported import Foundation
#endif
