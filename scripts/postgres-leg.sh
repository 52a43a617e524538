#!/usr/bin/env bash
# Runs the server tests against a real PostgreSQL 15 server installed from Debian's packages and started
# here on 127.0.0.1 (initdb refuses root, so the server runs as the postgres user).
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=/usr/lib/postgresql/15/bin
# A free port from 55432 on: a port taken by another server (a developer's own PostgreSQL, a run still ending)
# would stop this one from starting.
if [ -z "${PGPORT:-}" ]; then
  for candidate in $(seq 55432 55532); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then PGPORT=$candidate; break; fi
  done
fi
PGPORT=${PGPORT:-55432}
PGDATA_DIR=$(mktemp -d /tmp/ordering-pg.XXXXXX)

if [ ! -x "$BIN/initdb" ]; then
  echo "▸ Installing PostgreSQL 15 (apt-get)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null || exit 1
fi

chown postgres:postgres "$PGDATA_DIR"
runuser -u postgres -- "$BIN/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust -E UTF8 >/dev/null || exit 1
runuser -u postgres -- "$BIN/pg_ctl" -D "$PGDATA_DIR" -l "$PGDATA_DIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PGPORT -k $PGDATA_DIR -c fsync=off -c max_connections=200" start >/dev/null || {
  cat "$PGDATA_DIR/server.log"; exit 1; }
trap 'runuser -u postgres -- "$BIN/pg_ctl" -D "$PGDATA_DIR" -m fast stop >/dev/null; rm -rf "$PGDATA_DIR"' EXIT

runuser -u postgres -- "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" ordering_test || exit 1
export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/ordering_test"
echo "▸ server tests on PostgreSQL ($DATABASE_URL)"
mkdir -p test-results
npx vitest run --project server --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json
code=$?
node -e '
  const fs = require("fs");
  let r = {}; try { r = JSON.parse(fs.readFileSync("test-results/vitest-postgres.json", "utf8")); } catch {}
  const passed = r.numPassedTests ?? 0, failed = (r.numFailedTests ?? 0) || (Number(process.argv[1]) ? 1 : 0);
  fs.writeFileSync("test-results/postgres-summary.json", JSON.stringify({ passed, failed }));
  console.log(`postgres: ${passed} passed, ${failed} failed`);
' "$code"
exit $code
