/* bench/floor OBJ HOOK...: attach the empty programs of OBJ (floor.bpf.c)
 * named HOOK (or "all": every raw tracepoint), print "ready", and hold them
 * until stdin closes. */
#include <bpf/libbpf.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int wanted(struct bpf_program *prog, int argc, char **argv)
{
	const char *name = bpf_program__name(prog);
	int raw = !strncmp(bpf_program__section_name(prog), "raw_tp/", 7);

	for (int i = 2; i < argc; i++)
		if ((!strcmp(argv[i], "all") && raw) || !strcmp(argv[i], name))
			return 1;
	return 0;
}

static int any_all(int argc, char **argv)
{
	for (int i = 2; i < argc; i++)
		if (!strcmp(argv[i], "all"))
			return 1;
	return 0;
}

int main(int argc, char **argv)
{
	struct bpf_object *obj;
	struct bpf_program *prog;
	char c;
	int n = 0;

	if (argc < 3) {
		fprintf(stderr, "usage: %s OBJ HOOK|all...\n", argv[0]);
		return 2;
	}
	obj = bpf_object__open_file(argv[1], NULL);
	if (!obj || bpf_object__load(obj)) {
		fprintf(stderr, "floor: cannot load %s\n", argv[1]);
		return 1;
	}
	bpf_object__for_each_program(prog, obj) {
		if (!wanted(prog, argc, argv))
			continue;
		if (!bpf_program__attach(prog)) {
			fprintf(stderr, "floor: cannot attach %s\n", bpf_program__name(prog));
			return 1;
		}
		n++;
	}
	if (n != argc - 2 && !any_all(argc, argv)) {
		fprintf(stderr, "floor: unknown hook among the arguments\n");
		return 2;
	}
	printf("ready %d\n", n);
	fflush(stdout);
	while (read(0, &c, 1) > 0)
		;
	return 0;
}
