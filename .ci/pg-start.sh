#!/usr/bin/env bash
# Installs (when missing) and starts Debian's PostgreSQL in a throwaway cluster
# owned by the postgres user, and prints the connection URL for the tests.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
bin=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
dir=$(mktemp -d /tmp/ci-pg-XXXXXX)
# First free port from 55432 up: a cluster left by an earlier run must not block this one.
port=${PGPORT_CI:-55432}
while (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; do port=$((port + 1)); done
chown postgres "$dir"
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
run "$bin/initdb -D $dir/data -U postgres --auth=trust -E UTF8 >/dev/null"
run "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200' -l $dir/log -w start >/dev/null"
echo "postgres://postgres@127.0.0.1:$port/postgres"
