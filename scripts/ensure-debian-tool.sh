#!/usr/bin/env bash
# Tools the test command drives that Debian packages (Chromium for the browser tests, nginx and
# openssl for the cluster check, WordPress for its example): installed with apt when missing. Usage:
# ensure-debian-tool.sh <command> <package> — prints the command's path. A <command> starting with
# / is a file the package installs (a package without a command, such as wordpress).
set -euo pipefail
COMMAND="$1"
PACKAGE="$2"
if [[ "$COMMAND" == /* ]]; then
  present() { [ -e "$COMMAND" ]; }
else
  present() { command -v "$COMMAND" >/dev/null || [ -x "/usr/sbin/$COMMAND" ]; }
fi
if ! present; then
  echo "installing $PACKAGE from Debian packages…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq "$PACKAGE" >&2
fi
if [[ "$COMMAND" == /* ]]; then echo "$COMMAND"; else command -v "$COMMAND" || echo "/usr/sbin/$COMMAND"; fi
