// The physical floor for Choreo's cold start and throughput: a minimal C process that reads each
// file named on the command line and runs libyaml's event API over it (parse, delete each event,
// nothing else). `choreo-bench` times `choreo lint` against this process on the same file.
//
// Usage: CYamlBaseline FILE...   Prints the number of events to standard output; exit 1 when a
// file cannot be read or libyaml reports an error, so a broken baseline never looks fast.
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static int parse_file(const char *path, unsigned long *events) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        fprintf(stderr, "%s: cannot open\n", path);
        return 0;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fclose(file);
        fprintf(stderr, "%s: cannot initialise libyaml\n", path);
        return 0;
    }
    yaml_parser_set_input_file(&parser, file);
    int ok = 1;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "parse error");
            ok = 0;
            break;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        *events += 1;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return ok;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE...\n", argv[0]);
        return 64;
    }
    unsigned long events = 0;
    int status = 0;
    for (int i = 1; i < argc; i++) {
        if (!parse_file(argv[i], &events)) status = 1;
    }
    printf("%lu\n", events);
    return status;
}
