/* The netlink protocols other than rtnetlink and sock_diag: the names of
 * their message types, which flags a type's requests take (new, delete,
 * get), and the payloads shown beyond hex (nfnetlink's nfgenmsg, SELinux
 * notifications).  The tables are the kernel's values. */
#include <arpa/inet.h>
#include <linux/audit.h>
#include <linux/cryptouser.h>
#include <linux/netfilter/nf_tables.h>
#include <linux/netfilter/nf_tables_compat.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netfilter/nfnetlink_acct.h>
#include <linux/netfilter/nfnetlink_conntrack.h>
#include <linux/netfilter/nfnetlink_cthelper.h>
#include <linux/netfilter/nfnetlink_cttimeout.h>
#include <linux/netfilter/nfnetlink_hook.h>
#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/selinux_netlink.h>
#include <linux/xfrm.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "netlink.h"

/* ---- message types ------------------------------------------------------------ */

static const struct xlat nl_audit_types[] = {
	XLAT_PAIR(0x3e8, "AUDIT_GET"),
	XLAT_PAIR(0x3e9, "AUDIT_SET"),
	XLAT_PAIR(0x3ea, "AUDIT_LIST"),
	XLAT_PAIR(0x3eb, "AUDIT_ADD"),
	XLAT_PAIR(0x3ec, "AUDIT_DEL"),
	XLAT_PAIR(0x3ed, "AUDIT_USER"),
	XLAT_PAIR(0x3ee, "AUDIT_LOGIN"),
	XLAT_PAIR(0x3ef, "AUDIT_WATCH_INS"),
	XLAT_PAIR(0x3f0, "AUDIT_WATCH_REM"),
	XLAT_PAIR(0x3f1, "AUDIT_WATCH_LIST"),
	XLAT_PAIR(0x3f2, "AUDIT_SIGNAL_INFO"),
	XLAT_PAIR(0x3f3, "AUDIT_ADD_RULE"),
	XLAT_PAIR(0x3f4, "AUDIT_DEL_RULE"),
	XLAT_PAIR(0x3f5, "AUDIT_LIST_RULES"),
	XLAT_PAIR(0x3f6, "AUDIT_TRIM"),
	XLAT_PAIR(0x3f7, "AUDIT_MAKE_EQUIV"),
	XLAT_PAIR(0x3f8, "AUDIT_TTY_GET"),
	XLAT_PAIR(0x3f9, "AUDIT_TTY_SET"),
	XLAT_PAIR(0x3fa, "AUDIT_SET_FEATURE"),
	XLAT_PAIR(0x3fb, "AUDIT_GET_FEATURE"),
	XLAT_PAIR(0x44c, "AUDIT_FIRST_USER_MSG"),
	XLAT_PAIR(0x453, "AUDIT_USER_AVC"),
	XLAT_PAIR(0x464, "AUDIT_USER_TTY"),
	XLAT_PAIR(0x4af, "AUDIT_LAST_USER_MSG"),
	XLAT_PAIR(0x4b0, "AUDIT_DAEMON_START"),
	XLAT_PAIR(0x4b1, "AUDIT_DAEMON_END"),
	XLAT_PAIR(0x4b2, "AUDIT_DAEMON_ABORT"),
	XLAT_PAIR(0x4b3, "AUDIT_DAEMON_CONFIG"),
	XLAT_PAIR(0x514, "AUDIT_SYSCALL"),
	XLAT_PAIR(0x515, "AUDIT_FS_WATCH"),
	XLAT_PAIR(0x516, "AUDIT_PATH"),
	XLAT_PAIR(0x517, "AUDIT_IPC"),
	XLAT_PAIR(0x518, "AUDIT_SOCKETCALL"),
	XLAT_PAIR(0x519, "AUDIT_CONFIG_CHANGE"),
	XLAT_PAIR(0x51a, "AUDIT_SOCKADDR"),
	XLAT_PAIR(0x51b, "AUDIT_CWD"),
	XLAT_PAIR(0x51d, "AUDIT_EXECVE"),
	XLAT_PAIR(0x51f, "AUDIT_IPC_SET_PERM"),
	XLAT_PAIR(0x520, "AUDIT_MQ_OPEN"),
	XLAT_PAIR(0x521, "AUDIT_MQ_SENDRECV"),
	XLAT_PAIR(0x522, "AUDIT_MQ_NOTIFY"),
	XLAT_PAIR(0x523, "AUDIT_MQ_GETSETATTR"),
	XLAT_PAIR(0x524, "AUDIT_KERNEL_OTHER"),
	XLAT_PAIR(0x525, "AUDIT_FD_PAIR"),
	XLAT_PAIR(0x526, "AUDIT_OBJ_PID"),
	XLAT_PAIR(0x527, "AUDIT_TTY"),
	XLAT_PAIR(0x528, "AUDIT_EOE"),
	XLAT_PAIR(0x529, "AUDIT_BPRM_FCAPS"),
	XLAT_PAIR(0x52a, "AUDIT_CAPSET"),
	XLAT_PAIR(0x52b, "AUDIT_MMAP"),
	XLAT_PAIR(0x52c, "AUDIT_NETFILTER_PKT"),
	XLAT_PAIR(0x52d, "AUDIT_NETFILTER_CFG"),
	XLAT_PAIR(0x52e, "AUDIT_SECCOMP"),
	XLAT_PAIR(0x52f, "AUDIT_PROCTITLE"),
	XLAT_PAIR(0x530, "AUDIT_FEATURE_CHANGE"),
	XLAT_PAIR(0x531, "AUDIT_REPLACE"),
	XLAT_PAIR(0x532, "AUDIT_KERN_MODULE"),
	XLAT_PAIR(0x533, "AUDIT_FANOTIFY"),
	XLAT_PAIR(0x534, "AUDIT_TIME_INJOFFSET"),
	XLAT_PAIR(0x535, "AUDIT_TIME_ADJNTPVAL"),
	XLAT_PAIR(0x536, "AUDIT_BPF"),
	XLAT_PAIR(0x537, "AUDIT_EVENT_LISTENER"),
	XLAT_PAIR(0x538, "AUDIT_URINGOP"),
	XLAT_PAIR(0x539, "AUDIT_OPENAT2"),
	XLAT_PAIR(0x53a, "AUDIT_DM_CTRL"),
	XLAT_PAIR(0x53b, "AUDIT_DM_EVENT"),
	XLAT_PAIR(0x578, "AUDIT_AVC"),
	XLAT_PAIR(0x579, "AUDIT_SELINUX_ERR"),
	XLAT_PAIR(0x57a, "AUDIT_AVC_PATH"),
	XLAT_PAIR(0x57b, "AUDIT_MAC_POLICY_LOAD"),
	XLAT_PAIR(0x57c, "AUDIT_MAC_STATUS"),
	XLAT_PAIR(0x57d, "AUDIT_MAC_CONFIG_CHANGE"),
	XLAT_PAIR(0x57e, "AUDIT_MAC_UNLBL_ALLOW"),
	XLAT_PAIR(0x57f, "AUDIT_MAC_CIPSOV4_ADD"),
	XLAT_PAIR(0x580, "AUDIT_MAC_CIPSOV4_DEL"),
	XLAT_PAIR(0x581, "AUDIT_MAC_MAP_ADD"),
	XLAT_PAIR(0x582, "AUDIT_MAC_MAP_DEL"),
	XLAT_PAIR(0x583, "AUDIT_MAC_IPSEC_ADDSA"),
	XLAT_PAIR(0x584, "AUDIT_MAC_IPSEC_DELSA"),
	XLAT_PAIR(0x585, "AUDIT_MAC_IPSEC_ADDSPD"),
	XLAT_PAIR(0x586, "AUDIT_MAC_IPSEC_DELSPD"),
	XLAT_PAIR(0x587, "AUDIT_MAC_IPSEC_EVENT"),
	XLAT_PAIR(0x588, "AUDIT_MAC_UNLBL_STCADD"),
	XLAT_PAIR(0x589, "AUDIT_MAC_UNLBL_STCDEL"),
	XLAT_PAIR(0x58a, "AUDIT_MAC_CALIPSO_ADD"),
	XLAT_PAIR(0x58b, "AUDIT_MAC_CALIPSO_DEL"),
	XLAT_PAIR(0x6a4, "AUDIT_ANOM_PROMISCUOUS"),
	XLAT_PAIR(0x6a5, "AUDIT_ANOM_ABEND"),
	XLAT_PAIR(0x6a6, "AUDIT_ANOM_LINK"),
	XLAT_PAIR(0x6a7, "AUDIT_ANOM_CREAT"),
	XLAT_PAIR(0x707, "AUDIT_LAST_KERN_ANOM_MSG"),
	XLAT_PAIR(0x708, "AUDIT_INTEGRITY_DATA"),
	XLAT_PAIR(0x709, "AUDIT_INTEGRITY_METADATA"),
	XLAT_PAIR(0x70a, "AUDIT_INTEGRITY_STATUS"),
	XLAT_PAIR(0x70b, "AUDIT_INTEGRITY_HASH"),
	XLAT_PAIR(0x70c, "AUDIT_INTEGRITY_PCR"),
	XLAT_PAIR(0x70d, "AUDIT_INTEGRITY_RULE"),
	XLAT_PAIR(0x70e, "AUDIT_INTEGRITY_EVM_XATTR"),
	XLAT_PAIR(0x70f, "AUDIT_INTEGRITY_POLICY_RULE"),
	XLAT_PAIR(0x7d0, "AUDIT_KERNEL"),
	XLAT_PAIR(0x834, "AUDIT_FIRST_USER_MSG2"),
	XLAT_PAIR(0xbb7, "AUDIT_LAST_USER_MSG2"),
	XLAT_END
};

