/// The source lines the `human` reporter shows, read again from the files the findings name.
///
/// Only that reporter asks, and only for files with findings, so a clean run or a run for a
/// parser reads nothing twice. Standard input cannot be read twice: its bytes are kept by the run.
enum SourceReader {
    static func make(workingDirectory: String, standardInput: (path: String, bytes: [UInt8])? = nil)
        -> @Sendable (String) -> [UInt8]? {
        { file in
            if let standardInput, file == standardInput.path { return standardInput.bytes }
            guard case .success(let bytes) = FileReader.read(FilePath.absolute(file, relativeTo: workingDirectory)) else { return nil }
            return bytes
        }
    }
}
