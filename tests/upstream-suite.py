#!/usr/bin/env python3
"""strace 6.1's own test suite with ebtrace as the tracer, gated on
tests/upstream-expected-fail (one test a line: its name, then '#' and why).

A test that fails with ebtrace fails the gate unless it is listed, or it
fails with strace too on this machine (then it says nothing of ebtrace).  An
unlisted failure runs once more, alone, before it counts: on a loaded machine
a test can miss its time limit.  A listed test that passes is reported, so
that the list only shrinks.

strace's release source comes from Debian's source package (apt-get source:
a deb-src entry is needed); its build is kept in the work dir and reused.

Environment: EBTRACE (the tracer), UPSTREAM_WORK (default
/var/tmp/ebtrace-upstream), UPSTREAM_TIMEOUT (seconds per test, default 300),
UPSTREAM_JOBS (default: the CPUs), UPSTREAM_TESTS (comma-separated names: a
subset)."""
import os
import re
import signal
import subprocess
import sys
import time

VERSION = '6.1'
HERE = os.path.dirname(os.path.abspath(__file__))
# Only the native personality; a fixed feature set whatever else is installed.
CONFIGURE = ['--enable-mpers=no', '--with-libdw', '--with-libiberty',
             '--without-libunwind', '--without-libselinux']


def say(msg):
    print('upstream suite: ' + msg, flush=True)


def die(msg):
    say(msg)
    sys.exit(2)


def run(cmd, cwd, log, env=None):
    with open(log, 'ab') as out:
        return subprocess.call(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, env=env)


def source_version():
    out = subprocess.run(['apt-cache', 'showsrc', 'strace'], capture_output=True, text=True).stdout
    versions = re.findall(r'^Version: (%s-\S+)$' % re.escape(VERSION), out, re.M)
    return sorted(versions)[-1] if versions else None


def build(work):
    """strace and its test programs, built once in WORK; returns the tree."""
    src = os.path.join(work, 'strace-' + VERSION)
    if os.path.exists(os.path.join(work, '.built')):
        return src
    os.makedirs(work, exist_ok=True)
    log = os.path.join(work, 'build.log')
    tarball = os.path.join(work, 'strace_%s.orig.tar.xz' % VERSION)
    if not os.path.exists(tarball):
        version = source_version()
        if not version:
            die('no strace %s source package: add a deb-src entry and run apt-get update' % VERSION)
        say('getting the strace %s source package' % version)
        if run(['apt-get', 'source', '--download-only', 'strace=' + version], work, log):
            die('apt-get source failed, see ' + log)
    subprocess.call(['rm', '-rf', src])
    os.makedirs(src)
    if run(['tar', '-xJf', tarball, '-C', src, '--strip-components=1'], work, log):
        die('cannot extract ' + tarball)
    configure = list(CONFIGURE)
    # Kernel headers newer than strace 6.1 renamed a field it uses (struct
    # nexthop_grp's resvd1): build with the headers strace bundles then.
    with open('/usr/include/linux/nexthop.h') as f:
        if 'resvd1' not in f.read():
            configure.append('--enable-bundled=yes')
    jobs = '-j%d' % jobs_wanted()
    say('building strace %s and its tests (log: %s)' % (VERSION, log))
    for cmd in (['./configure'] + configure, ['make', jobs], ['make', jobs, '-C', 'tests', 'check', 'TESTS=']):
        if run(['nice', '-n', '10'] + cmd, src, log):
            die('%s failed, see %s' % (cmd[0], log))
    open(os.path.join(work, '.built'), 'w').close()
    return src


def jobs_wanted():
    return int(os.environ.get('UPSTREAM_JOBS') or os.cpu_count() or 1)


def all_tests(tests_dir):
    out = subprocess.run(['make', '-s', '-f', 'Makefile', '-f', '-', 'print-tests'], cwd=tests_dir,
                         input='print-tests:\n\t@echo $(TESTS)\n', capture_output=True, text=True)
    return out.stdout.split()


def name_of(test):
    for suffix in ('.gen.test', '.test'):
        if test.endswith(suffix):
            return test[:-len(suffix)]
    return test


def reap(tests_dir, mark):
    """Kills what a run left behind (a daemon a test started, say): only
    processes that carry the run's mark and run in the tests' tree."""
    for pid in filter(str.isdigit, os.listdir('/proc')):
        try:
            with open('/proc/%s/environ' % pid, 'rb') as f:
                marked = ('EBTRACE_UPSTREAM_RUN=' + mark).encode() in f.read().split(b'\0')
            inside = os.readlink('/proc/%s/cwd' % pid).startswith(tests_dir + '/')
        except OSError:
            continue
        if marked and inside:
            try:
                os.kill(int(pid), signal.SIGKILL)
            except OSError:
                pass


