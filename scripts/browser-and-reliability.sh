#!/usr/bin/env bash
# `npm test`'s last stage: the browser tests, and beside them the server's reliability tests (the scope
# and ownership matrices, the hostile corpus and the fuzzer, on PGlite). The browser tests mostly wait on
# Chromium and on the servers' simulated time, so the two share the machine's cores instead of taking
# turns; the reliability tests get one worker, the browser tests keep theirs.
set -uo pipefail
log=$(mktemp)
npm run test:server -- server/test/reliability --maxWorkers=1 >"$log" 2>&1 &
side=$!
npm run test:e2e
e2e=$?
wait "$side"
reliability=$?
echo "== reliability tests (ran beside the browser tests)"
cat "$log"
rm -f "$log"
[ "$reliability" -eq 0 ] || echo "the reliability tests failed (exit $reliability)"
[ "$e2e" -eq 0 ] && [ "$reliability" -eq 0 ]
