#!/usr/bin/env python3
"""Runs a command and reports the most memory it ever held, for dringo's end-to-end tests.

Usage: run_measuring_memory.py REPORT_JSON COMMAND [ARG...]

- COMMAND is an absolute path. It inherits this script's stdin, stdout, stderr and environment,
  with SIGPIPE back at its default action, as from a shell.
- When it has ended, writes {"peakResidentKiB": N, "seconds": S} to REPORT_JSON: the command's
  own peak resident set size (ru_maxrss from wait4, in KiB on Linux) and its wall time.
- Exits with the command's exit status, or 128 plus the number of the signal that ended it.
- Kills the command after MAX_SECONDS, so no run outlasts its test.

Python 3 standard library only.
"""

import json
import os
import signal
import sys
import time

# Under the tests' own 30-second limit, so the wrapper, not the test, ends a hung command.
MAX_SECONDS = 25.0
POLL_INTERVAL_SECONDS = 0.01


def main():
    if len(sys.argv) < 3:
        sys.stderr.write("usage: run_measuring_memory.py REPORT_JSON COMMAND [ARG...]\n")
        return 2
    report_path, command = sys.argv[1], sys.argv[2:]
    start = time.monotonic()
    # Python ignores SIGPIPE, and an ignored signal stays ignored across exec: restore it.
    pid = os.posix_spawn(command[0], command, os.environ, setsigdef=(signal.SIGPIPE,))
    status, usage = wait_for(pid, start + MAX_SECONDS)
    write_report(report_path, {"peakResidentKiB": usage.ru_maxrss, "seconds": time.monotonic() - start})
    code = os.waitstatus_to_exitcode(status)
    return code if code >= 0 else 128 - code


def wait_for(pid, deadline):
    # Polls, so that the deadline holds; wait4 reports the usage of this one child.
    while time.monotonic() < deadline:
        finished, status, usage = os.wait4(pid, os.WNOHANG)
        if finished == pid:
            return status, usage
        time.sleep(POLL_INTERVAL_SECONDS)
    os.kill(pid, signal.SIGKILL)
    _, status, usage = os.wait4(pid, 0)
    return status, usage


def write_report(path, report):
    # Written whole, then renamed into place: the test never reads half a report.
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as report_file:
        json.dump(report, report_file)
    os.replace(temporary, path)


if __name__ == "__main__":
    sys.exit(main())
