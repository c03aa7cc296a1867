#!/usr/bin/env bash
# Tools the test command drives that Debian packages (Chromium for the browser tests, nginx and
# openssl for the cluster check, WordPress for its example): installed with apt when missing. Usage:
# ensure-debian-tool.sh <command> <package> [<command> <package>…] — prints each command's path, one
# a line. A <command> starting with / is a file the package installs (a package without a command,
# such as wordpress). The missing packages of one call install together: one apt-get update.
set -euo pipefail
present() {
  if [[ "$1" == /* ]]; then [ -e "$1" ]; else command -v "$1" >/dev/null || [ -x "/usr/sbin/$1" ]; fi
}
missing=()
for ((i = 1; i < $#; i += 2)); do
  command="${!i}"
  next=$((i + 1))
  present "$command" || missing+=("${!next}")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} from Debian packages…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq "${missing[@]}" >&2
fi
for ((i = 1; i < $#; i += 2)); do
  command="${!i}"
  if [[ "$command" == /* ]]; then echo "$command"; else command -v "$command" || echo "/usr/sbin/$command"; fi
done
