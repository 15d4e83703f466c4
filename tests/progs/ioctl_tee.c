/* TEE requests on a bad descriptor: sessions and calls, whose struct
 * points to their argument and its parameters, and shared memory; made
 * to succeed (-e inject=ioctl:retval=), what they return. */
#include <linux/tee.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

int main(void)
{
	size_t size = sizeof(struct tee_ioctl_open_session_arg) + 2 * sizeof(struct tee_ioctl_param);
	struct tee_ioctl_open_session_arg *open = calloc(1, size);
	struct tee_ioctl_invoke_arg *inv = calloc(1, sizeof(*inv) + sizeof(struct tee_ioctl_param));
	struct tee_ioctl_buf_data buf = { (unsigned long)open, size };
	struct tee_ioctl_cancel_arg cancel = { 7, 0x1234 };
	struct tee_ioctl_shm_alloc_data shm = { 4096, 0, 0 };

	memcpy(open->uuid, "\x8a\xaa\xf2\x00\x24\x50\x11\xe4\xab\xe2\x00\x02\xa5\xd5\xc5\x1b", 16);
	open->clnt_login = TEE_IOCTL_LOGIN_GROUP;
	open->cancel_id = 3;
	open->num_params = 2;
	open->params[0].attr = TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT;
	open->params[0].a = 42;
	open->params[1].attr = TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT;
	open->params[1].b = 4096;
	open->params[1].c = 1;
	ioctl(-1, TEE_IOC_OPEN_SESSION, &buf);
	/* a buffer of another size than its params say: only the buffer */
	buf.buf_len -= 8;
	ioctl(-1, TEE_IOC_OPEN_SESSION, &buf);

	inv->func = 1;
	inv->session = 0x1234;
	inv->num_params = 1;
	inv->params[0].attr = TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_OUTPUT | TEE_IOCTL_PARAM_ATTR_META;
	buf.buf_ptr = (unsigned long)inv;
	buf.buf_len = sizeof(*inv) + sizeof(struct tee_ioctl_param);
	ioctl(-1, TEE_IOC_INVOKE, &buf);
	ioctl(-1, TEE_IOC_CANCEL, &cancel);
	ioctl(-1, TEE_IOC_SHM_ALLOC, &shm);
	ioctl(-1, TEE_IOC_VERSION, NULL);
	return 0;
}