static const struct xlat nl_crypto_types[] = {
	XLAT_PAIR(0x10, "CRYPTO_MSG_NEWALG"),
	XLAT_PAIR(0x11, "CRYPTO_MSG_DELALG"),
	XLAT_PAIR(0x12, "CRYPTO_MSG_UPDATEALG"),
	XLAT_PAIR(0x13, "CRYPTO_MSG_GETALG"),
	XLAT_PAIR(0x14, "CRYPTO_MSG_DELRNG"),
	XLAT_END
};

static const struct xlat nl_selinux_types[] = {
	XLAT_PAIR(0x10, "SELNL_MSG_SETENFORCE"),
	XLAT_PAIR(0x11, "SELNL_MSG_POLICYLOAD"),
	XLAT_END
};

static const struct xlat nl_xfrm_types[] = {
	XLAT_PAIR(0x10, "XFRM_MSG_NEWSA"),
	XLAT_PAIR(0x11, "XFRM_MSG_DELSA"),
	XLAT_PAIR(0x12, "XFRM_MSG_GETSA"),
	XLAT_PAIR(0x13, "XFRM_MSG_NEWPOLICY"),
	XLAT_PAIR(0x14, "XFRM_MSG_DELPOLICY"),
	XLAT_PAIR(0x15, "XFRM_MSG_GETPOLICY"),
	XLAT_PAIR(0x16, "XFRM_MSG_ALLOCSPI"),
	XLAT_PAIR(0x17, "XFRM_MSG_ACQUIRE"),
	XLAT_PAIR(0x18, "XFRM_MSG_EXPIRE"),
	XLAT_PAIR(0x19, "XFRM_MSG_UPDPOLICY"),
	XLAT_PAIR(0x1a, "XFRM_MSG_UPDSA"),
	XLAT_PAIR(0x1b, "XFRM_MSG_POLEXPIRE"),
	XLAT_PAIR(0x1c, "XFRM_MSG_FLUSHSA"),
	XLAT_PAIR(0x1d, "XFRM_MSG_FLUSHPOLICY"),
	XLAT_PAIR(0x1e, "XFRM_MSG_NEWAE"),
	XLAT_PAIR(0x1f, "XFRM_MSG_GETAE"),
	XLAT_PAIR(0x20, "XFRM_MSG_REPORT"),
	XLAT_PAIR(0x21, "XFRM_MSG_MIGRATE"),
	XLAT_PAIR(0x22, "XFRM_MSG_NEWSADINFO"),
	XLAT_PAIR(0x23, "XFRM_MSG_GETSADINFO"),
	XLAT_PAIR(0x24, "XFRM_MSG_NEWSPDINFO"),
	XLAT_PAIR(0x25, "XFRM_MSG_GETSPDINFO"),
	XLAT_PAIR(0x26, "XFRM_MSG_MAPPING"),
	XLAT_PAIR(0x27, "XFRM_MSG_SETDEFAULT"),
	XLAT_PAIR(0x28, "XFRM_MSG_GETDEFAULT"),
	XLAT_END
};

