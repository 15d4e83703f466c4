/* Recorded events replayed through the decoders: a file of kernel-side
 * records (struct ebt_hdr framed, as the ring buffer hands them over) fed
 * to trace_record(), the lines printed as ebtrace prints them (stderr, or
 * -o FILE).  No kernel side is needed, so it runs where BPF cannot: under
 * an emulator for another architecture (tests/arm64.sh).
 *
 * Usage: replay [-o FILE] RECORDS */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ebtrace.h"
#include "event.h"
#include "filter.h"
#include "output.h"
#include "syscalls.h"
#include "trace.h"

int main(int argc, char **argv)
{
	static unsigned char buf[1 << 20];
	size_t len, off = 0;
	FILE *fp;
	int c;

	while ((c = getopt(argc, argv, "o:")) != -1) {
		if (c != 'o') {
			fprintf(stderr, "usage: replay [-o FILE] RECORDS\n");
			return 2;
		}
		opt.outfile = optarg;
	}
	if (optind + 1 != argc) {
		fprintf(stderr, "usage: replay [-o FILE] RECORDS\n");
		return 2;
	}
	fp = fopen(argv[optind], "rb");
	if (!fp) {
		perror(argv[optind]);
		return 1;
	}
	len = fread(buf, 1, sizeof(buf), fp);
	fclose(fp);
	filter_init();   /* trace everything, as with no -e */
	output_open();
	syscalls_init();
	while (off + sizeof(struct ebt_hdr) <= len) {
		struct ebt_hdr h;

		memcpy(&h, buf + off, sizeof(h));
		if (h.size < sizeof(h) || h.size > len - off) {
			fprintf(stderr, "replay: bad record at offset %zu\n", off);
			return 1;
		}
		trace_record(buf + off, h.size);
		off += (h.size + 7) & ~(size_t)7;
	}
	trace_idle();
	output_flush();
	return 0;
}
