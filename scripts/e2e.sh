#!/usr/bin/env bash
# Runs the browser journeys (frontend/e2e/*.test.mjs) in shards side by side, each shard
# against a server and demo database of its own (scripts/with-server.sh), so that no
# journey sees another's writes. The shards take files from one queue, the largest files
# first, so that a long file does not start last. Each shard's output is printed whole
# when it ends.
# usage: scripts/e2e.sh BINARY [FILE...]   (E2E_SHARDS=2)
set -uo pipefail
bin=$1; shift
root=$(cd "$(dirname "$0")/.." && pwd)
shards=${E2E_SHARDS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -gt 0 ]; then printf '%s\n' "$@" >"$work/queue"; else
  ls -S "$root"/frontend/e2e/*.test.mjs >"$work/queue"
fi
# One shard: takes the next file under the queue's lock until none is left.
cat >"$work/shard.sh" <<'SHARD'
#!/usr/bin/env bash
queue=$1; status=0
while :; do
  # A lock file apart from the queue: `sed -i` writes the queue anew (another inode).
  file=$(flock "$queue.lock" bash -c 'head -n1 "$0"; sed -i 1d "$0"' "$queue")
  [ -n "$file" ] || break
  node --test --test-concurrency=1 "$file" || status=1
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
pass=$(cat "$work"/shard-*.log | grep -cE '^ok [0-9]+ - ')
fail=$(cat "$work"/shard-*.log | grep -cE '^not ok [0-9]+ - ')
echo "browser journeys: $pass passed, $fail failed, in $shards shards"
exit $status
