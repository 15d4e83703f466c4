/* Kernel key management: the key serials of add_key, request_key, keyctl. */
#include <linux/keyctl.h>
#include <stddef.h>
#include <string.h>

#include "common.h"

/* The special keyrings a serial may name instead of a key's id. */
static const struct xlat key_specs[] = {
	XLAT_PAIR(-1, "KEY_SPEC_THREAD_KEYRING"),
	XLAT_PAIR(-2, "KEY_SPEC_PROCESS_KEYRING"),
	XLAT_PAIR(-3, "KEY_SPEC_SESSION_KEYRING"),
	XLAT_PAIR(-4, "KEY_SPEC_USER_KEYRING"),
	XLAT_PAIR(-5, "KEY_SPEC_USER_SESSION_KEYRING"),
	XLAT_PAIR(-6, "KEY_SPEC_GROUP_KEYRING"),
	XLAT_PAIR(-7, "KEY_SPEC_REQKEY_AUTH_KEY"),
	XLAT_PAIR(-8, "KEY_SPEC_REQUESTOR_KEYRING"),
	XLAT_END
};

/* a key_serial_t: the special keyring's name, or the id in decimal */
void print_keyserial(struct call *c, int arg, int param)
{
	int id = (int)c->args[arg];

	(void)param;
	print_dec_named(id, xlat_lookup(key_specs, (uint64_t)id), NULL);
}

/* ---- keyctl ---- */

static const struct xlat keyctl_commands[] = {
	XLAT(KEYCTL_GET_KEYRING_ID), XLAT(KEYCTL_JOIN_SESSION_KEYRING), XLAT(KEYCTL_UPDATE),
	XLAT(KEYCTL_REVOKE), XLAT(KEYCTL_CHOWN), XLAT(KEYCTL_SETPERM), XLAT(KEYCTL_DESCRIBE),
	XLAT(KEYCTL_CLEAR), XLAT(KEYCTL_LINK), XLAT(KEYCTL_UNLINK), XLAT(KEYCTL_SEARCH),
	XLAT(KEYCTL_READ), XLAT(KEYCTL_INSTANTIATE), XLAT(KEYCTL_NEGATE),
	XLAT(KEYCTL_SET_REQKEY_KEYRING), XLAT(KEYCTL_SET_TIMEOUT), XLAT(KEYCTL_ASSUME_AUTHORITY),
	XLAT(KEYCTL_GET_SECURITY), XLAT(KEYCTL_SESSION_TO_PARENT), XLAT(KEYCTL_REJECT),
	XLAT(KEYCTL_INSTANTIATE_IOV), XLAT(KEYCTL_INVALIDATE), XLAT(KEYCTL_GET_PERSISTENT),
	XLAT(KEYCTL_DH_COMPUTE), XLAT(KEYCTL_PKEY_QUERY), XLAT(KEYCTL_PKEY_ENCRYPT),
	XLAT(KEYCTL_PKEY_DECRYPT), XLAT(KEYCTL_PKEY_SIGN), XLAT(KEYCTL_PKEY_VERIFY),
	XLAT(KEYCTL_RESTRICT_KEYRING), XLAT(KEYCTL_MOVE), XLAT(KEYCTL_CAPABILITIES),
	XLAT(KEYCTL_WATCH_KEY), XLAT_END
};