def run_tests(tests_dir, tests, tracer, jobs, timeout, log):
    """Runs TESTS with TRACER (None: strace's own build); {test: result}."""
    for t in tests:
        for ext in ('.log', '.trs'):
            path = os.path.join(tests_dir, t[:-len('.test')] + ext)
            if os.path.exists(path):
                os.unlink(path)
    env = dict(os.environ, TIMEOUT_DURATION=str(timeout), EBTRACE_UPSTREAM_RUN=str(time.time()))
    for var in ('STRACE', 'STRACE_EXE', 'VERBOSE'):
        env.pop(var, None)
    if tracer:
        env['STRACE'] = tracer
    run(['nice', '-n', '10', 'make', '-k', '-j%d' % jobs, 'check', 'TESTS=' + ' '.join(tests)],
        tests_dir, log, env)
    time.sleep(1)
    reap(tests_dir, env['EBTRACE_UPSTREAM_RUN'])
    results = {}
    for t in tests:
        try:
            with open(os.path.join(tests_dir, t[:-len('.test')] + '.trs')) as f:
                found = re.findall(r'^:test-result: (\S+)', f.read(), re.M)
        except OSError:
            found = []
        results[t] = found[0] if found else 'NO RESULT'
    return results


def read_expected(path):
    entries, problems = {}, []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            test, _, reason = line.partition('#')
            test = test.strip()
            if not reason.strip():
                problems.append('%s:%d: %s has no reason' % (path, n, test))
            entries[test] = reason.strip()
    return entries, problems


def failed(results):
    return [t for t, r in results.items() if r in ('FAIL', 'ERROR', 'NO RESULT')]


def main():
    tracer = os.path.abspath(os.environ['EBTRACE'])
    work = os.environ.get('UPSTREAM_WORK', '/var/tmp/ebtrace-upstream')
    timeout = int(os.environ.get('UPSTREAM_TIMEOUT', '300'))
    expected, problems = read_expected(os.path.join(HERE, 'upstream-expected-fail'))
    tests_dir = os.path.join(build(work), 'tests')
    tests = all_tests(tests_dir)
    if not tests:
        die('cannot list the tests of ' + tests_dir)
    names = {name_of(t) for t in tests}
    problems += ['upstream-expected-fail: %s is no test of the suite' % n
                 for n in sorted(expected) if n not in names]
    subset = os.environ.get('UPSTREAM_TESTS')
    if subset:
        wanted = set(subset.split(','))
        tests = [t for t in tests if name_of(t) in wanted]
    log = os.path.join(work, 'run.log')
    open(log, 'w').close()
    say('%d tests with %s, -j%d, %d s each (log: %s)' % (len(tests), tracer, jobs_wanted(), timeout, log))
    started = time.time()
    results = run_tests(tests_dir, tests, tracer, jobs_wanted(), timeout, log)
    say('ran in %d s' % (time.time() - started))
    unlisted = [t for t in failed(results) if name_of(t) not in expected]
    if unlisted:
        say('running again, alone: ' + ' '.join(map(name_of, unlisted)))
        unlisted = failed(run_tests(tests_dir, unlisted, tracer, 1, timeout, log))
    regressions, not_counted = [], []
    if unlisted:
        with_strace = run_tests(tests_dir, unlisted, None, 1, timeout, log)
        for t in unlisted:
            (regressions if with_strace[t] == 'PASS' else not_counted).append(t)
    now_passing = sorted(name_of(t) for t, r in results.items()
                         if r == 'PASS' and name_of(t) in expected)
    for t in not_counted:
        say('%s fails with strace too here: not counted' % name_of(t))
    if now_passing:
        say('listed as expected to fail, but passes: ' + ' '.join(now_passing))
    for t in regressions:
        say('FAIL: %s (passes with strace; log: %s)' % (name_of(t), os.path.join(tests_dir, t[:-len('.test')] + '.log')))
    for p in problems:
        say(p)
    passed = sum(1 for r in results.values() if r == 'PASS')
    say('%d of %d tests pass with ebtrace (%d skip), %d listed as expected to fail, %d unexpected failures'
        % (passed, len(results), sum(1 for r in results.values() if r == 'SKIP'), len(expected),
           len(regressions)))
    return 1 if regressions or problems else 0


if __name__ == '__main__':
    sys.exit(main())
