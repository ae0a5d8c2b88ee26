#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the tests and prints the lines to eval:
#   eval "$(scripts/pg-test-cluster.sh start)"   # exports TIMUR_TEST_POSTGRES_URL and PG_TEST_DIR
#   scripts/pg-test-cluster.sh stop "$PG_TEST_DIR"
# The cluster lives in a temporary folder, listens on a free loopback port only, trusts local
# connections (it is reachable from this machine alone) and runs as an unprivileged user.
set -euo pipefail

find_bin() {
  local name=$1
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  local b
  for b in /usr/lib/postgresql/*/bin/"$name"; do
    [ -x "$b" ] && { echo "$b"; return; }
  done
  return 1
}

start() {
  local initdb pg_ctl user dir port
  initdb=$(find_bin initdb) || { echo "initdb not found: install PostgreSQL (apt-get install postgresql)" >&2; exit 1; }
  pg_ctl=$(find_bin pg_ctl) || { echo "pg_ctl not found" >&2; exit 1; }
  dir=$(mktemp -d /tmp/timur-pg.XXXXXX)
  # PostgreSQL refuses to run as root: run it as 'postgres' (or 'nobody') when we are root.
  user=$(id -un)
  if [ "$(id -u)" = 0 ]; then
    if id postgres >/dev/null 2>&1; then user=postgres; else user=nobody; fi
    chown "$user" "$dir"
  fi
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  as_user() { if [ "$(id -un)" = "$user" ]; then "$@"; else su -s /bin/sh "$user" -c "$(printf '%q ' "$@")"; fi; }
  as_user "$initdb" -D "$dir/data" -U timur --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  as_user "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null \
    || { cat "$dir/server.log" >&2; exit 1; }
  echo "export PG_TEST_DIR=$dir"
  echo "export TIMUR_TEST_POSTGRES_URL=postgres://timur@127.0.0.1:$port/postgres"
}

stop() {
  local dir=${1:?usage: stop DIR} pg_ctl owner
  pg_ctl=$(find_bin pg_ctl)
  owner=$(stat -c %U "$dir")
  if [ "$(id -un)" = "$owner" ]; then "$pg_ctl" -D "$dir/data" -m fast stop >/dev/null || true
  else su -s /bin/sh "$owner" -c "$pg_ctl -D $dir/data -m fast stop" >/dev/null || true; fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) shift; stop "$@" ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
