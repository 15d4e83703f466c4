/* Landlock: rulesets and their rules. */
#include <string.h>

#include "common.h"
#include "fdpath.h"

static const struct xlat ruleset_flags[] = {
	XLAT_PAIR(1, "LANDLOCK_CREATE_RULESET_VERSION"), XLAT_END
};

static const struct xlat rule_types[] = { XLAT_PAIR(1, "LANDLOCK_RULE_PATH_BENEATH"), XLAT_END };

static const struct xlat access_fs[] = {
	XLAT_PAIR(1ULL << 0, "LANDLOCK_ACCESS_FS_EXECUTE"),
	XLAT_PAIR(1ULL << 1, "LANDLOCK_ACCESS_FS_WRITE_FILE"),
	XLAT_PAIR(1ULL << 2, "LANDLOCK_ACCESS_FS_READ_FILE"),
	XLAT_PAIR(1ULL << 3, "LANDLOCK_ACCESS_FS_READ_DIR"),
	XLAT_PAIR(1ULL << 4, "LANDLOCK_ACCESS_FS_REMOVE_DIR"),
	XLAT_PAIR(1ULL << 5, "LANDLOCK_ACCESS_FS_REMOVE_FILE"),
	XLAT_PAIR(1ULL << 6, "LANDLOCK_ACCESS_FS_MAKE_CHAR"),
	XLAT_PAIR(1ULL << 7, "LANDLOCK_ACCESS_FS_MAKE_DIR"),
	XLAT_PAIR(1ULL << 8, "LANDLOCK_ACCESS_FS_MAKE_REG"),
	XLAT_PAIR(1ULL << 9, "LANDLOCK_ACCESS_FS_MAKE_SOCK"),
	XLAT_PAIR(1ULL << 10, "LANDLOCK_ACCESS_FS_MAKE_FIFO"),
	XLAT_PAIR(1ULL << 11, "LANDLOCK_ACCESS_FS_MAKE_BLOCK"),
	XLAT_PAIR(1ULL << 12, "LANDLOCK_ACCESS_FS_MAKE_SYM"),
	XLAT_PAIR(1ULL << 13, "LANDLOCK_ACCESS_FS_REFER"),
	XLAT_END
};

#define RULESET_ATTR_SIZE 8      /* struct landlock_ruleset_attr of Landlock ABI 1-3 */
#define PATH_BENEATH_SIZE 12     /* struct landlock_path_beneath_attr, packed */

/* The ruleset attributes; param: the size argument.  Bytes past the
 * fields known are only noted. */
void print_rulesetattr(struct call *c, int arg, int param)
{
	uint64_t size = c->args[param], access;

	if (size < RULESET_ATTR_SIZE) {
		print_addr(c->args[arg]);
		return;
	}
	if (!fetch_in(c, arg, &access, sizeof(access)))
		return;
	tputs("{handled_access_fs=");
	print_flags_dflt(access_fs, access, "LANDLOCK_ACCESS_FS_???");
	tputs(size > RULESET_ATTR_SIZE ? ", ...}" : "}");
}

void print_rulesetflags(struct call *c, int arg, int param)
{
	print_flags_dflt(ruleset_flags, (unsigned)c->args[arg], "LANDLOCK_CREATE_RULESET_???");
}

/* landlock_add_rule(fd, type, attr, flags): attr by the rule type */
void dec_landlock_add_rule(struct call *c, int exiting)
{
	unsigned type = c->args[1];
	unsigned char buf[PATH_BENEATH_SIZE];
	uint64_t access;
	int32_t fd;

	if (exiting)
		return;
	print_fd(c, 0, 0);
	print_arg_sep();
	print_xlat(rule_types, type, "LANDLOCK_RULE_???");
	print_arg_sep();
	if (type != 1) {
		print_addr(c->args[2]);
	} else if (fetch_in(c, 2, buf, sizeof(buf))) {
		memcpy(&access, buf, sizeof(access));
		memcpy(&fd, buf + 8, sizeof(fd));
		tputs("{allowed_access=");
		print_flags_dflt(access_fs, access, "LANDLOCK_ACCESS_FS_???");
		tputs(", parent_fd=");
		print_fd_number(c, fd);
		tputc('}');
	}
	print_argf("%#x", (unsigned)c->args[3]);
}

/* Its capture is what dec_landlock_add_rule reads. */
void print_pathbeneath(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}
