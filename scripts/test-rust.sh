#!/usr/bin/env bash
# Runs every Rust test of the workspace and says on which databases the API tests ran.
set -uo pipefail
log=$(mktemp)
rm -f target/tmp/gate-*.txt
cargo test --workspace 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
sqlite=$(grep -cE '^test .*::sqlite \.\.\. ok$' "$log")
mysql=$(grep -cE '^test .*::mysql \.\.\. ok$' "$log")
if [ -n "${TEST_MYSQL_URL:-}" ]; then
  echo "API integration tests: $sqlite passed on SQLite, $mysql passed on MySQL ($TEST_MYSQL_URL)"
else
  echo "API integration tests: $sqlite passed on SQLite; MySQL not run (TEST_MYSQL_URL unset)"
fi
cat target/tmp/gate-*.txt 2>/dev/null
rm -f "$log"
exit $status
