/* Virtual console and keyboard requests on a bad descriptor: values,
 * key tables, maps inline, and the structs that point to a font or a
 * unicode map; made to succeed (-e inject=ioctl:retval=), what the
 * getters wrote. */
#include <linux/kd.h>
#include <linux/keyboard.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

int main(void)
{
	struct kbentry ent = { K_SHIFTTAB, 30, K(KT_LATIN, 'a') };
	struct kbsentry sent = { .kb_func = KVAL(K_F5) };
	struct kbdiacrs *dia = calloc(1, sizeof(*dia));
	struct kbkeycode kc = { 0x1e, 30 };
	struct kbd_repeat rep = { 250, 33 };
	struct unipair pairs[3] = { { 0x41, 65 }, { 0xe9, 130 }, { 0x2500, 196 } };
	struct unimapdesc umap = { 3, pairs };
	unsigned char *font = calloc(1, 8192), map[E_TABSZ];
	unsigned short unimap[E_TABSZ];
	struct consolefontdesc fx = { 2, 16, (char *)font };
	struct console_font_op fop = { KD_FONT_OP_SET, 0, 8, 16, 2, font };
	char name[] = "default8x16";
	unsigned char leds = LED_NUM | LED_CAP;

	for (int i = 0; i < E_TABSZ; i++) {
		map[i] = i;
		unimap[i] = i < 8 ? UNI_DIRECT_BASE + i : i;
	}
	for (int i = 0; i < 64; i++)
		font[i] = i * 3;
	strcpy((char *)sent.kb_string, "\033[15~");
	dia->kb_cnt = 2;
	dia->kbdiacr[0] = (struct kbdiacr){ '`', 'a', 0xe0 };
	dia->kbdiacr[1] = (struct kbdiacr){ '\'', '\n', 'x' };

	ioctl(-1, KIOCSOUND, 1193UL);
	ioctl(-1, KDMKTONE, (100UL << 16) | 1193);
	ioctl(-1, KDGETLED, &leds);
	ioctl(-1, KDSKBLED, (unsigned long)(LED_SCR | LED_CAP << 4));
	ioctl(-1, KDSETMODE, (unsigned long)KD_GRAPHICS);
	ioctl(-1, KDSKBMODE, (unsigned long)K_UNICODE);
	ioctl(-1, KDSIGACCEPT, (unsigned long)SIGUSR1);
	ioctl(-1, KDADDIO, 0x3b5UL);
	ioctl(-1, PIO_SCRNMAP, map);
	ioctl(-1, GIO_UNISCRNMAP, unimap);
	ioctl(-1, PIO_UNISCRNMAP, unimap);
	ioctl(-1, KDSKBENT, &ent);
	ioctl(-1, KDGKBENT, &ent);
	ioctl(-1, KDSKBSENT, &sent);
	ioctl(-1, KDGKBSENT, &sent);
	ioctl(-1, KDSKBDIACR, dia);
	ioctl(-1, KDGETKEYCODE, &kc);
	ioctl(-1, KDKBDREP, &rep);
	ioctl(-1, PIO_FONT, font);
	ioctl(-1, PIO_UNIMAP, &umap);
	ioctl(-1, GIO_UNIMAP, &umap);
	ioctl(-1, PIO_FONTX, &fx);
	ioctl(-1, GIO_FONTX, &fx);
	ioctl(-1, KDFONTOP, &fop);
	fop.op = KD_FONT_OP_GET;
	ioctl(-1, KDFONTOP, &fop);
	fop.op = KD_FONT_OP_SET_DEFAULT;
	fop.data = (unsigned char *)name;
	ioctl(-1, KDFONTOP, &fop);
	ioctl(-1, KDENABIO);
	return 0;
}
