#!/bin/sh
# desc:   perl (fixed hash seed: its heap use follows it): sysopen/sysread, flock, stat, links, pipe + fork, exec, backticks, setsid, select timeout, readdir (-v)
# opts:   -s 64 -v -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    env PERL_HASH_SEED=0 PERL_PERTURB_KEYS=0 perl s.pl
echo hi > a; touch -d @1000000000 a
cat > s.pl <<'P'
use Fcntl qw(:flock :mode SEEK_SET O_RDWR O_CREAT);
use POSIX ();
sysopen(my $f, "b", O_RDWR|O_CREAT, 0640) or die; syswrite($f, "abc"); sysseek($f, 0, SEEK_SET); sysread($f, my $buf, 10);
flock($f, LOCK_EX); flock($f, LOCK_UN); truncate($f, 1); close $f;
chmod 0600, "b"; utime 1000000000, 1000000000, "b"; symlink "b", "l"; my $r = readlink "l"; link "b", "h";
my @st = lstat "l"; my @st2 = stat "a"; -e "nope"; -d ".";
pipe(my $rd, my $wr); my $p = fork(); if (!$p) { close $rd; print $wr "x"; exit 0 } close $wr; my $x = <$rd>; waitpid($p, 0);
$p = fork(); if (!$p) { exec "true" } waitpid($p, 0);
my $v = `echo hi`;
rename "h", "h2"; unlink "h2", "l"; mkdir "d", 0700; chdir "d"; chdir ".."; rmdir "d";
POSIX::dup2(1, 5); POSIX::close(5); POSIX::setsid(); select(undef, undef, undef, 0.01);
opendir(my $d, "."); my @e = sort readdir($d); closedir $d;
P
