#!/usr/bin/env bash
# Runs the server tests against a real PostgreSQL 15 server installed from Debian's packages and started
# here on 127.0.0.1 (initdb refuses root, so the server runs as the postgres user).
set -uo pipefail
cd "$(dirname "$0")/.."
# Node 24 for the tests, also where the machine's own Node is older (decision 030).
node24=$(node scripts/node24-path.mjs) || exit 1
export PATH="$node24:$PATH"
BIN=/usr/lib/postgresql/15/bin
# Ports from 25432 on: below Linux's range of ephemeral ports (32768-60999), where an outgoing connection of the
# journeys could hold the port at the moment the server binds it (it happened at 55432). A port another server holds
# (a developer's own PostgreSQL, a run still ending) is skipped, and a start that fails tries the next port.
candidates() {
  if [ -n "${PGPORT:-}" ]; then echo "$PGPORT"; return; fi
  for candidate in $(seq 25432 25532); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then echo "$candidate"; fi
  done
}
PGDATA_DIR=$(mktemp -d /tmp/ordering-pg.XXXXXX)

if [ ! -x "$BIN/initdb" ]; then
  echo "▸ Installing PostgreSQL 15 (apt-get)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null || exit 1
fi

chown postgres:postgres "$PGDATA_DIR"
runuser -u postgres -- "$BIN/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust -E UTF8 >/dev/null || exit 1
started=
for PGPORT in $(candidates | head -5); do
  if runuser -u postgres -- "$BIN/pg_ctl" -D "$PGDATA_DIR" -l "$PGDATA_DIR/server.log" -w \
    -o "-h 127.0.0.1 -p $PGPORT -k $PGDATA_DIR -c fsync=off -c max_connections=200" start >/dev/null; then
    started=1
    break
  fi
done
[ -n "$started" ] || { cat "$PGDATA_DIR/server.log"; exit 1; }
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
  const names = [];
  for (const file of r.testResults ?? [])
    for (const a of file.assertionResults ?? [])
      if (a.status === "failed") names.push(`[postgres] ${file.name.replace(process.cwd() + "/", "")} > ${a.fullName}`);
  for (const name of names) console.log(`✗ ${name}`);
  fs.writeFileSync("test-results/postgres-summary.json", JSON.stringify({ passed, failed, names }));
  console.log(`postgres: ${passed} passed, ${failed} failed`);
' "$code"
exit $code
