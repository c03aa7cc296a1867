#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the test suite and prints its admin URL.
# Installs Debian's PostgreSQL when the machine has none. Usage: scripts/pg-test-server.sh [start|stop]
set -euo pipefail
PORT="${PG_TEST_PORT:-55432}"
DIR="${PG_TEST_DIR:-/tmp/baobab-pg-test}"

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$dir" ] && echo "$dir"
}

BIN=$(find_bin || true)
if [ -z "$BIN" ]; then
  echo "installing PostgreSQL from Debian packages…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql postgresql-contrib >&2
  BIN=$(find_bin)
fi

as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-start}" in
  stop)
    [ -d "$DIR" ] && as_pg "$BIN/pg_ctl -D $DIR -m immediate stop" >&2 || true
    exit 0 ;;
  start)
    if ! as_pg "$BIN/pg_ctl -D $DIR status" >/dev/null 2>&1; then
      rm -rf "$DIR"; mkdir -p "$DIR"
      [ "$(id -u)" = 0 ] && chown postgres "$DIR"
      as_pg "$BIN/initdb -D $DIR -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
      as_pg "$BIN/pg_ctl -D $DIR -l $DIR/server.log -w -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200' start" >&2
    fi
    echo "postgres://postgres@127.0.0.1:$PORT/postgres" ;;
esac
