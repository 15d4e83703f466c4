/* KVM requests: a virtual machine with one vcpu made, its registers read
 * and set, and requests with their structs on a bad descriptor; then the
 * vcpu runs a few real mode instructions, which stop it twice (an I/O
 * port write, a halt).  Exits 77 without /dev/kvm. */
#include <fcntl.h>
#include <linux/kvm.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	int kvm = open("/dev/kvm", O_RDWR | O_CLOEXEC), vm, vcpu;
	struct kvm_cpuid2 *cpuid = calloc(1, sizeof(*cpuid) + 2 * sizeof(struct kvm_cpuid_entry2));
	void *mem = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct kvm_userspace_memory_region region = { 0, KVM_MEM_READONLY, 0x1000, 4096,
						       (unsigned long)mem };
	struct kvm_regs regs;
	struct kvm_sregs sregs;
	/* mov $'a', %al; out %al, $0x10; hlt */
	static const unsigned char code[] = { 0xb0, 0x61, 0xe6, 0x10, 0xf4 };
	long run_size;

	if (kvm < 0)
		return 77;
	ioctl(kvm, KVM_GET_API_VERSION, 0);
	ioctl(kvm, KVM_CHECK_EXTENSION, KVM_CAP_USER_MEMORY);
	ioctl(kvm, KVM_CHECK_EXTENSION, 0xbadcafe);
	vm = ioctl(kvm, KVM_CREATE_VM, 0);
	if (vm < 0)
		return 77;
	memcpy(mem, code, sizeof(code));
	ioctl(vm, KVM_SET_USER_MEMORY_REGION, &region);
	vcpu = ioctl(vm, KVM_CREATE_VCPU, 0);
	ioctl(vcpu, KVM_GET_SREGS, &sregs);
	ioctl(vcpu, KVM_GET_REGS, &regs);
	memset(&regs, 0, sizeof(regs));
	regs.rip = 0x1000;
	regs.rflags = 2;
	ioctl(-1, KVM_SET_REGS, &regs);
	cpuid->nent = 2;
	cpuid->entries[0].function = 1;
	cpuid->entries[0].eax = 0x806e9;
	cpuid->entries[1].function = 7;
	cpuid->entries[1].flags = KVM_CPUID_FLAG_SIGNIFCANT_INDEX;
	ioctl(-1, KVM_SET_CPUID2, cpuid);
	ioctl(-1, KVM_RUN, 0);
	/* the vcpu's struct kvm_run, where strace reads why it stopped */
	run_size = ioctl(kvm, KVM_GET_VCPU_MMAP_SIZE, 0);
	if (run_size > 0 &&
	    mmap(NULL, run_size, PROT_READ | PROT_WRITE, MAP_SHARED, vcpu, 0) != MAP_FAILED) {
		sregs.cs.base = 0;
		sregs.cs.selector = 0;
		ioctl(vcpu, KVM_SET_SREGS, &sregs);
		ioctl(vcpu, KVM_SET_REGS, &regs);
		ioctl(vcpu, KVM_RUN, 0);
		ioctl(vcpu, KVM_RUN, 0);
	}
	close(vcpu);
	close(vm);
	close(kvm);
	return 0;
}
