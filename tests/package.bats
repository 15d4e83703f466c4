#!/usr/bin/env bats
# The Debian package: built from the sources with dpkg-buildpackage,
# clean for lintian, and what it installs traces like the tracer built here.

load test_helper

setup_file() {
	export SRC="$BATS_TEST_DIRNAME/.."
	command -v dpkg-buildpackage > /dev/null || skip "dpkg-buildpackage is not installed"
	command -v lintian > /dev/null || skip "lintian is not installed"
	git -C "$SRC" rev-parse --git-dir > /dev/null 2>&1 || skip "not a git checkout"
	export PKG="$BATS_FILE_TMPDIR/pkg"
	mkdir -p "$PKG/ebtrace"
	# the sources as they are now, committed or not
	git -C "$SRC" ls-files -z --cached --others --exclude-standard |
		(cd "$SRC" && xargs -0 cp --parents -t "$PKG/ebtrace")
	(cd "$PKG/ebtrace" && dpkg-buildpackage -b -us -uc > "$PKG/build.log" 2>&1)
}

@test "package: dpkg-buildpackage makes ebtrace_VERSION_amd64.deb, and lintian finds nothing" {
	run cat "$PKG/build.log"
	deb=$(ls "$PKG"/ebtrace_*_amd64.deb)
	[ -f "$deb" ]
	lintian --fail-on error,warning "$deb"
}

@test "package: its files, and its ebtrace traces as the one built here does" {
	deb=$(ls "$PKG"/ebtrace_*_amd64.deb)
	dpkg-deb -x "$deb" "$PKG/root"
	for f in usr/bin/ebtrace usr/bin/ebtrace-log-merge usr/share/man/man1/ebtrace.1.gz \
		 usr/share/man/man1/ebtrace-log-merge.1.gz usr/share/bash-completion/completions/ebtrace; do
		[ -e "$PKG/root/$f" ]
	done
	"$PKG/root/usr/bin/ebtrace" -o "$WORK/pkg.trace" /bin/echo hi > /dev/null
	"$EBTRACE" -o "$WORK/here.trace" /bin/echo hi > /dev/null
	# the same calls, in the same order (their values differ from run to run)
	diff <(sed -E 's/\(.*//' "$WORK/here.trace") <(sed -E 's/\(.*//' "$WORK/pkg.trace")
	grep -q '^write(1, "hi\\n", 3) *= 3$' "$WORK/pkg.trace"
}
