# Turns syscallent/*.tbl rows into the C table src/sysent.h declares.
# Row: NAME CLASSES RET ARG... ; CLASSES is "-" or a comma list of class
# names (file,desc,...); RET is a ret kind; each ARG is kind[:param] or
# @decoder for a syscall whose decoder prints all its arguments itself.
# Rows of misc.tbl are defaults: a row for the same name in another table
# replaces them, so families can take over a syscall without editing misc.tbl.
# The pseudo-class "unnamed" marks syscalls strace 6.1 has no name for.
BEGIN {
	cls["file"] = "TRACE_FILE"; cls["desc"] = "TRACE_DESC"; cls["network"] = "TRACE_NETWORK"
	cls["process"] = "TRACE_PROCESS"; cls["signal"] = "TRACE_SIGNAL"; cls["ipc"] = "TRACE_IPC"
	cls["memory"] = "TRACE_MEMORY"; cls["creds"] = "TRACE_CREDS"; cls["clock"] = "TRACE_CLOCK"
	cls["stat"] = "TRACE_STAT"; cls["lstat"] = "TRACE_LSTAT"; cls["fstat"] = "TRACE_FSTAT"
	cls["stat_like"] = "TRACE_STAT_LIKE"; cls["statfs"] = "TRACE_STATFS"
	cls["fstatfs"] = "TRACE_FSTATFS"; cls["statfs_like"] = "TRACE_STATFS_LIKE"; cls["pure"] = "TRACE_PURE"
	cls["unnamed"] = "SE_UNNAMED"
	n = 0
}
/^[ \t]*(#|$)/ { next }
{
	name = $1
	weak = FILENAME ~ /(^|\/)misc\.tbl$/
	if (name in seen) {
		if (weak)
			next
		if (!isweak[name]) { printf "%s:%d: duplicate syscall %s\n", FILENAME, FNR, name > "/dev/stderr"; err = 1; exit 1 }
		slot = seen[name]
	} else {
		slot = n++
	}
	seen[name] = slot
	isweak[name] = weak
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
		split($i, kp, ":")
		args = args sprintf("{K_%s, %d}, ", kp[1], (kp[2] == "" ? 0 : kp[2]))
		nargs++
	}
	row[slot] = sprintf("\t{\"%s\", %s, R_%s, %d, {%s}, %s},", name, c, $3, nargs, args, custom)
	key[slot] = name
}
END {
	if (err) exit 1
	print "/* Generated from the syscallent tables by gen-syscallent.awk: do not edit. */"
	print "#include \"sysent.h\""
	for (d in decl) printf "void %s(struct call *c, int exiting);\n", d
	print "const struct sysent sysent_meta[] = {"
	# sorted by name so that lookups can bisect
	for (i = 0; i < n; i++) idx[i] = i
	for (i = 1; i < n; i++) { v = idx[i]; j = i - 1; while (j >= 0 && key[idx[j]] > key[v]) { idx[j + 1] = idx[j]; j-- } idx[j + 1] = v }
	for (i = 0; i < n; i++) print row[idx[i]]
	print "};"
	printf "const size_t sysent_meta_count = %d;\n", n
}
