#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own here).
# Installs it with apt when missing; prints its path.
set -euo pipefail
if ! command -v chromium >/dev/null; then
  echo "installing Chromium from Debian packages…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
fi
command -v chromium
