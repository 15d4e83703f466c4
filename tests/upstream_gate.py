#!/usr/bin/env python3
"""Compares a run of strace's suite (the runner's --json report) with the
list of tests expected to fail (one test a line: its name, then '#' and the
reason; blank lines and lines starting with '#' are comments).

Fails when a test that passes with strace fails with ebtrace and is not
listed, when an entry has no reason, and when an entry names no test of the
suite's baseline.  A listed test that passes is only reported: a slow one
may pass now and then."""
import json
import sys


def name_of(test):
    for suffix in ('.gen.test', '.test'):
        if test.endswith(suffix):
            return test[:-len(suffix)]
    return test


def read_expected(path):
    entries, problems = {}, []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            test, _, reason = line.partition('#')
            test, reason = test.strip(), reason.strip()
            if not reason:
                problems.append('%s:%d: %s has no reason' % (path, n, test))
            entries[test] = reason
    return entries, problems


def main(report_path, expected_path, retry_path=None):
    """retry_path: where to list the unexpected failures, one a line."""
    with open(report_path) as f:
        report = json.load(f)
    expected, problems = read_expected(expected_path)
    baseline = {name_of(t['test']): t for t in report['tests'] if t['baseline']}
    unexpected = [t for name, t in sorted(baseline.items())
                  if t['tracer'] != 'PASS' and name not in expected]
    passing = sorted(name for name in expected
                     if name in baseline and baseline[name]['tracer'] == 'PASS')
    unknown = sorted(name for name in expected if name not in baseline)
    if report['selected_tests'] == len(report['tests']) and unknown:
        problems += ['%s: %s is not a baseline test of the suite' % (expected_path, name)
                     for name in unknown]
    for t in unexpected:
        print('unexpected failure: %s (%s) %s' % (name_of(t['test']), t['tracer'],
                                                  t['first_difference']))
    if passing:
        print('listed as expected to fail, but passes: %s' % ' '.join(passing))
    for p in problems:
        print(p)
    failing = sum(1 for t in baseline.values() if t['tracer'] != 'PASS')
    print('upstream gate: %d of %d baseline tests pass; %d expected failures listed, '
          '%d unexpected' % (len(baseline) - failing, len(baseline), len(expected),
                             len(unexpected)))
    if retry_path:
        with open(retry_path, 'w') as f:
            f.writelines(name_of(t['test']) + '\n' for t in unexpected)
    return 1 if unexpected or problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None))