static const struct xlat nl_netfilter_msg_types[] = {
	XLAT_PAIR(0x10, "NFNL_MSG_BATCH_BEGIN"),
	XLAT_PAIR(0x11, "NFNL_MSG_BATCH_END"),
	XLAT_END
};

static const struct xlat nl_netfilter_subsys_ids[] = {
	XLAT_PAIR(0, "NFNL_SUBSYS_NONE"),
	XLAT_PAIR(0x1, "NFNL_SUBSYS_CTNETLINK"),
	XLAT_PAIR(0x2, "NFNL_SUBSYS_CTNETLINK_EXP"),
	XLAT_PAIR(0x3, "NFNL_SUBSYS_QUEUE"),
	XLAT_PAIR(0x4, "NFNL_SUBSYS_ULOG"),
	XLAT_PAIR(0x5, "NFNL_SUBSYS_OSF"),
	XLAT_PAIR(0x6, "NFNL_SUBSYS_IPSET"),
	XLAT_PAIR(0x7, "NFNL_SUBSYS_ACCT"),
	XLAT_PAIR(0x8, "NFNL_SUBSYS_CTNETLINK_TIMEOUT"),
	XLAT_PAIR(0x9, "NFNL_SUBSYS_CTHELPER"),
	XLAT_PAIR(0xa, "NFNL_SUBSYS_NFTABLES"),
	XLAT_PAIR(0xb, "NFNL_SUBSYS_NFT_COMPAT"),
	XLAT_PAIR(0xc, "NFNL_SUBSYS_HOOK"),
	XLAT_END
};


static const struct xlat nf_ctnetlink_msg_types[] = {
	XLAT_PAIR(0, "IPCTNL_MSG_CT_NEW"),
	XLAT_PAIR(0x1, "IPCTNL_MSG_CT_GET"),
	XLAT_PAIR(0x2, "IPCTNL_MSG_CT_DELETE"),
	XLAT_PAIR(0x3, "IPCTNL_MSG_CT_GET_CTRZERO"),
	XLAT_PAIR(0x4, "IPCTNL_MSG_CT_GET_STATS_CPU"),
	XLAT_PAIR(0x5, "IPCTNL_MSG_CT_GET_STATS"),
	XLAT_PAIR(0x6, "IPCTNL_MSG_CT_GET_DYING"),
	XLAT_PAIR(0x7, "IPCTNL_MSG_CT_GET_UNCONFIRMED"),
	XLAT_END
};

