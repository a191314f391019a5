import CYaml

/// The baseline: libyaml's own parser over the bytes, each event parsed and deleted, nothing
/// else. No Choreo stage can be faster than this, so every stage is reported as a ratio to it.
enum LibYAMLEventLoop {
    /// The number of events, or nil when libyaml reports an error (then the figure is void).
    static func countEvents(_ bytes: [UInt8]) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var count = 0
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) != 0 else { return nil }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
        }
    }
}
