#!/usr/bin/env python3
"""Runs one command with stdout and stderr discarded, and prints its peak resident memory in KiB.

Usage: peak_rss.py COMMAND [ARG...]

A fresh process for each measurement, so RUSAGE_CHILDREN's high-water mark is that one command's
(Linux reports ru_maxrss in KiB). Prints nothing and exits 1 when the command fails.

Python 3 standard library only.
"""

import resource
import subprocess
import sys


def main():
    if len(sys.argv) < 2:
        sys.stderr.write("usage: peak_rss.py COMMAND [ARG...]\n")
        return 2
    completed = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if completed.returncode != 0:
        sys.stderr.write("peak_rss.py: the command exited with %d\n" % completed.returncode)
        return 1
    print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    return 0


if __name__ == "__main__":
    sys.exit(main())