static const struct xlat key_perms[] = {
	XLAT_PAIR(0x01000000, "KEY_POS_VIEW"), XLAT_PAIR(0x02000000, "KEY_POS_READ"),
	XLAT_PAIR(0x04000000, "KEY_POS_WRITE"), XLAT_PAIR(0x08000000, "KEY_POS_SEARCH"),
	XLAT_PAIR(0x10000000, "KEY_POS_LINK"), XLAT_PAIR(0x20000000, "KEY_POS_SETATTR"),
	XLAT_PAIR(0x3f000000, "KEY_POS_ALL"), XLAT_PAIR(0x00010000, "KEY_USR_VIEW"),
	XLAT_PAIR(0x00020000, "KEY_USR_READ"), XLAT_PAIR(0x00040000, "KEY_USR_WRITE"),
	XLAT_PAIR(0x00080000, "KEY_USR_SEARCH"), XLAT_PAIR(0x00100000, "KEY_USR_LINK"),
	XLAT_PAIR(0x00200000, "KEY_USR_SETATTR"), XLAT_PAIR(0x003f0000, "KEY_USR_ALL"),
	XLAT_PAIR(0x00000100, "KEY_GRP_VIEW"), XLAT_PAIR(0x00000200, "KEY_GRP_READ"),
	XLAT_PAIR(0x00000400, "KEY_GRP_WRITE"), XLAT_PAIR(0x00000800, "KEY_GRP_SEARCH"),
	XLAT_PAIR(0x00001000, "KEY_GRP_LINK"), XLAT_PAIR(0x00002000, "KEY_GRP_SETATTR"),
	XLAT_PAIR(0x00003f00, "KEY_GRP_ALL"), XLAT_PAIR(0x00000001, "KEY_OTH_VIEW"),
	XLAT_PAIR(0x00000002, "KEY_OTH_READ"), XLAT_PAIR(0x00000004, "KEY_OTH_WRITE"),
	XLAT_PAIR(0x00000008, "KEY_OTH_SEARCH"), XLAT_PAIR(0x00000010, "KEY_OTH_LINK"),
	XLAT_PAIR(0x00000020, "KEY_OTH_SETATTR"), XLAT_PAIR(0x0000003f, "KEY_OTH_ALL"), XLAT_END
};

static const struct xlat key_reqkeys[] = {
	XLAT_PAIR((uint64_t)-1, "KEY_REQKEY_DEFL_NO_CHANGE"), XLAT(KEY_REQKEY_DEFL_DEFAULT),
	XLAT(KEY_REQKEY_DEFL_THREAD_KEYRING), XLAT(KEY_REQKEY_DEFL_PROCESS_KEYRING),
	XLAT(KEY_REQKEY_DEFL_SESSION_KEYRING), XLAT(KEY_REQKEY_DEFL_USER_KEYRING),
	XLAT(KEY_REQKEY_DEFL_USER_SESSION_KEYRING), XLAT(KEY_REQKEY_DEFL_GROUP_KEYRING),
	XLAT(KEY_REQKEY_DEFL_REQUESTOR_KEYRING), XLAT_END
};

static const struct xlat keyctl_caps0[] = {
	XLAT(KEYCTL_CAPS0_CAPABILITIES), XLAT(KEYCTL_CAPS0_PERSISTENT_KEYRINGS),
	XLAT(KEYCTL_CAPS0_DIFFIE_HELLMAN), XLAT(KEYCTL_CAPS0_PUBLIC_KEY), XLAT(KEYCTL_CAPS0_BIG_KEY),
	XLAT(KEYCTL_CAPS0_INVALIDATE), XLAT(KEYCTL_CAPS0_RESTRICT_KEYRING), XLAT(KEYCTL_CAPS0_MOVE),
	XLAT_END
};

static const struct xlat keyctl_caps1[] = {
	XLAT(KEYCTL_CAPS1_NS_KEYRING_NAME), XLAT(KEYCTL_CAPS1_NS_KEY_TAG),
	XLAT(KEYCTL_CAPS1_NOTIFICATIONS), XLAT_END
};

static const struct xlat keyctl_move_flags[] = { XLAT(KEYCTL_MOVE_EXCL), XLAT_END };

static const struct xlat keyctl_pkey_ops[] = {
	XLAT(KEYCTL_SUPPORTS_ENCRYPT), XLAT(KEYCTL_SUPPORTS_DECRYPT), XLAT(KEYCTL_SUPPORTS_SIGN),
	XLAT(KEYCTL_SUPPORTS_VERIFY), XLAT_END
};

static void print_serial(int32_t id)
{
	print_dec_named(id, xlat_lookup(key_specs, (uint64_t)(int64_t)id), NULL);
}

static void print_serial_arg(const struct call *c, int arg)
{
	print_arg_sep();
	print_serial((int32_t)c->args[arg]);
}

/* ", __spare=[0x1, 0, ...]" of a reserved array, when not all zero */
static void print_spare(const struct call *c, const uint32_t *v, size_t n)
{
	size_t i;

	for (i = 0; i < n && !v[i]; i++)
		;
	if (i == n)
		return;
	tputs(", __spare=[");
	for (i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		tprintf("%#x", v[i]);
	}
	tputc(']');
}

/* What the call wrote of a buffer of len bytes (the return value says
 * how many it had; strace shows no more than len); omit0: a final NUL
 * is not shown, the text being a C string. */
