@testable import ChoreoCLI
import Foundation
import XCTest

/// `DirectoryListing` reads a folder in one pass: every entry but `.` and `..`, its type as the
/// folder reports it, and an order by bytes that does not depend on the machine.
final class DirectoryListingTests: XCTestCase {
    func testEntriesSortByTheirBytesWithUppercaseFirst() throws {
        let folder = try TemporaryDirectory()
        let all = ["b", "B", "a", "é", "e\u{301}", "Z", "aa", ".hidden", "~", "Spec0001", "Spec0001.transition.yml",
                   "Spec0001.transition.yaml", "Spec00010", "Spec0000.transition.yaml", "Spec000", "Spec0001é", "Spec0001\u{7F}"]
        for name in all {
            try folder.write(name, "")
        }
        guard let listing = DirectoryListing(folder.path) else { return XCTFail("could not list") }
        let names = listing.sortedByName().map { listing.name(of: $0) }
        let expected = all.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        XCTAssertEqual(names.map { Array($0.utf8) }, expected.map { Array($0.utf8) })
        XCTAssertEqual(names.first, ".hidden")
    }

    func testFoldersAndLinksAreToldApartWithoutFollowingLinks() throws {
        let folder = try TemporaryDirectory()
        try folder.createDirectory("Sub")
        try folder.write("file.txt", "x")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: folder.path + "/Sub")
        guard let listing = DirectoryListing(folder.path) else { return XCTFail("could not list") }
        var kinds: [String: Bool] = [:]
        for entry in listing.entries {
            var isDirectory = entry.isDirectory
            if !entry.typeIsKnown {
                var status = stat()
                XCTAssertEqual(lstat(listing.path(of: entry, in: folder.path), &status), 0)
                isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
            }
            kinds[listing.name(of: entry)] = isDirectory
        }
        XCTAssertEqual(kinds, ["Sub": true, "file.txt": false, "link": false])
    }

    func testAFolderThatCannotBeOpenedIsNil() throws {
        let folder = try TemporaryDirectory()
        XCTAssertNil(DirectoryListing(folder.path + "/none"))
        XCTAssertEqual(errno, ENOENT)
    }

    func testAnEntrysPathIsTheJoinOfTheFolderAndItsName() throws {
        let folder = try TemporaryDirectory()
        for name in ["a.transition.yaml", "é.transition.yaml", "e\u{301}", "x y"] {
            try folder.write(name, "")
        }
        guard let listing = DirectoryListing(folder.path) else { return XCTFail("could not list") }
        for entry in listing.entries {
            let name = listing.name(of: entry)
            for directory in [folder.path, folder.path + "/", "Specs", "é/Specs", ".", ""] {
                XCTAssertEqual(Array(listing.path(of: entry, in: directory).utf8), Array(FilePath.join(directory, name).utf8),
                               "\(directory.debugDescription) + \(name.debugDescription)")
            }
        }
    }
}