static const struct xlat nf_ctnetlink_exp_msg_types[] = {
	XLAT_PAIR(0, "IPCTNL_MSG_EXP_NEW"),
	XLAT_PAIR(0x1, "IPCTNL_MSG_EXP_GET"),
	XLAT_PAIR(0x2, "IPCTNL_MSG_EXP_DELETE"),
	XLAT_PAIR(0x3, "IPCTNL_MSG_EXP_GET_STATS_CPU"),
	XLAT_END
};

static const struct xlat nf_queue_msg_types[] = {
	XLAT_PAIR(0, "NFQNL_MSG_PACKET"),
	XLAT_PAIR(0x1, "NFQNL_MSG_VERDICT"),
	XLAT_PAIR(0x2, "NFQNL_MSG_CONFIG"),
	XLAT_PAIR(0x3, "NFQNL_MSG_VERDICT_BATCH"),
	XLAT_END
};

static const struct xlat nf_ulog_msg_types[] = {
	XLAT_PAIR(0, "NFULNL_MSG_PACKET"),
	XLAT_PAIR(0x1, "NFULNL_MSG_CONFIG"),
	XLAT_END
};

static const struct xlat nf_osf_msg_types[] = {
	XLAT_PAIR(0, "OSF_MSG_ADD"),
	XLAT_PAIR(0x1, "OSF_MSG_REMOVE"),
	XLAT_END
};

static const struct xlat nf_ipset_msg_types[] = {
	XLAT_PAIR(0, "IPSET_CMD_NONE"),
	XLAT_PAIR(0x1, "IPSET_CMD_PROTOCOL"),
	XLAT_PAIR(0x2, "IPSET_CMD_CREATE"),
	XLAT_PAIR(0x3, "IPSET_CMD_DESTROY"),
	XLAT_PAIR(0x4, "IPSET_CMD_FLUSH"),
	XLAT_PAIR(0x5, "IPSET_CMD_RENAME"),
	XLAT_PAIR(0x6, "IPSET_CMD_SWAP"),
	XLAT_PAIR(0x7, "IPSET_CMD_LIST"),
	XLAT_PAIR(0x8, "IPSET_CMD_SAVE"),
	XLAT_PAIR(0x9, "IPSET_CMD_ADD"),
	XLAT_PAIR(0xa, "IPSET_CMD_DEL"),
	XLAT_PAIR(0xb, "IPSET_CMD_TEST"),
	XLAT_PAIR(0xc, "IPSET_CMD_HEADER"),
	XLAT_PAIR(0xd, "IPSET_CMD_TYPE"),
	XLAT_PAIR(0x10, "IPSET_CMD_RESTORE"),
	XLAT_PAIR(0x11, "IPSET_CMD_HELP"),
	XLAT_PAIR(0x12, "IPSET_CMD_VERSION"),
	XLAT_PAIR(0x13, "IPSET_CMD_QUIT"),
	XLAT_PAIR(0x14, "IPSET_CMD_COMMIT"),
	XLAT_END
};

static const struct xlat nf_acct_msg_types[] = {
	XLAT_PAIR(0, "NFNL_MSG_ACCT_NEW"),
	XLAT_PAIR(0x1, "NFNL_MSG_ACCT_GET"),
	XLAT_PAIR(0x2, "NFNL_MSG_ACCT_GET_CTRZERO"),
	XLAT_PAIR(0x3, "NFNL_MSG_ACCT_DEL"),
	XLAT_PAIR(0x4, "NFNL_MSG_ACCT_OVERQUOTA"),
	XLAT_END
};

static const struct xlat nf_cttimeout_msg_types[] = {
	XLAT_PAIR(0, "IPCTNL_MSG_TIMEOUT_NEW"),
	XLAT_PAIR(0x1, "IPCTNL_MSG_TIMEOUT_GET"),
	XLAT_PAIR(0x2, "IPCTNL_MSG_TIMEOUT_DELETE"),
	XLAT_PAIR(0x3, "IPCTNL_MSG_TIMEOUT_DEFAULT_SET"),
	XLAT_PAIR(0x4, "IPCTNL_MSG_TIMEOUT_DEFAULT_GET"),
	XLAT_END
};

static const struct xlat nf_cthelper_msg_types[] = {
	XLAT_PAIR(0, "NFNL_MSG_CTHELPER_NEW"),
	XLAT_PAIR(0x1, "NFNL_MSG_CTHELPER_GET"),
	XLAT_PAIR(0x2, "NFNL_MSG_CTHELPER_DEL"),
	XLAT_END
};

