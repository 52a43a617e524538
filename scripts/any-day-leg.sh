#!/usr/bin/env bash
# The unit and API tests (every Vitest project) again with the process clock moved, through Debian's libfaketime:
# by default one leg, `far`: 01:30 in Toronto's zone on the night of the first spring-forward change at least 400
# days ahead (02:00-03:00 does not exist that night), so one run is both far from today and on a night a day is 23
# hours long (docs/decisions/073-one-any-day-leg.md). No test may read the calendar (tests set the clock:
# apps/server/src/clock.ts). `bash scripts/any-day-leg.sh ahead|dst|far` runs the legs named: `ahead` 400 days
# ahead in the process's zone, `dst` Toronto's next spring-forward night.
# Runs after `npm test`, whose install and web build it reuses.
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

# The first second Sunday of March in Toronto at least $1 days after today (the real calendar: this picks the night
# to test).
spring_forward() {
  node -e '
    const now = new Date(Date.now() + Number(process.argv[1]) * 86_400_000);
    for (let year = now.getUTCFullYear(); ; year++) {
      const first = new Date(Date.UTC(year, 2, 1)).getUTCDay();
      const day = 1 + ((7 - first) % 7) + 7;
      // 01:30 in Toronto before the change is 06:30 UTC.
      const at = new Date(Date.UTC(year, 2, day, 6, 30));
      if (at > now) { console.log(`${year}-03-${String(day).padStart(2, "0")} 01:30:00`); break; }
    }' "$1"
}

legs=("$@")
[ ${#legs[@]} -gt 0 ] || legs=(far)
status=0
for leg in "${legs[@]}"; do
  case "$leg" in
    ahead) clock="+400d"; zone="${TZ:-UTC}" ;;
    dst) clock="@$(spring_forward 0)"; zone="America/Toronto" ;;
    far) clock="@$(spring_forward 400)"; zone="America/Toronto" ;;
    *) echo "unknown leg $leg (ahead, dst or far)"; exit 2 ;;
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
