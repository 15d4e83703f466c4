#!/bin/sh
# desc:   cc -E, gcc -S, gcc -c of assembly, as and ld by hand, the linked program runs (gcc's temp files and collect2's have random names: none are made)
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    sh -c 'cc -E a.c -o a.i && gcc -S a.c && gcc -c a.s && as -o s.o s.s && ld -o s s.o && ./s'
printf '#include <stdio.h>\n#define N 3\nint main(void){ printf("%%d\\n", N); return 0; }\n' > a.c
printf '.globl _start\n_start:\n\tmov $60, %%eax\n\tmov $3, %%edi\n\tsyscall\n' > s.s