static const struct xlat nf_nftables_msg_types[] = {
	XLAT_PAIR(0, "NFT_MSG_NEWTABLE"),
	XLAT_PAIR(0x1, "NFT_MSG_GETTABLE"),
	XLAT_PAIR(0x2, "NFT_MSG_DELTABLE"),
	XLAT_PAIR(0x3, "NFT_MSG_NEWCHAIN"),
	XLAT_PAIR(0x4, "NFT_MSG_GETCHAIN"),
	XLAT_PAIR(0x5, "NFT_MSG_DELCHAIN"),
	XLAT_PAIR(0x6, "NFT_MSG_NEWRULE"),
	XLAT_PAIR(0x7, "NFT_MSG_GETRULE"),
	XLAT_PAIR(0x8, "NFT_MSG_DELRULE"),
	XLAT_PAIR(0x9, "NFT_MSG_NEWSET"),
	XLAT_PAIR(0xa, "NFT_MSG_GETSET"),
	XLAT_PAIR(0xb, "NFT_MSG_DELSET"),
	XLAT_PAIR(0xc, "NFT_MSG_NEWSETELEM"),
	XLAT_PAIR(0xd, "NFT_MSG_GETSETELEM"),
	XLAT_PAIR(0xe, "NFT_MSG_DELSETELEM"),
	XLAT_PAIR(0xf, "NFT_MSG_NEWGEN"),
	XLAT_PAIR(0x10, "NFT_MSG_GETGEN"),
	XLAT_PAIR(0x11, "NFT_MSG_TRACE"),
	XLAT_PAIR(0x12, "NFT_MSG_NEWOBJ"),
	XLAT_PAIR(0x13, "NFT_MSG_GETOBJ"),
	XLAT_PAIR(0x14, "NFT_MSG_DELOBJ"),
	XLAT_PAIR(0x15, "NFT_MSG_GETOBJ_RESET"),
	XLAT_PAIR(0x16, "NFT_MSG_NEWFLOWTABLE"),
	XLAT_PAIR(0x17, "NFT_MSG_GETFLOWTABLE"),
	XLAT_PAIR(0x18, "NFT_MSG_DELFLOWTABLE"),
	XLAT_END
};

static const struct xlat nf_nft_compat_msg_types[] = {
	XLAT_PAIR(0, "NFNL_MSG_COMPAT_GET"),
	XLAT_END
};

static const struct xlat nf_hook_msg_types[] = {
	XLAT_PAIR(0, "NFNL_MSG_HOOK_GET"),
	XLAT_END
};


/* nfnetlink: a type is a subsystem (high byte) and its message (low byte) */
static const struct {
	const struct xlat *types;
	const char *dflt;
} nf_subsys_types[] = {
	[NFNL_SUBSYS_CTNETLINK] = { nf_ctnetlink_msg_types, "IPCTNL_MSG_CT_???" },
	[NFNL_SUBSYS_CTNETLINK_EXP] = { nf_ctnetlink_exp_msg_types, "IPCTNL_MSG_EXP_???" },
	[NFNL_SUBSYS_QUEUE] = { nf_queue_msg_types, "NFQNL_MSG_???" },
	[NFNL_SUBSYS_ULOG] = { nf_ulog_msg_types, "NFULNL_MSG_???" },
	[NFNL_SUBSYS_OSF] = { nf_osf_msg_types, "OSF_MSG_???" },
	[NFNL_SUBSYS_IPSET] = { nf_ipset_msg_types, "IPSET_CMD_???" },
	[NFNL_SUBSYS_ACCT] = { nf_acct_msg_types, "NFNL_MSG_ACCT_???" },
	[NFNL_SUBSYS_CTNETLINK_TIMEOUT] = { nf_cttimeout_msg_types, "IPCTNL_MSG_TIMEOUT_???" },
	[NFNL_SUBSYS_CTHELPER] = { nf_cthelper_msg_types, "NFNL_MSG_CTHELPER_???" },
	[NFNL_SUBSYS_NFTABLES] = { nf_nftables_msg_types, "NFT_MSG_???" },
	[NFNL_SUBSYS_NFT_COMPAT] = { nf_nft_compat_msg_types, "NFNL_MSG_COMPAT_???" },
	[NFNL_SUBSYS_HOOK] = { nf_hook_msg_types, "NFT_MSG_HOOK_???" },
};

static void print_nf_type(uint16_t type)
{
	unsigned subsys = type >> 8, msg = type & 0xff;

	if (xlat_lookup(nl_netfilter_msg_types, type)) {
		print_xlat(nl_netfilter_msg_types, type, NULL);
		return;
	}
	print_xlat(nl_netfilter_subsys_ids, subsys, "NFNL_SUBSYS_???");
	tputs("<<8|");
	if (subsys < sizeof(nf_subsys_types) / sizeof(nf_subsys_types[0]) && nf_subsys_types[subsys].types)
		print_xlat(nf_subsys_types[subsys].types, msg, nf_subsys_types[subsys].dflt);
	else
		tprintf("%#x", msg);
}

/* ---- generic netlink: the kernel's families, asked once ----------------------- */

#define GENL_MAX_FAMILIES 256

static struct xlat genl_families[GENL_MAX_FAMILIES + 1];

