# Turns syscallent/*.tbl rows into the C table src/sysent.h declares.
# Row: NAME CLASSES RET ARG... (NAME|NAME2...: one row for each name);
# CLASSES is "-" or a comma list of class
# names (file,desc,...); RET is a ret kind; each ARG is kind[:param][/bits]
# (bits: the argument's width when it is not the scalar kind's) or
# @decoder for a syscall whose decoder prints all its arguments itself.
# Rows of misc.tbl are defaults: a row for the same name in another table
# replaces them, so families can take over a syscall without editing misc.tbl.
# The pseudo-class "unnamed" marks syscalls strace 6.1 has no name for;
# "time64" the calls of 32-bit programs whose time structures are 64-bit.
#
# Calls whose arguments depend on a command (ioctl, fcntl, prctl...):
#   %command NAME ARG [SHIFT [MASK]]   the command is argument ARG, shifted
#                                      right by SHIFT bits, masked by MASK
#   NAME/CMD CLASSES RET ARG...        the row of that command (CMD is a C
#                                      constant or number; its name is shown;
#                                      NAME|NAME2/CMD: of each call)
#   %include <header>                  where the CMD constants come from
function row_of(name, cmd,    c, k, parts, i, custom, nargs, args, kw, kp) {
	c = "0"
	if ($2 != "-") {
		k = split($2, parts, ",")
		c = ""
		for (i = 1; i <= k; i++) {
			if (!(parts[i] in cls)) { printf "%s:%d: unknown class %s\n", FILENAME, FNR, parts[i] > "/dev/stderr"; err = 1; exit 1 }
			c = c (i > 1 ? "|" : "") cls[parts[i]]
		}
	}
	custom = "NULL"; nargs = 0; args = ""
	for (i = 4; i <= NF; i++) {
		if ($i ~ /^#/) break
		if ($i ~ /^@/) { custom = "dec_" substr($i, 2); decl[custom] = 1; continue }
		if ($i ~ /^[0-9]$/) { nargs = $i + 0; continue }   # argument count for @decoder rows
		# kind[:param][/bits]
		split($i, kw, "/")
		split(kw[1], kp, ":")
		args = args sprintf("{K_%s, %d, %d}, ", kp[1], (kp[2] == "" ? 0 : kp[2]), (kw[2] == "" ? 0 : kw[2]))
		nargs++
	}
	return sprintf("\t{\"%s\", %s, R_%s, %d, {%s}, %s, %s},", name, c, $3, nargs, args, custom, cmd)
}
BEGIN {
	cls["file"] = "TRACE_FILE"; cls["desc"] = "TRACE_DESC"; cls["network"] = "TRACE_NETWORK"
	cls["process"] = "TRACE_PROCESS"; cls["signal"] = "TRACE_SIGNAL"; cls["ipc"] = "TRACE_IPC"
	cls["memory"] = "TRACE_MEMORY"; cls["creds"] = "TRACE_CREDS"; cls["clock"] = "TRACE_CLOCK"
	cls["stat"] = "TRACE_STAT"; cls["lstat"] = "TRACE_LSTAT"; cls["fstat"] = "TRACE_FSTAT"
	cls["stat_like"] = "TRACE_STAT_LIKE"; cls["statfs"] = "TRACE_STATFS"
	cls["fstatfs"] = "TRACE_FSTATFS"; cls["statfs_like"] = "TRACE_STATFS_LIKE"; cls["pure"] = "TRACE_PURE"
	cls["unnamed"] = "SE_UNNAMED"; cls["time64"] = "SE_TIME64"
	n = 0
}
/^[ \t]*(#|$)/ { next }
/^%include[ \t]/ { if (!($2 in incl)) { incl[$2] = 1; incls[nincl++] = $2 }; next }
/^%command[ \t]/ {
	sel[nsel++] = sprintf("\t{\"%s\", %d, %d, %s},", $2, $3, ($4 == "" ? 0 : $4), ($5 == "" ? "0xffffffffu" : $5))
	next
}
$1 ~ /\// {
	split($1, nc, "/")
	nnames = split(nc[1], names, "|")
	for (ni = 1; ni <= nnames; ni++)
		cmdrow[ncmd++] = row_of(names[ni], sprintf("\"%s\", %s", nc[2], nc[2]))
	next
}
{
	weak = FILENAME ~ /(^|\/)misc\.tbl$/
	# NAME|NAME2...: calls that take the same arguments under other names
	# (i386's chown32 and getuid32 are chown's and getuid's with 32-bit ids)
	nnames = split($1, names, "|")
	for (ni = 1; ni <= nnames; ni++) {
		name = names[ni]
		if (name in seen) {
			if (weak)
				continue
			if (!isweak[name]) { printf "%s:%d: duplicate syscall %s\n", FILENAME, FNR, name > "/dev/stderr"; err = 1; exit 1 }
			slot = seen[name]
		} else {
			slot = n++
		}
		seen[name] = slot
		isweak[name] = weak
		row[slot] = row_of(name, "NULL, 0")
		key[slot] = name
	}
}
END {
	if (err) exit 1
	print "/* Generated from the syscallent tables by gen-syscallent.awk: do not edit. */"
	print "#include \"sysent.h\""
	for (i = 0; i < nincl; i++) printf "#include %s\n", incls[i]
	for (d in decl) printf "void %s(struct call *c, int exiting);\n", d
	print "const struct sysent sysent_meta[] = {"
	# sorted by name so that lookups can bisect
	for (i = 0; i < n; i++) idx[i] = i
	for (i = 1; i < n; i++) { v = idx[i]; j = i - 1; while (j >= 0 && key[idx[j]] > key[v]) { idx[j + 1] = idx[j]; j-- } idx[j + 1] = v }
	for (i = 0; i < n; i++) print row[idx[i]]
	print "};"
	printf "const size_t sysent_meta_count = %d;\n", n
	print "const struct sysent sysent_cmd_rows[] = {"
	for (i = 0; i < ncmd; i++) print cmdrow[i]
	print "\t{NULL}"
	print "};"
	printf "const size_t sysent_cmd_rows_count = %d;\n", ncmd
	print "const struct sysent_command sysent_commands[] = {"
	for (i = 0; i < nsel; i++) print sel[i]
	print "\t{NULL}"
	print "};"
	printf "const size_t sysent_commands_count = %d;\n", nsel
}
