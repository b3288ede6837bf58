#!/usr/bin/env bash
# Runs the browser journeys (frontend/e2e/*.test.mjs) in shards side by side, each shard
# against a server and demo database of its own (scripts/with-server.sh), so that no
# journey sees another's writes. The shards take files from one queue, the longest files
# first, so that a long file does not start last: by the times of the last run (kept in
# target/e2e-times.txt), and a file without one first, largest first. Each shard's output
# is printed whole when it ends.
# usage: scripts/e2e.sh BINARY [FILE...]   (E2E_SHARDS=3)
set -uo pipefail
bin=$1; shift
root=$(cd "$(dirname "$0")/.." && pwd)
shards=${E2E_SHARDS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
times=$root/target/e2e-times.txt
all=$(( $# == 0 ))
if [ $# -gt 0 ]; then printf '%s\n' "$@" >"$work/queue"; else
  ls -S "$root"/frontend/e2e/*.test.mjs | awk -v times="$times" '
    BEGIN { while ((getline line < times) > 0) { split(line, f, " "); took[f[2]] = f[1] } }
    { name = $0; sub(/.*\//, "", name); print (name in took ? took[name] : 1e9 - NR), $0 }' |
    sort -rn | cut -d' ' -f2- >"$work/queue"
fi
# One shard: takes the next file under the queue's lock until none is left.
cat >"$work/shard.sh" <<'SHARD'
#!/usr/bin/env bash
queue=$1; status=0
while :; do
  # A lock file apart from the queue: `sed -i` writes the queue anew (another inode).
  file=$(flock "$queue.lock" bash -c 'head -n1 "$0"; sed -i 1d "$0"' "$queue")
  [ -n "$file" ] || break
  started=$SECONDS
  node --test --test-concurrency=1 "$file" || status=1
  echo "$((SECONDS - started)) ${file##*/}" >>"$(dirname "$queue")/times"
done
exit $status
SHARD
chmod +x "$work/shard.sh"
pids=()
for i in $(seq 1 "$shards"); do
  "$root/scripts/with-server.sh" "$bin" "$work/shard.sh" "$work/queue" >"$work/shard-$i.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || status=1
  echo "=== browser journeys, shard $((i + 1)) of $shards"
  cat "$work/shard-$((i + 1)).log"
done
if [ "$all" = 1 ] && [ -s "$work/times" ]; then mkdir -p "$root/target" && sort -rn "$work/times" >"$times"; fi
pass=$(cat "$work"/shard-*.log | grep -cE '^ok [0-9]+ - ')
fail=$(cat "$work"/shard-*.log | grep -cE '^not ok [0-9]+ - ')
echo "browser journeys: $pass passed, $fail failed, in $shards shards"
exit $status
