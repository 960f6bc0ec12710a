#!/usr/bin/env python3
"""Runs a command on a new pseudo-terminal, as from a user's interactive shell, for dringo's end-to-end tests.

Usage: run_on_terminal.py COMMAND [ARG...]

- COMMAND is an absolute path. Its stdin, stdout and stderr are the terminal; its environment is this
  script's.
- Everything it writes to the terminal is copied to this script's stdout, with the terminal's
  line ends ("\\r\\n").
- Exits with the command's exit status, or 128 plus the number of the signal that ended it.
- Kills the command after MAX_SECONDS, so no run outlasts its test.

Python 3 standard library only.
"""

import os
import pty
import select
import signal
import sys
import time

MAX_SECONDS = 30.0


def main():
    if len(sys.argv) < 2:
        sys.stderr.write("usage: run_on_terminal.py COMMAND [ARG...]\n")
        return 2
    pid, terminal = pty.fork()
    if pid == 0:
        try:
            os.execv(sys.argv[1], sys.argv[1:])
        finally:
            os._exit(127)
    copy_until_closed(terminal, pid, time.monotonic() + MAX_SECONDS)
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    return code if code >= 0 else 128 - code


def copy_until_closed(terminal, pid, deadline):
    output = sys.stdout.buffer
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            os.kill(pid, signal.SIGKILL)
            return
        ready, _, _ = select.select([terminal], [], [], remaining)
        if not ready:
            continue
        try:
            data = os.read(terminal, 65536)
        except OSError:
            # EIO: every process holding the terminal has closed it.
            return
        if not data:
            return
        output.write(data)
        output.flush()


if __name__ == "__main__":
    sys.exit(main())
