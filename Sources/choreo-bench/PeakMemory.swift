import Foundation

/// The most resident memory this process has held (kernel's high-water mark), in KiB.
enum PeakMemory {
    /// Starts the high-water mark again from what the process holds now, after handing the
    /// freed heap back to the system (`malloc_trim`, looked up at run time: the Glibc module
    /// does not export it), so that work done before timing (generating the output that a
    /// `--check` stage then finds up to date) does not count as the stage's peak. Linux only
    /// (`/proc/self/clear_refs`, value 5); elsewhere the peak keeps covering the whole process.
    static func reset() {
        #if os(Linux)
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        if let file = fopen("/proc/self/clear_refs", "w") {
            fputs("5", file)
            fclose(file)
        }
        #endif
    }

    static func kibibytes() -> Int {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let digits = line.dropFirst(6).filter(\.isNumber)
                if let value = Int(digits) { return value }
            }
        }
        #endif
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }
}