static void print_key_text(const struct call *c, int arg, uint64_t len, bool omit0)
{
	uint64_t addr = c->args[arg], n;
	unsigned char buf[4096];

	if (call_failed(c) || !c->exiting) {
		print_addr(addr);
		return;
	}
	if ((uint64_t)c->ret < len)
		len = c->ret;
	if (!omit0 || !addr) {
		print_buf_at(c, arg, addr, len);
		return;
	}
	n = len < opt.string_limit ? len : opt.string_limit;
	if (n > sizeof(buf) || (n && tmem_read(c, arg, addr, buf, n) < 0)) {
		print_addr(addr);
		return;
	}
	if (n && !buf[n - 1])
		print_quoted(buf, n - 1, 0);
	else
		print_quoted(buf, n, len > n ? QUOTE_ELLIPSIS : 0);
}

/* struct keyctl_dh_params */
static void print_dh_params(const struct call *c, int arg)
{
	int32_t p[3];

	if (!fetch_in(c, arg, p, sizeof(p)))
		return;
	tputs("{private=");
	print_serial(p[0]);
	tputs(", prime=");
	print_serial(p[1]);
	tputs(", base=");
	print_serial(p[2]);
	tputc('}');
}

/* The string or bytes a struct's pointer field points to (captured with
 * the struct: call_cap_field). */
static void print_field_str(const struct call *c, int arg, unsigned off, uint64_t addr,
			    int64_t len)
{
	const struct ebt_cap *cap = call_cap_field(c, arg, off);
	size_t have = cap && !cap->err ? cap->len : 0, n;
	const unsigned char *b = cap ? cap_bytes(cap) : NULL;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (len < 0) {   /* a C string */
		for (n = 0; n < have && b[n]; n++)
			;
		if (n == have && !(n > opt.string_limit)) {
			print_addr(addr);
			return;
		}
		if (n > opt.string_limit)
			print_quoted(b, opt.string_limit, QUOTE_ELLIPSIS);
		else
			print_quoted(b, n, 0);
		return;
	}
	n = (uint64_t)len < opt.string_limit ? (size_t)len : opt.string_limit;
	/* strace reads a byte more than it shows, when there is one */
	if (have < ((uint64_t)len > n ? n + 1 : n)) {
		print_addr(addr);
		return;
	}
	print_quoted(b, n, (uint64_t)len > n ? QUOTE_ELLIPSIS : 0);
}

/* struct keyctl_kdf_params, read as the call ended */
static void print_kdf_params(const struct call *c, int arg)
{
	struct keyctl_kdf_params k;

	/* strace reads it even under -e verbose=none */
	if (!fetch_text_in(c, arg, &k, sizeof(k)))
		return;
	tputs("{hashname=");
	print_field_str(c, arg, offsetof(struct keyctl_kdf_params, hashname),
			(uintptr_t)k.hashname, -1);
	tputs(", otherinfo=");
	/* the kernel reads no other info when its length is zero */
	if (k.otherinfolen)
		print_field_str(c, arg, offsetof(struct keyctl_kdf_params, otherinfo),
				(uintptr_t)k.otherinfo, k.otherinfolen);
	else
		print_addr((uintptr_t)k.otherinfo);
	tprintf(", otherinfolen=%u", k.otherinfolen);
	print_spare(c, k.__spare, 8);
	tputc('}');
}

/* struct keyctl_pkey_params; false when it could not be read */
static bool print_pkey_params(const struct call *c, int arg, struct keyctl_pkey_params *p, bool out)
{
	if (!fetch_in(c, arg, p, sizeof(*p)))
		return false;
	tputs("{key_id=");
	print_serial(p->key_id);
	tprintf(", in_len=%u, %s=%u", p->in_len, out ? "out_len" : "in2_len", p->out_len);
	print_spare(c, p->__spare, 7);
	tputc('}');
	return true;
}

static void print_pkey_query(const struct call *c, int arg)
{
	struct keyctl_pkey_query q;

	if (!fetch_out(c, arg, &q, sizeof(q)))
		return;
	tputs("{supported_ops=");
	print_flags_dflt(keyctl_pkey_ops, q.supported_ops, "KEYCTL_SUPPORTS_???");
	tprintf(", key_size=%u, max_data_size=%u, max_sig_size=%u, max_enc_size=%u"
		", max_dec_size=%u", q.key_size, q.max_data_size, q.max_sig_size,
		q.max_enc_size, q.max_dec_size);
	print_spare(c, q.__spare, 10);
	tputc('}');
}

