#!/usr/bin/env bash
# `npm test`'s last stage: the browser tests, and beside them the server's reliability tests (the scope
# and ownership matrices, the hostile corpus and the fuzzer, on PGlite). The browser tests mostly wait on
# Chromium and on the servers' simulated time, so the two share the machine's cores instead of taking
# turns. With SERVER_TESTS_POSTGRES_URL set (CI), the server suite then runs again on that PostgreSQL,
# in the same place: one pass at a time beside the browser tests, not two.
set -uo pipefail
log=$(mktemp)
(
  status=0
  npm run test:server -- server/test/reliability || status=$?
  if [ -n "${SERVER_TESTS_POSTGRES_URL:-}" ]; then
    echo "== server tests on PostgreSQL"
    TEST_DATABASE_URL="$SERVER_TESTS_POSTGRES_URL" npm run test:server -- --exclude 'server/test/reliability/**' || status=$?
  fi
  exit "$status"
) >"$log" 2>&1 &
side=$!
# The browser tests' output is also kept, so that when they fail their failures are printed again last:
# the tail of the run is what a reader of a failed CI run sees first.
e2e_log=$(mktemp)
npm run test:e2e 2>&1 | tee "$e2e_log"
e2e=${PIPESTATUS[0]}
wait "$side"
beside=$?
echo "== reliability tests, and with SERVER_TESTS_POSTGRES_URL the server tests on PostgreSQL (ran beside the browser tests)"
cat "$log"
rm -f "$log"
if [ "$e2e" -ne 0 ]; then
  echo "== the browser tests failed (exit $e2e); their failures again:"
  # Playwright's list reporter ends with each failure's error, then the counts.
  first=$(grep -n -m1 -E '^ +1\) ' "$e2e_log" | cut -d: -f1)
  if [ -n "$first" ]; then tail -n "+$first" "$e2e_log" | head -n 400; else tail -n 120 "$e2e_log"; fi
fi
if [ "$e2e" -eq 0 ] && grep -q -E '^ +[0-9]+ flaky' "$e2e_log"; then
  echo "== the browser tests passed, some only on their second try:"
  sed -n '/^ *[0-9]* flaky/,$p' "$e2e_log" | head -n 60
fi
rm -f "$e2e_log"
[ "$beside" -eq 0 ] || echo "the tests beside the browser tests failed (exit $beside)"
[ "$e2e" -eq 0 ] && [ "$beside" -eq 0 ]