/* The attributes of one CTRL_CMD_NEWFAMILY answer: its id and name. */
static void genl_add_family(const unsigned char *p, size_t len, size_t *n)
{
	uint16_t id = 0;
	const char *name = NULL;

	while (len >= NLA_HDRLEN && *n < GENL_MAX_FAMILIES) {
		const struct nlattr *a = (const void *)p;
		size_t alen = a->nla_len;

		if (alen < NLA_HDRLEN || alen > len)
			break;
		if (a->nla_type == CTRL_ATTR_FAMILY_ID && alen >= NLA_HDRLEN + 2)
			memcpy(&id, p + NLA_HDRLEN, 2);
		else if (a->nla_type == CTRL_ATTR_FAMILY_NAME && alen > NLA_HDRLEN &&
			 memchr(p + NLA_HDRLEN, 0, alen - NLA_HDRLEN))
			name = (const char *)p + NLA_HDRLEN;
		if (NLA_ALIGN(alen) >= len)
			break;
		p += NLA_ALIGN(alen);
		len -= NLA_ALIGN(alen);
	}
	if (name && id)
		genl_families[(*n)++] = (struct xlat)XLAT_PAIR(id, strdup(name));
}

static const struct xlat *genl_family_names(void)
{
	static bool asked;
	struct {
		struct nlmsghdr h;
		struct genlmsghdr g;
	} req = {
		.h = { sizeof(req), GENL_ID_CTRL, NLM_F_REQUEST | NLM_F_DUMP, 1, 0 },
		.g = { CTRL_CMD_GETFAMILY, 1, 0 },
	};
	static unsigned char buf[32768];
	size_t n = 0;
	int fd;

	if (asked)
		return genl_families;
	asked = true;
	fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);
	if (fd < 0)
		return genl_families;
	if (send(fd, &req, sizeof(req), 0) == sizeof(req)) {
		for (bool done = false; !done;) {
			ssize_t got = recv(fd, buf, sizeof(buf), 0);
			size_t left = got > 0 ? (size_t)got : 0;

			if (!left)
				break;
			for (struct nlmsghdr *h = (void *)buf; NLMSG_OK(h, left); h = NLMSG_NEXT(h, left)) {
				size_t hdr = NLMSG_HDRLEN + GENL_HDRLEN;

				if (h->nlmsg_type == NLMSG_DONE || h->nlmsg_type == NLMSG_ERROR) {
					done = true;
					break;
				}
				if (h->nlmsg_len > hdr)
					genl_add_family((unsigned char *)h + hdr, h->nlmsg_len - hdr, &n);
			}
		}
	}
	close(fd);
	return genl_families;
}

/* ---- which protocol has which names ------------------------------------------- */

static const struct nl_proto_types {
	const struct xlat *types;
	const char *dflt;
} proto_types[] = {
	[NETLINK_AUDIT] = { nl_audit_types, "AUDIT_???" },
	[NETLINK_CRYPTO] = { nl_crypto_types, "CRYPTO_MSG_???" },
	[NETLINK_GENERIC] = { NULL, "GENERIC_FAMILY_???" },
	[NETLINK_NETFILTER] = { NULL, NULL },
	[NETLINK_ROUTE] = { nl_route_types, "RTM_???" },
	[NETLINK_SELINUX] = { nl_selinux_types, "SELNL_MSG_???" },
	[NETLINK_SOCK_DIAG] = { nl_sock_diag_types, "SOCK_DIAG_???" },
	[NETLINK_XFRM] = { nl_xfrm_types, "XFRM_MSG_???" },
};

bool nl_print_proto_type(uint16_t type, int proto)
{
	const struct nl_proto_types *t;

	if (proto < 0 || (size_t)proto >= sizeof(proto_types) / sizeof(proto_types[0]))
		return false;
	t = &proto_types[proto];
	if (proto == NETLINK_NETFILTER)
		print_nf_type(type);
	else if (proto == NETLINK_GENERIC)
		print_xlat(genl_family_names(), type, t->dflt);
	else if (t->types)
		print_xlat(t->types, type, t->dflt);
	else
		return false;
	return true;
}

/* ---- what a request of each type is ------------------------------------------- */

#define NF(subsys, msg) ((NFNL_SUBSYS_##subsys) << 8 | (msg))