static void print_caps_elem(const struct call *c, const void *elem, void *data)
{
	unsigned *pos = data;
	uint8_t v = *(const uint8_t *)elem;

	if (*pos == 0)
		print_flags_dflt(keyctl_caps0, v, "KEYCTL_CAPS0_???");
	else if (*pos == 1)
		print_flags_dflt(keyctl_caps1, v, "KEYCTL_CAPS1_???");
	else
		tprintf("%#x", v);
	++*pos;
}

/* The params of a pkey command as the call read them, printing nothing. */
static bool fetch_params_silent(const struct call *c, struct keyctl_pkey_params *p)
{
	const struct ebt_cap *cap = call_cap(c, 1);

	if (!c->args[1] || !verbose(c) || !cap || cap->err || cap->len < sizeof(*p))
		return false;
	memcpy(p, cap_bytes(cap), sizeof(*p));
	return true;
}

/* The commands' arguments; true when all shown at entry (the rest comes
 * at exit otherwise). */
static bool print_keyctl_args(struct call *c, int cmd, int exiting)
{
	struct keyctl_pkey_params p;

	switch (cmd) {
	case KEYCTL_DESCRIBE:
	case KEYCTL_READ:
	case KEYCTL_GET_SECURITY:
		if (!exiting) {
			print_serial((int32_t)c->args[1]);
			print_arg_sep();
			return false;
		}
		print_key_text(c, 2, c->args[3], cmd != KEYCTL_READ);
		print_argf("%llu", (unsigned long long)c->args[3]);
		return false;
	case KEYCTL_DH_COMPUTE:
		if (!exiting) {
			print_dh_params(c, 1);
			print_arg_sep();
			return false;
		}
		print_key_text(c, 2, c->args[3], false);
		print_argf("%llu", (unsigned long long)c->args[3]);
		print_arg_sep();
		print_kdf_params(c, 4);
		return false;
	case KEYCTL_PKEY_QUERY:
		if (!exiting) {
			print_serial((int32_t)c->args[1]);
			print_argf("%#llx", (unsigned long long)c->args[2]);
			print_arg_sep();
			print_str_at(c, 3, c->args[3]);
			print_arg_sep();
			return false;
		}
		print_pkey_query(c, 4);
		return false;
	case KEYCTL_PKEY_ENCRYPT:
	case KEYCTL_PKEY_DECRYPT:
	case KEYCTL_PKEY_SIGN:
	case KEYCTL_PKEY_VERIFY: {
		bool out = cmd != KEYCTL_PKEY_VERIFY;
		bool ok;

		if (exiting) {
			/* the output buffer: out_len bytes, when the params were read */
			if (!out || !fetch_params_silent(c, &p))
				return true;
			if (call_failed(c))
				print_addr(c->args[4]);
			else
				print_buf_at(c, 4, c->args[4], p.out_len);
			return false;
		}
		ok = print_pkey_params(c, 1, &p, out);
		print_arg_sep();
		print_str_at(c, 2, c->args[2]);
		print_arg_sep();
		if (ok)
			print_buf_at(c, 3, c->args[3], p.in_len);
		else
			print_addr(c->args[3]);
		print_arg_sep();
		if (!out || !ok) {
			if (ok)
				print_buf_at(c, 4, c->args[4], p.out_len);
			else
				print_addr(c->args[4]);
			return true;
		}
		return false;
	}
	case KEYCTL_CAPABILITIES: {
		unsigned pos = 0;
		uint64_t n = c->args[2];

		if (!exiting)
			return false;
		if (call_failed(c)) {
			print_addr(c->args[1]);
		} else {
			if ((uint64_t)c->ret < n)
				n = c->ret;
			print_arg_array(c, 1, n, 1, print_caps_elem, &pos);
		}
		print_argf("%llu", (unsigned long long)c->args[2]);
		return false;
	}
	}
	if (exiting)
		return true;
	switch (cmd) {
	case KEYCTL_GET_KEYRING_ID:
		print_serial((int32_t)c->args[1]);
		print_argf("%d", (int)c->args[2]);
		break;
	case KEYCTL_JOIN_SESSION_KEYRING:
		print_str_at(c, 1, c->args[1]);
		break;
	case KEYCTL_UPDATE:
		print_serial((int32_t)c->args[1]);
		print_arg_sep();
		print_buf_at(c, 2, c->args[2], c->args[3]);
		print_argf("%llu", (unsigned long long)c->args[3]);
		break;
	case KEYCTL_REVOKE:
	case KEYCTL_CLEAR:
	case KEYCTL_INVALIDATE:
	case KEYCTL_ASSUME_AUTHORITY:
		print_serial((int32_t)c->args[1]);
		break;
	case KEYCTL_LINK:
	case KEYCTL_UNLINK:
		print_serial((int32_t)c->args[1]);
		print_serial_arg(c, 2);
		break;
	case KEYCTL_SEARCH:
		print_serial((int32_t)c->args[1]);
		print_arg_sep();
		print_str_at(c, 2, c->args[2]);
		print_arg_sep();
		print_str_at(c, 3, c->args[3]);
		print_serial_arg(c, 4);
		break;
	case KEYCTL_CHOWN:
		print_serial((int32_t)c->args[1]);
		print_arg_sep();
		print_id((uint32_t)c->args[2]);
		print_arg_sep();
		print_id((uint32_t)c->args[3]);
		break;
	case KEYCTL_SETPERM:
		print_serial((int32_t)c->args[1]);
		print_arg_sep();
		print_flags_dflt(key_perms, (uint32_t)c->args[2], "KEY_???");
		break;
	case KEYCTL_INSTANTIATE:
		print_serial((int32_t)c->args[1]);
		print_arg_sep();
		print_buf_at(c, 2, c->args[2], c->args[3]);
		print_argf("%llu", (unsigned long long)c->args[3]);
		print_serial_arg(c, 4);
		break;
	case KEYCTL_INSTANTIATE_IOV:
		print_serial((int32_t)c->args[1]);
		print_arg_sep();
		print_iov_in(c, 2, 3);
		print_argf("%llu", (unsigned long long)c->args[3]);
		print_serial_arg(c, 4);
		break;
	case KEYCTL_NEGATE:
		print_serial((int32_t)c->args[1]);
		print_argf("%u", (unsigned)c->args[2]);
		print_serial_arg(c, 3);
		break;
	case KEYCTL_REJECT: {
		unsigned err = c->args[3];

		print_serial((int32_t)c->args[1]);
		print_argf("%u", (unsigned)c->args[2]);
		print_arg_sep();
		print_dec_named(err, err && err < 512 ? strerrorname_np(err) : NULL, NULL);
		print_serial_arg(c, 4);
		break;
	}
	case KEYCTL_SET_REQKEY_KEYRING:
		print_dec_named((int)c->args[1], xlat_lookup(key_reqkeys, (uint64_t)(int64_t)(int)c->args[1]),
				"KEY_REQKEY_DEFL_???");
		break;
	case KEYCTL_SET_TIMEOUT:
		print_serial((int32_t)c->args[1]);
		print_argf("%u", (unsigned)c->args[2]);
		break;
	case KEYCTL_SESSION_TO_PARENT:
		break;
	case KEYCTL_GET_PERSISTENT:
		print_id((uint32_t)c->args[1]);
		print_serial_arg(c, 2);
		break;
	case KEYCTL_RESTRICT_KEYRING:
		print_serial((int32_t)c->args[1]);
		print_arg_sep();
		print_str_at(c, 2, c->args[2]);
		print_arg_sep();
		print_str_at(c, 3, c->args[3]);
		break;
	case KEYCTL_MOVE:
		print_serial((int32_t)c->args[1]);
		print_serial_arg(c, 2);
		print_serial_arg(c, 3);
		print_arg_sep();
		print_flags_dflt(keyctl_move_flags, (uint32_t)c->args[4], "KEYCTL_MOVE_???");
		break;
	default:
		tprintf("%#llx", (unsigned long long)c->args[1]);
		for (int i = 2; i < 5; i++)
			print_argf("%#llx", (unsigned long long)c->args[i]);
	}
	return true;
}

void dec_keyctl(struct call *c, int exiting)
{
	int cmd = (int)c->args[0];

	if (!exiting) {
		print_xlat(keyctl_commands, (uint32_t)cmd, "KEYCTL_???");
		/* the only command without arguments */
		if (cmd != KEYCTL_SESSION_TO_PARENT)
			print_arg_sep();
	}
	print_keyctl_args(c, cmd, exiting);
}

/* The captures keyctl's commands take (what dec_keyctl reads). */
void print_keybuf(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_okeybuf(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_dhparams(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_kdfparams(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_pkeyparams(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_opkeyquery(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_okeytext(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
