#!/usr/bin/env python3
"""Runs a program with arguments of any bytes but NUL, such as invalid UTF-8, for dringo's end-to-end tests.

Usage: run_with_byte_arguments.py DIRECTORY PROGRAM ARGUMENTS_FILE

A test's own launcher passes arguments as text, so it cannot pass a word that is not UTF-8. This
script reads the words from ARGUMENTS_FILE instead, one per line, each as hexadecimal (an empty line
is an empty word), changes to DIRECTORY, and replaces itself with PROGRAM and those words: the same
process, so its id, environment, stdin, stdout, stderr, exit status and any signal that ends it are
PROGRAM's own. A file rather than this script's arguments, because a word of 100,000 bytes would
not fit in one argument as hexadecimal.

Python 3 standard library only.
"""

import os
import sys


def main():
    if len(sys.argv) != 4:
        sys.stderr.write("usage: run_with_byte_arguments.py DIRECTORY PROGRAM ARGUMENTS_FILE\n")
        return 2
    directory, program, arguments_path = sys.argv[1:]
    with open(arguments_path, "r", encoding="ascii") as arguments_file:
        arguments = [bytes.fromhex(line.strip()) for line in arguments_file.read().splitlines()]
    os.chdir(directory)
    os.execv(program, [os.fsencode(program)] + arguments)


if __name__ == "__main__":
    sys.exit(main())
