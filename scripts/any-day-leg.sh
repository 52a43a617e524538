#!/usr/bin/env bash
# The unit and API tests (every Vitest project) again with the process clock moved, through Debian's libfaketime:
# 400 days ahead, then on the night of Toronto's next spring-forward change (01:30 local, when 02:00-03:00 does
# not exist), in Toronto's zone. No test may read the calendar (tests set the clock:
# apps/server/src/clock.ts): both legs must pass.
# Runs after `npm test`, whose install and web build it reuses. `bash scripts/any-day-leg.sh ahead|dst` runs one.
set -uo pipefail
cd "$(dirname "$0")/.."
# Node 24 for the tests, also where the machine's own Node is older (decision 030).
node24=$(node scripts/node24-path.mjs) || exit 1
export PATH="$node24:$PATH"
mkdir -p test-results

if ! command -v faketime >/dev/null; then
  echo "▸ Installing faketime (apt-get)…"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null; } || exit 1
fi

# The next second Sunday of March in Toronto after today (the real calendar: this picks the night to test).
spring_forward() {
  node -e '
    const now = new Date();
    for (let year = now.getUTCFullYear(); ; year++) {
      const first = new Date(Date.UTC(year, 2, 1)).getUTCDay();
      const day = 1 + ((7 - first) % 7) + 7;
      // 01:30 in Toronto before the change is 06:30 UTC.
      const at = new Date(Date.UTC(year, 2, day, 6, 30));
      if (at > now) { console.log(`${year}-03-${String(day).padStart(2, "0")} 01:30:00`); break; }
    }'
}

legs=("$@")
[ ${#legs[@]} -gt 0 ] || legs=(ahead dst)
status=0
for leg in "${legs[@]}"; do
  case "$leg" in
    ahead) clock="+400d"; zone="${TZ:-UTC}" ;;
    dst) clock="@$(spring_forward)"; zone="America/Toronto" ;;
    *) echo "unknown leg $leg (ahead or dst)"; exit 2 ;;
  esac
  echo "▸ unit and API tests with the clock at $clock ($zone)"
  rm -f "test-results/vitest-$leg.json"
  # Timers and Vitest's own timeouts keep the real monotonic clock; only the calendar moves.
  FAKETIME_DONT_FAKE_MONOTONIC=1 TZ="$zone" faketime -f "$clock" \
    npx vitest run --reporter=dot --reporter=json --outputFile.json="test-results/vitest-$leg.json"
  code=$?
  [ -f "test-results/vitest-$leg.json" ] || code=1
  node -e '
    const fs = require("fs");
    const [leg, code] = process.argv.slice(1);
    let r = {}; try { r = JSON.parse(fs.readFileSync(`test-results/vitest-${leg}.json`, "utf8")); } catch {}
    const passed = r.numPassedTests ?? 0, failed = (r.numFailedTests ?? 0) || (Number(code) ? 1 : 0);
    const names = [];
    for (const file of r.testResults ?? [])
      for (const a of file.assertionResults ?? [])
        if (a.status === "failed") names.push(`[${leg}] ${file.name.replace(process.cwd() + "/", "")} > ${a.fullName}`);
    for (const name of names) console.log(`✗ ${name}`);
    fs.writeFileSync(`test-results/anyday-${leg}-summary.json`, JSON.stringify({ passed, failed, names }));
    console.log(`${leg}: ${passed} passed, ${failed} failed`);
  ' "$leg" "$code"
  [ "$code" -eq 0 ] || status=1
done
exit $status
