#!/usr/bin/env bash
# Measures the public pages of the release binary on a demo database, on loopback:
# start-up time, throughput and latency (warm HTML cache, cache off, and the same bytes as
# a static file: the upper bound), render time in the engine, peak memory, and gzipped
# HTML and JavaScript per page. Prints a Markdown table (for README.md, "Performance").
#
# usage: scripts/bench.sh [PATH...]
#   Without paths: /, /products, and the first category page and the first variety page
#   with suppliers of the demo catalogue (found through /sitemap.xml).
#   DURATION (10s), CONNECTIONS (16), THREADS (2), RENDER_RUNS (50) tune the run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/target/release/tradehub"
render="$root/target/release/examples/render"
[ -x "$bin" ] || { echo "build first: make build"; exit 1; }
[ -x "$render" ] || { echo "build the render example first: cargo build --release -p ssr-bundle --example render"; exit 1; }
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}
RENDER_RUNS=${RENDER_RUNS:-50}

work=$(mktemp -d)
# A private copy of the assets: a frontend rebuild during the run cannot change them.
mkdir -p "$work/static"
cp -r "$root/static/." "$work/static/"
cp "$root/frontend/dist/server/entry-server.js" "$work/entry-server.js"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

start() { # name extra-args... ; prints the port, records the pid
  local name=$1; shift
  local port; port=$(python3 "$root/scripts/free-port.py")
  local t0; t0=$(date +%s%N)
  "$bin" serve --addr "127.0.0.1:$port" --data-dir "$work/$name" --static-dir "$work/static" \
    --ssr-bundle "$work/entry-server.js" --demo "$@" >"$work/$name.log" 2>&1 &
  pids+=($!)
  echo $! >"$work/$name.pid"
  until curl -fs -o /dev/null "http://127.0.0.1:$port/"; do sleep 0.01; done
  local t1; t1=$(date +%s%N)
  echo "$(( (t1 - t0) / 1000000 ))" >"$work/$name.startup_ms"
  echo "$port"
}

load() { # url -> "req/s | p50 | p99"
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -H 'Accept-Encoding: gzip' "$1" |
    awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} END {printf "%.0f | %s | %s", rps, p50, p99}'
}

cached=$(start cached)
uncached=$(start uncached --no-html-cache)
base="http://127.0.0.1:$cached"

pages=("$@")
if [ ${#pages[@]} -eq 0 ]; then
  curl -fs "$base/sitemap.xml" -o "$work/sitemap.xml"
  mapfile -t catalogue < <(grep -o '<loc>[^<]*</loc>' "$work/sitemap.xml" | sed -E 's#<loc>https?://[^/]+##; s#</loc>##' | grep '^/products/')
  category=""; variety=""
  for path in "${catalogue[@]}"; do
    if [ -z "$category" ] && [[ "$path" =~ ^/products/[^/]+$ ]]; then category=$path; fi
    if [ -z "$variety" ] && [[ "$path" =~ ^/products/[^/]+/[^/]+$ ]]; then
      offers=$(curl -fs "$base/_data$path" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["data"]["suppliers"]))')
      [ "$offers" -gt 0 ] && variety=$path
    fi
  done
  pages=(/ /products "$category" "$variety")
fi

echo "Tradehub public pages, release build, demo data, loopback; wrk -t$THREADS -c$CONNECTIONS -d$DURATION, gzip."
echo "Start-up to first served page: $(cat "$work/cached.startup_ms") ms (demo data written on first start)."
echo "Machine: $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)."
echo
echo "| page | warm cache req/s | p50 | p99 | cache off req/s | p50 | p99 | static file req/s | p50 | p99 | warm/static | engine render p50 | HTML gz | JS gz |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_')
  curl -fs "$base$page" -o "$work/static/bench$name.html"
  curl -fs "$base/_data$page" -o "$work/props$name.json"
  html_gz=$(gzip -9c "$work/static/bench$name.html" | wc -c)
  page_name=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["page"])' "$work/props$name.json")
  js_gz=0
  for f in $(python3 - "$work/static/assets/manifest.json" "$page_name" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
files = [m["entry"], *m.get("preload", []), *m.get("pages", {}).get(sys.argv[2], [])]
print(" ".join(dict.fromkeys(files)))
PY
  ); do
    js_gz=$(( js_gz + $(gzip -9c "$work${f}" | wc -c) ))
  done
  warm=$(load "$base$page")
  cold=$(load "http://127.0.0.1:$uncached$page")
  static=$(load "$base/static/bench$name.html")
  ratio=$(python3 -c 'import sys; w=float(sys.argv[1]); s=float(sys.argv[2]); print(f"{100*w/s:.0f}%")' "${warm%% *}" "${static%% *}")
  engine=$(cd "$root" && RUNS=$RENDER_RUNS "$render" "$work/entry-server.js" "$page" "$work/props$name.json" | awk -F': ' '/median render/ {print $2}')
  printf '| `%s` | %s | %s | %s | %s | %s | %s B | %s B |\n' "$page" "$warm" "$cold" "$static" "$ratio" "$engine" "$html_gz" "$js_gz"
done
echo
echo "Gzipped JavaScript of every page (entry, its preloads and the page's chunks; budget 150 KB):"
python3 - "$work/static" <<'PY'
import gzip, json, sys
root = sys.argv[1]
m = json.load(open(root + "/assets/manifest.json"))
size = lambda f: len(gzip.compress(open(root + f[len("/static"):], "rb").read(), 9))
base = [m["entry"], *m.get("preload", [])]
for page, chunks in sorted(m.get("pages", {}).items()):
    total = sum(size(f) for f in dict.fromkeys(base + chunks))
    print(f"  {page:<20} {total / 1000:6.1f} KB{'  over budget' if total > 150_000 else ''}")
PY
echo
for name in cached uncached; do
  pid=$(cat "$work/$name.pid")
  echo "Peak memory ($name instance): $(awk '/VmHWM/ {print $2, $3}' "/proc/$pid/status")"
done