static const struct nl_req_kind {
	uint16_t type;
	uint8_t kind;
} crypto_kinds[] = {
	{ CRYPTO_MSG_NEWALG, NL_REQ_NEW }, { CRYPTO_MSG_DELALG, NL_REQ_DEL },
	{ CRYPTO_MSG_DELRNG, NL_REQ_DEL }, { CRYPTO_MSG_GETALG, NL_REQ_GET },
	{ 0, 0 }
}, xfrm_kinds[] = {
	{ XFRM_MSG_NEWSA, NL_REQ_NEW }, { XFRM_MSG_NEWPOLICY, NL_REQ_NEW },
	{ XFRM_MSG_NEWAE, NL_REQ_NEW }, { XFRM_MSG_NEWSADINFO, NL_REQ_NEW },
	{ XFRM_MSG_NEWSPDINFO, NL_REQ_NEW },
	{ XFRM_MSG_DELSA, NL_REQ_DEL }, { XFRM_MSG_DELPOLICY, NL_REQ_DEL },
	{ XFRM_MSG_GETSA, NL_REQ_GET }, { XFRM_MSG_GETPOLICY, NL_REQ_GET },
	{ XFRM_MSG_GETAE, NL_REQ_GET }, { XFRM_MSG_GETSADINFO, NL_REQ_GET },
	{ XFRM_MSG_GETSPDINFO, NL_REQ_GET },
	{ 0, 0 }
}, netfilter_kinds[] = {
	{ NF(CTNETLINK, IPCTNL_MSG_CT_NEW), NL_REQ_NEW },
	{ NF(CTNETLINK, IPCTNL_MSG_CT_GET), NL_REQ_GET },
	{ NF(CTNETLINK, IPCTNL_MSG_CT_GET_CTRZERO), NL_REQ_GET },
	{ NF(CTNETLINK, IPCTNL_MSG_CT_GET_STATS_CPU), NL_REQ_GET },
	{ NF(CTNETLINK, IPCTNL_MSG_CT_GET_STATS), NL_REQ_GET },
	{ NF(CTNETLINK, IPCTNL_MSG_CT_GET_DYING), NL_REQ_GET },
	{ NF(CTNETLINK, IPCTNL_MSG_CT_GET_UNCONFIRMED), NL_REQ_GET },
	{ NF(CTNETLINK, IPCTNL_MSG_CT_DELETE), NL_REQ_DEL },
	{ NF(CTNETLINK_EXP, IPCTNL_MSG_EXP_NEW), NL_REQ_NEW },
	{ NF(CTNETLINK_EXP, IPCTNL_MSG_EXP_GET), NL_REQ_GET },
	{ NF(CTNETLINK_EXP, IPCTNL_MSG_EXP_GET_STATS_CPU), NL_REQ_GET },
	{ NF(CTNETLINK_EXP, IPCTNL_MSG_EXP_DELETE), NL_REQ_DEL },
	{ NF(ACCT, NFNL_MSG_ACCT_NEW), NL_REQ_NEW },
	{ NF(ACCT, NFNL_MSG_ACCT_GET), NL_REQ_GET },
	{ NF(ACCT, NFNL_MSG_ACCT_GET_CTRZERO), NL_REQ_GET },
	{ NF(ACCT, NFNL_MSG_ACCT_DEL), NL_REQ_DEL },
	{ NF(CTNETLINK_TIMEOUT, IPCTNL_MSG_TIMEOUT_NEW), NL_REQ_NEW },
	{ NF(CTNETLINK_TIMEOUT, IPCTNL_MSG_TIMEOUT_GET), NL_REQ_GET },
	{ NF(CTNETLINK_TIMEOUT, IPCTNL_MSG_TIMEOUT_DELETE), NL_REQ_DEL },
	{ NF(CTHELPER, NFNL_MSG_CTHELPER_NEW), NL_REQ_NEW },
	{ NF(CTHELPER, NFNL_MSG_CTHELPER_GET), NL_REQ_GET },
	{ NF(CTHELPER, NFNL_MSG_CTHELPER_DEL), NL_REQ_DEL },
	{ NF(NFTABLES, NFT_MSG_NEWTABLE), NL_REQ_NEW }, { NF(NFTABLES, NFT_MSG_NEWCHAIN), NL_REQ_NEW },
	{ NF(NFTABLES, NFT_MSG_NEWRULE), NL_REQ_NEW }, { NF(NFTABLES, NFT_MSG_NEWSET), NL_REQ_NEW },
	{ NF(NFTABLES, NFT_MSG_NEWSETELEM), NL_REQ_NEW }, { NF(NFTABLES, NFT_MSG_NEWGEN), NL_REQ_NEW },
	{ NF(NFTABLES, NFT_MSG_NEWOBJ), NL_REQ_NEW }, { NF(NFTABLES, NFT_MSG_NEWFLOWTABLE), NL_REQ_NEW },
	{ NF(NFTABLES, NFT_MSG_GETTABLE), NL_REQ_GET }, { NF(NFTABLES, NFT_MSG_GETCHAIN), NL_REQ_GET },
	{ NF(NFTABLES, NFT_MSG_GETRULE), NL_REQ_GET }, { NF(NFTABLES, NFT_MSG_GETSET), NL_REQ_GET },
	{ NF(NFTABLES, NFT_MSG_GETSETELEM), NL_REQ_GET }, { NF(NFTABLES, NFT_MSG_GETGEN), NL_REQ_GET },
	{ NF(NFTABLES, NFT_MSG_GETOBJ), NL_REQ_GET }, { NF(NFTABLES, NFT_MSG_GETOBJ_RESET), NL_REQ_GET },
	{ NF(NFTABLES, NFT_MSG_GETFLOWTABLE), NL_REQ_GET },
	{ NF(NFTABLES, NFT_MSG_DELTABLE), NL_REQ_DEL }, { NF(NFTABLES, NFT_MSG_DELCHAIN), NL_REQ_DEL },
	{ NF(NFTABLES, NFT_MSG_DELRULE), NL_REQ_DEL }, { NF(NFTABLES, NFT_MSG_DELSET), NL_REQ_DEL },
	{ NF(NFTABLES, NFT_MSG_DELSETELEM), NL_REQ_DEL }, { NF(NFTABLES, NFT_MSG_DELOBJ), NL_REQ_DEL },
	{ NF(NFTABLES, NFT_MSG_DELFLOWTABLE), NL_REQ_DEL },
	{ NF(NFT_COMPAT, NFNL_MSG_COMPAT_GET), NL_REQ_GET },
	{ NF(HOOK, NFNL_MSG_HOOK_GET), NL_REQ_GET },
	{ 0, 0 }
};

