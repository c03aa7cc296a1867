#!/usr/bin/env bash
# Tools the test command drives that Debian packages (Chromium for the browser tests, nginx and
# openssl for the cluster check): installed with apt when missing. Usage: ensure-debian-tool.sh
# <command> <package> — prints the command's path.
set -euo pipefail
COMMAND="$1"
PACKAGE="$2"
if ! command -v "$COMMAND" >/dev/null && [ ! -x "/usr/sbin/$COMMAND" ]; then
  echo "installing $PACKAGE from Debian packages…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq "$PACKAGE" >&2
fi
command -v "$COMMAND" || echo "/usr/sbin/$COMMAND"
