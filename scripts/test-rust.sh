#!/usr/bin/env bash
# Runs every Rust test of the workspace and says on which databases the API tests ran.
# The API tests' binary, the longest by far and mostly waiting on its servers and
# databases, runs beside the workspace's other test binaries, which run one after another,
# each from its package's folder as `cargo test` runs it.
set -uo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -f target/tmp/gate-*.txt
# Builds (nothing, after `make test`'s compile step) and lists each test binary with its
# package's folder: the API binary first, then the others.
cargo test --workspace --no-run --message-format=json-render-diagnostics >"$work/build.json" || exit 1
python3 - "$work/build.json" >"$work/binaries" <<'PY'
import json, os, sys
found = []
for line in open(sys.argv[1]):
    item = json.loads(line)
    if item.get("reason") == "compiler-artifact" and item.get("executable") and item["profile"]["test"]:
        found.append((item["target"]["name"] != "api", item["executable"], os.path.dirname(item["manifest_path"])))
for _, exe, folder in sorted(found, key=lambda f: f[0]):
    print(exe, folder)
PY
run() { # executable, folder, log
  echo "     Running ${1#"$PWD"/} ($2)" >"$3"
  (cd "$2" && "$1") >>"$3" 2>&1 || { echo "$3" >>"$work/failed"; return 1; }
}
read -r api_exe api_dir <"$work/binaries"
run "$api_exe" "$api_dir" "$work/api.log" &
api=$!
status=0
n=0
while read -r exe dir; do
  n=$((n + 1))
  run "$exe" "$dir" "$work/other-$(printf %03d $n).log" || status=1
done < <(tail -n +2 "$work/binaries")
wait $api || status=1
cat "$work"/other-*.log "$work/api.log"
sqlite=$(grep -cE '^test .*::sqlite \.\.\. ok$' "$work/api.log")
mysql=$(grep -cE '^test .*::mysql \.\.\. ok$' "$work/api.log")
if [ -n "${TEST_MYSQL_URL:-}" ]; then
  echo "API integration tests: $sqlite passed on SQLite, $mysql passed on MySQL ($TEST_MYSQL_URL)"
else
  echo "API integration tests: $sqlite passed on SQLite; MySQL not run (TEST_MYSQL_URL unset)"
fi
cat target/tmp/gate-*.txt 2>/dev/null
# The API binary's long output would bury another binary's failure: each failed binary's
# failures (or, when it stopped before listing them, its last lines) are printed again last.
while read -r log; do
  echo "== failed:$(head -1 "$log" | sed 's/^ *Running//')"
  if grep -q '^failures:$' "$log"; then sed -n '/^failures:$/,$p' "$log"; else tail -n 40 "$log"; fi
done < <(cat "$work/failed" 2>/dev/null)
exit $status
