/* ioctl, userfaultfd descriptors (linux/userfaultfd.h): what the caller
 * gives at entry, what the kernel answered after " => " or as the last
 * field. */
#include <linux/userfaultfd.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct xlat features[] = {
	XLAT(UFFD_FEATURE_PAGEFAULT_FLAG_WP), XLAT(UFFD_FEATURE_EVENT_FORK),
	XLAT(UFFD_FEATURE_EVENT_REMAP), XLAT(UFFD_FEATURE_EVENT_REMOVE),
	XLAT(UFFD_FEATURE_MISSING_HUGETLBFS), XLAT(UFFD_FEATURE_MISSING_SHMEM),
	XLAT(UFFD_FEATURE_EVENT_UNMAP), XLAT(UFFD_FEATURE_SIGBUS), XLAT(UFFD_FEATURE_THREAD_ID),
	XLAT(UFFD_FEATURE_MINOR_HUGETLBFS), XLAT(UFFD_FEATURE_MINOR_SHMEM),
	XLAT(UFFD_FEATURE_EXACT_ADDRESS), XLAT(UFFD_FEATURE_WP_HUGETLBFS_SHMEM), XLAT_END
};

/* the requests a range allows, by their numbers */
static const struct xlat ioctl_bits[] = {
	XLAT_PAIR(1ULL << _UFFDIO_REGISTER, "1<<_UFFDIO_REGISTER"),
	XLAT_PAIR(1ULL << _UFFDIO_UNREGISTER, "1<<_UFFDIO_UNREGISTER"),
	XLAT_PAIR(1ULL << _UFFDIO_WAKE, "1<<_UFFDIO_WAKE"),
	XLAT_PAIR(1ULL << _UFFDIO_COPY, "1<<_UFFDIO_COPY"),
	XLAT_PAIR(1ULL << _UFFDIO_ZEROPAGE, "1<<_UFFDIO_ZEROPAGE"),
	XLAT_PAIR(1ULL << _UFFDIO_WRITEPROTECT, "1<<_UFFDIO_WRITEPROTECT"),
	XLAT_PAIR(1ULL << _UFFDIO_CONTINUE, "1<<_UFFDIO_CONTINUE"),
	XLAT_PAIR(1ULL << _UFFDIO_API, "1<<_UFFDIO_API"), XLAT_END
};

static const struct xlat register_modes[] = {
	XLAT(UFFDIO_REGISTER_MODE_MISSING), XLAT(UFFDIO_REGISTER_MODE_WP),
	XLAT(UFFDIO_REGISTER_MODE_MINOR), XLAT_END
};

static const struct xlat copy_modes[] = {
	XLAT(UFFDIO_COPY_MODE_DONTWAKE), XLAT(UFFDIO_COPY_MODE_WP), XLAT_END
};

static const struct xlat zeropage_modes[] = { XLAT(UFFDIO_ZEROPAGE_MODE_DONTWAKE), XLAT_END };

static void print_range(const struct uffdio_range *r)
{
	tprintf("{start=%#llx, len=%#llx}", (unsigned long long)r->start,
		(unsigned long long)r->len);
}

static void print_ioctls(uint64_t v)
{
	tputs(", ioctls=");
	print_flags_dflt(ioctl_bits, v, "_UFFDIO_???");
}

/* the struct as the call read it (entry), or as it left it (exit: true
 * when the call succeeded and it is there) */
static bool arg_bytes(struct call *c, int exiting, void *buf, size_t size)
{
	if (!exiting) {
		tputs(", ");
		return fetch_in(c, 2, buf, size);
	}
	if (!c->args[2] || !ioc_entry_bytes(c, buf, size))
		return false;
	if (!call_failed(c) && ioc_exit_bytes(c, buf, size))
		return true;
	tputc('}');
	return false;
}

static void api(struct call *c, const struct ioc_req *r, int exiting)
{
	struct uffdio_api a;

	if (!arg_bytes(c, exiting, &a, sizeof(a)))
		return;
	if (!exiting) {
		tprintf("{api=%#llx, features=", (unsigned long long)a.api);
		print_flags_dflt(features, a.features, "UFFD_FEATURE_???");
		return;
	}
	tputs(" => features=");
	print_flags_dflt(features, a.features, "UFFD_FEATURE_???");
	print_ioctls(a.ioctls);
	tputc('}');
}

static void reg(struct call *c, const struct ioc_req *r, int exiting)
{
	struct uffdio_register g;

	if (!arg_bytes(c, exiting, &g, sizeof(g)))
		return;
	if (!exiting) {
		tputs("{range=");
		print_range(&g.range);
		tputs(", mode=");
		print_flags_dflt(register_modes, g.mode, "UFFDIO_REGISTER_MODE_???");
		return;
	}
	print_ioctls(g.ioctls);
	tputc('}');
}

static void copy(struct call *c, const struct ioc_req *r, int exiting)
{
	struct uffdio_copy p;

	if (!arg_bytes(c, exiting, &p, sizeof(p)))
		return;
	if (!exiting) {
		tprintf("{dst=%#llx, src=%#llx, len=%#llx, mode=", (unsigned long long)p.dst,
			(unsigned long long)p.src, (unsigned long long)p.len);
		print_flags_dflt(copy_modes, p.mode, "UFFDIO_COPY_MODE_???");
		return;
	}
	tprintf(", copy=%#llx}", (unsigned long long)p.copy);
}

static void zeropage(struct call *c, const struct ioc_req *r, int exiting)
{
	struct uffdio_zeropage z;

	if (!arg_bytes(c, exiting, &z, sizeof(z)))
		return;
	if (!exiting) {
		tputs("{range=");
		print_range(&z.range);
		tputs(", mode=");
		print_flags_dflt(zeropage_modes, z.mode, "UFFDIO_ZEROPAGE_MODE_???");
		return;
	}
	tprintf(", zeropage=%#llx}", (unsigned long long)z.zeropage);
}

static void range(struct call *c, const struct ioc_req *r, int exiting)
{
	struct uffdio_range g;

	if (!exiting && arg_bytes(c, exiting, &g, sizeof(g)))
		print_range(&g);
}

static const struct ioc_req reqs[] = {
	IOC_F(UFFDIO_API, api), IOC_F(UFFDIO_REGISTER, reg), IOC_F(UFFDIO_UNREGISTER, range),
	IOC_F(UFFDIO_WAKE, range), IOC_F(UFFDIO_COPY, copy), IOC_F(UFFDIO_ZEROPAGE, zeropage),
};

const struct ioc_table ioc_uffd_table = IOC_TABLE_COMPAT(reqs, NULL);