static int kind_of(const struct nl_req_kind *k, uint16_t type)
{
	for (; k->kind; k++)
		if (k->type == type)
			return k->kind;
	return NL_REQ_NONE;
}

int nl_request_kind(uint16_t type, int proto)
{
	static const uint8_t route_by_low_bits[4] = { NL_REQ_NEW, NL_REQ_DEL, NL_REQ_GET, NL_REQ_NONE };

	switch (proto) {
	case NETLINK_ROUTE:
		/* RTM_DELACTION's flags are those of a get */
		return type == RTM_DELACTION ? NL_REQ_GET : route_by_low_bits[type & 3];
	case NETLINK_SOCK_DIAG:
		return NL_REQ_GET;
	case NETLINK_CRYPTO:
		return kind_of(crypto_kinds, type);
	case NETLINK_XFRM:
		return kind_of(xfrm_kinds, type);
	case NETLINK_NETFILTER:
		return kind_of(netfilter_kinds, type);
	}
	return NL_REQ_NONE;
}

/* ---- payloads ----------------------------------------------------------------- */

static const struct xlat netfilter_versions[] = {
	XLAT_PAIR(NFNETLINK_V0, "NFNETLINK_V0"),
	XLAT_END
};

static const struct nla_set nf_attr_set = { NULL, NULL, NULL, 0, false };

/* struct nfgenmsg, then attributes (batch messages: bytes) */
static bool nf_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len)
{
	struct nfgenmsg m;
	unsigned subsys = h->nlmsg_type >> 8, res = 0, at = NLMSG_ALIGN(sizeof(m));

	if (h->nlmsg_type == NLMSG_DONE)
		return false;
	if (len < sizeof(m)) {
		nl_print_hex(b, off, len);
		return true;
	}
	if (!nl_fetch(b, off, &m, sizeof(m)))
		return true;
	res = ntohs(m.res_id);
	tputs("{nfgen_family=");
	nl_print_family(m.nfgen_family);
	tputs(", version=");
	print_xlat(netfilter_versions, m.version, "NFNETLINK_???");
	/* nftables once sent res_id in host order: both are named */
	tputs(", res_id=");
	if (subsys == NFNL_SUBSYS_NFTABLES && res == NFNL_SUBSYS_NFTABLES)
		print_hex_named(m.res_id, "htons(NFNL_SUBSYS_NFTABLES)", NULL);
	else if (subsys == NFNL_SUBSYS_NFTABLES && m.res_id == NFNL_SUBSYS_NFTABLES)
		print_hex_named(m.res_id, "NFNL_SUBSYS_NFTABLES", NULL);
	else
		tprintf("htons(%u)", res);
	tputc('}');
	if (len > at) {
		tputs(", ");
		if (h->nlmsg_type < NLMSG_MIN_TYPE ||
		    (h->nlmsg_type >= NFNL_MSG_BATCH_BEGIN && h->nlmsg_type <= NFNL_MSG_BATCH_END))
			nl_print_hex(b, off + at, len - at);
		else
			nl_print_attrs(b, off + at, len - at, &nf_attr_set, NULL);
	}
	return true;
}

/* SELinux notifications: one integer each */
static bool selinux_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len)
{
	static const struct nl_field setenforce[] = { NLF(struct selnl_msg_setenforce, val, NLF_D) };
	static const struct nl_field policyload[] = { NLF(struct selnl_msg_policyload, seqno, NLF_U) };

	switch (h->nlmsg_type) {
	case SELNL_MSG_SETENFORCE:
		if (!NL_STRUCT_ATTR(b, off, len, struct selnl_msg_setenforce, setenforce))
			nl_print_hex(b, off, len);
		return true;
	case SELNL_MSG_POLICYLOAD:
		if (!NL_STRUCT_ATTR(b, off, len, struct selnl_msg_policyload, policyload))
			nl_print_hex(b, off, len);
		return true;
	}
	return false;
}

bool nl_family_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len, int proto)
{
	switch (proto) {
	case NETLINK_NETFILTER:
		return nf_payload(b, h, off, len);
	case NETLINK_SELINUX:
		return selinux_payload(b, h, off, len);
	}
	return false;
}
