/* Kernel key management: the key serials of add_key, request_key, keyctl. */
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
