import Foundation
import XCTest

/// Whether a golden test rewrites its file instead of comparing with it: `CHOREO_UPDATE_GOLDEN=1`,
/// and never where `CI` is set. A run that rewrites its golden file passes whatever it wrote, so
/// under CI the request fails the test and the file is compared as usual.
public enum GoldenUpdate: Equatable {
    case compare, rewrite, refusedUnderCI

    public init(environment: [String: String]) {
        if environment["CHOREO_UPDATE_GOLDEN"] != "1" {
            self = .compare
        } else if let ci = environment["CI"], !ci.isEmpty {
            self = .refusedUnderCI
        } else {
            self = .rewrite
        }
    }

    public static func isRequested(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        switch GoldenUpdate(environment: ProcessInfo.processInfo.environment) {
        case .compare: return false
        case .rewrite: return true
        case .refusedUnderCI:
            XCTFail("CHOREO_UPDATE_GOLDEN is refused under CI: golden files are compared there, never rewritten",
                    file: file, line: line)
            return false
        }
    }
}
