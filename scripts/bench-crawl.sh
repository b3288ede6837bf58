#!/usr/bin/env bash
# A crawler's visit of the whole sitemap, CLIENTS at a time, with a browser's
# Accept-Encoding, on one catalogue (`tradehub demo --products N`), four ways:
#   memory only: the page store off (--page-store-mb 0), the server just started: the
#                crawl renders every page, as every restart and every instance did before;
#   prerender:   `tradehub prerender` into the page store (the same pages, rendered ahead);
#   restart:     the server started again, the store full: the same crawl;
#   instance B:  a second server on the same data, started while the first serves.
# For each: the wall time of the crawl, pages per second, renders (tradehub_renders_total),
# pages read from the store, and the server's peak resident memory (VmHWM).
#
# usage: scripts/bench-crawl.sh   (after `make release`)
#   SCALE (S2: 1,000 products; S1 the demo, S3 10,000, S4 100,000), CLIENTS (4),
#   KEEP a folder that keeps the data between runs, BIN another build of tradehub,
#   STORE_ONLY=1 leaves out the crawl without the store, SAMPLE=k crawls every k-th URL
#   only, and fills the store by that crawl instead of `prerender` (which renders them all).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN:-$root/target/release/tradehub}
[ -x "$bin" ] || { echo "build first: make release"; exit 1; }
SCALE=${SCALE:-S2}
CLIENTS=${CLIENTS:-4}
BROWSER='gzip, deflate, br, zstd'
declare -A PRODUCTS=([S1]=0 [S2]=1000 [S3]=10000 [S4]=100000)
n=${PRODUCTS[$SCALE]}

work=$(mktemp -d)
data=${KEEP:+$KEEP/$SCALE}
data=${data:-$work/data}
mkdir -p "$data"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
now_ms() { echo $(($(date +%s%N) / 1000000)); }
ssr=(--static-dir "$root/static" --ssr-bundle "$root/frontend/dist/server/entry-server.js")

if [ ! -f "$data/.written" ]; then
  echo "== writing $SCALE ($n generated products)" >&2
  "$bin" demo --data-dir "$data" --products "$n" >&2
  touch "$data/.written"
fi

# start NAME [flags]: a server on a free port; sets base, metrics, pid.
start() {
  local name=$1; shift
  local port mport
  port=$(python3 "$root/scripts/free-port.py")
  mport=$(python3 "$root/scripts/free-port.py")
  base="http://127.0.0.1:$port"
  metrics="http://127.0.0.1:$mport/metrics"
  "$bin" serve --data-dir "$data" --addr "127.0.0.1:$port" --public-url "$base" --metrics-addr "127.0.0.1:$mport" \
    "${ssr[@]}" "$@" >"$work/$name.log" 2>&1 &
  pid=$!
  pids+=("$pid")
  until curl -fs -o /dev/null "$base/readyz"; do
    kill -0 "$pid" 2>/dev/null || { tail -20 "$work/$name.log"; echo "server exited" >&2; exit 1; }
    sleep 0.05
  done
}
stop() { kill "$1" 2>/dev/null || true; wait "$1" 2>/dev/null || true; }
metric() { curl -s "$metrics" | awk -v m="$1" '$1 == m {print $2}' | head -1; }
locs() { grep -o '<loc>[^<]*</loc>' | sed -e 's/<loc>//' -e 's/<\/loc>//' -e 's/&amp;/\&/g'; }
sitemap() { # every URL of the sitemap index's files (every SAMPLE-th)
  local child
  for child in $(curl -s "$base/sitemap.xml" | locs); do curl -s "$child" | locs; done | sed -E 's#^https?://[^/]+#'"$base"'#' |
    awk -v k="${SAMPLE:-1}" 'NR % k == 1 || k == 1'
}

# crawl NAME: every URL, CLIENTS at a time; prints one table row.
crawl() {
  local name=$1 t0 t1 renders0 loads0 failed
  sitemap >"$work/urls"
  renders0=$(metric tradehub_renders_total); loads0=$(metric tradehub_page_store_loads_total)
  # One curl per client, each with its share of the URLs and one connection kept alive.
  rm -f "$work"/client.*
  awk -v n="$CLIENTS" -v dir="$work" '{print "url = \"" $0 "\"\noutput = /dev/null" > (dir "/client." NR % n)}' "$work/urls"
  t0=$(now_ms)
  failed=$(for config in "$work"/client.*; do
    curl -s -K "$config" -H "Accept-Encoding: $BROWSER" -w '%{http_code}\n' &
  done | grep -vc '^200$' || true)
  t1=$(now_ms)
  local pages renders loads peak
  pages=$(wc -l <"$work/urls")
  renders=$(($(metric tradehub_renders_total) - renders0))
  loads=$(($(metric tradehub_page_store_loads_total) - loads0))
  peak=$(awk '/VmHWM/ {printf "%.0f MB", $2/1024}' "/proc/$pid/status")
  printf '| %s | %d | %.1f s | %.0f | %d | %d | %d | %s |\n' "$name" "$pages" "$(((t1 - t0)))e-3" \
    "$(awk -v p="$pages" -v ms=$((t1 - t0)) 'BEGIN {print p * 1000 / ms}')" "$renders" "$loads" "$failed" "$peak"
}

echo "| $SCALE, $CLIENTS clients | URLs | crawl | pages/s | renders | from the store | not 200 | peak memory |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
if [ -z "${STORE_ONLY:-}" ]; then
  start memory --page-store-mb 0
  crawl "memory only, just started"
  stop "$pid"
fi

rm -f "$data"/tradehub.pages.db*
if [ -n "${SAMPLE:-}" ]; then
  start filling
  crawl "store, empty: each page rendered and stored"
  stop "$pid"
else
  t0=$(now_ms)
  RUST_LOG=warn "$bin" prerender --data-dir "$data" "${ssr[@]}" >"$work/prerender.out" 2>"$work/prerender.err"
  t1=$(now_ms)
  printf '| prerender | %s | %.1f s | | | | | |\n' "$(tail -1 "$work/prerender.out" | cut -d' ' -f1) rendered" "$(((t1 - t0)))e-3"
fi

start restarted
crawl "store, after a restart"
first=$pid
start second
crawl "store, instance B (fresh)"
stop "$first"
