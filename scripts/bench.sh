#!/usr/bin/env bash
# Measures the public pages of the release binary on a demo database, on loopback:
# start-up time, throughput and latency (warm HTML cache, cache off, and the same bytes as
# a static file), render time in the engine, peak memory, and gzipped page weights.
# usage: scripts/bench.sh [PATH...]   (default: the public pages named below)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/target/release/tradehub"
[ -x "$bin" ] || { echo "build first: make build"; exit 1; }
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-16}
pages=("$@")
if [ ${#pages[@]} -eq 0 ]; then
  pages=(/ /products)
  [ -n "${BENCH_CATEGORY:-}" ] && pages+=("$BENCH_CATEGORY")
  [ -n "${BENCH_VARIETY:-}" ] && pages+=("$BENCH_VARIETY")
fi

work=$(mktemp -d)
mkdir -p "$work/static"
cp -r "$root/static/." "$work/static/"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

start() { # name extra-args... ; prints the port, records the pid
  local name=$1; shift
  local port; port=$(python3 "$root/scripts/free-port.py")
  local t0; t0=$(date +%s%N)
  "$bin" serve --addr "127.0.0.1:$port" --data-dir "$work/$name" --static-dir "$work/static" \
    --ssr-bundle "$root/frontend/dist/server/entry-server.js" --demo "$@" >"$work/$name.log" 2>&1 &
  pids+=($!)
  echo $! >"$work/$name.pid"
  until curl -fs -o /dev/null "http://127.0.0.1:$port/"; do sleep 0.01; done
  local t1; t1=$(date +%s%N)
  echo "$(( (t1 - t0) / 1000000 ))" >"$work/$name.startup_ms"
  echo "$port"
}

summary() { # wrk output -> "rps p50 p99"
  awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} END {printf "%s req/s, p50 %s, p99 %s", rps, p50, p99}'
}

cached=$(start cached)
uncached=$(start uncached --no-html-cache)
echo "start-up to first served page: $(cat "$work/cached.startup_ms") ms (cached instance), $(cat "$work/uncached.startup_ms") ms (second instance)"

js_gz=0
manifest="$root/static/assets/manifest.json"
for f in $(python3 -c "import json,sys; m=json.load(open('$manifest')); print(' '.join([m['entry']]+m.get('preload',[])))"); do
  js_gz=$(( js_gz + $(gzip -9c "$root${f}" | wc -c) ))
done

printf '\n%-40s | %-44s | %-44s | %-44s | %s\n' page "warm cache" "cache off" "static file (upper bound)" "engine render p50 / html gz / js gz"
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_')
  curl -fs "http://127.0.0.1:$cached$page" -o "$work/static/bench$name.html"
  html_gz=$(gzip -9c "$work/static/bench$name.html" | wc -c)
  warm=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -H 'Accept-Encoding: gzip' "http://127.0.0.1:$cached$page" | summary)
  cold=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -H 'Accept-Encoding: gzip' "http://127.0.0.1:$uncached$page" | summary)
  static=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -H 'Accept-Encoding: gzip' "http://127.0.0.1:$cached/static/bench$name.html" | summary)
  curl -fs "http://127.0.0.1:$cached/_data$page" -o "$work/props$name.json"
  render=$(cd "$root" && RUNS=50 "$root/target/release/examples/render" frontend/dist/server/entry-server.js "$page" "$work/props$name.json" | awk -F': ' '/median render/ {print $2}')
  printf '%-40s | %-44s | %-44s | %-44s | %s / %s B / %s B\n' "$page" "$warm" "$cold" "$static" "$render" "$html_gz" "$js_gz"
done
for name in cached uncached; do
  pid=$(cat "$work/$name.pid")
  echo "peak memory ($name): $(awk '/VmHWM/ {print $2, $3}' "/proc/$pid/status")"
done
