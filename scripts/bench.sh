#!/usr/bin/env bash
# Measures the release binary on a demo database, on loopback, with a browser's
# Accept-Encoding, side by side in one run:
#   - Tradehub with a warm page cache, and with the cache off (every request rendered);
#   - nginx (Debian's nginx-light) serving the same HTML bytes and the same client entry
#     script precompressed (gzip_static): the upper bound;
#   - Node rendering the same server bundle on every request (node:http, one worker a
#     core; scripts/bench-node.mjs): the peer a user would pick instead;
#   - a mixed load: reads spread over every catalogue page while listing prices change at
#     WRITES_PER_S (2) through the database, as another instance would write them; prints
#     the cache hit rate and the read throughput against the same reads alone.
#   - the latency of a warm page with the load generator on a core of its own: Tradehub
#     and nginx each pinned to CPU 0 with one worker, wrk to CPU 1 (with wrk sharing both
#     cores, its own threads pre-empt the servers' and the p99 is mostly the scheduler's).
# Also start-up to the first page (fresh demo database and existing one), isolate start
# and where a render spends its time per page (examples/profile.rs), peak memory, and
# the warm variety page with view counting on against off (scripts/bench-views.sh).
#
# usage: scripts/bench.sh [PATH...]   (default: /, /products, a category and a variety page)
#   DURATION (10s), CONNECTIONS (16), THREADS (2), RENDER_RUNS (50), WRITES_PER_S (2).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/target/release/tradehub"
profile="$root/target/release/examples/profile"
[ -x "$bin" ] || { echo "build first: make build"; exit 1; }
[ -x "$profile" ] || { echo "build the profile example first: cargo build --release -p ssr-bundle --example profile"; exit 1; }
missing=()
command -v wrk >/dev/null || missing+=(wrk)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}
RENDER_RUNS=${RENDER_RUNS:-50}
WRITES_PER_S=${WRITES_PER_S:-2}
BROWSER='gzip, deflate, br, zstd'

work=$(mktemp -d)
chmod 755 "$work"
# A private copy of the assets: a frontend rebuild during the run cannot change them.
mkdir -p "$work/static"
cp -r "$root/static/." "$work/static/"
cp "$root/frontend/dist/server/entry-server.js" "$work/entry-server.js"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

free_port() { python3 "$root/scripts/free-port.py"; }
wait_for() { until curl -fs -o /dev/null "$1"; do sleep 0.01; done; }

start() { # name extra-args... ; prints the port, records the pid (PIN: a CPU list for taskset)
  local name=$1; shift
  local port; port=$(free_port)
  local t0; t0=$(date +%s%N)
  local pin=(); [ -n "${PIN:-}" ] && pin=(taskset -c "$PIN")
  RUST_LOG="warn,server::ssr::renderer=debug" "${pin[@]}" "$bin" serve --addr "127.0.0.1:$port" --data-dir "$work/$name" \
    --static-dir "$work/static" --ssr-bundle "$work/entry-server.js" --demo "$@" >"$work/$name.log" 2>&1 &
  pids+=($!)
  echo $! >"$work/$name.pid"
  wait_for "http://127.0.0.1:$port/"
  local t1; t1=$(date +%s%N)
  echo "$(( (t1 - t0) / 1000000 ))" >"$work/$name.startup_ms"
  echo "$port"
}

load() { # url [wrk args...] -> "req/s p50 p99 requests" (WRK_PIN: a CPU list for taskset)
  local url=$1; shift
  local pin=(); [ -n "${WRK_PIN:-}" ] && pin=(taskset -c "$WRK_PIN")
  "${pin[@]}" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -H "Accept-Encoding: $BROWSER" "$@" "$url" |
    awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /requests in/ {n=$1} END {printf "%.0f %s %s %s", rps, p50, p99, n}'
}
cells() { set -- $1; printf '%s | %s | %s' "$1" "$2" "$3"; }
ratio() { python3 -c 'import sys; print(f"{float(sys.argv[1])/float(sys.argv[2]):.2f}×")' "${1%% *}" "${2%% *}"; }
table_head() { echo "| what | req/s | p50 | p99 | against nginx |"; echo "| --- | ---: | ---: | ---: | ---: |"; }
row() { echo "| $1 | $(cells "$2") | $(ratio "$2" "$3") |"; } # label result nginx-result
renders() { grep -c '"rendered"\| rendered ' "$work/$1.log" || true; }

cached=$(start cached)
uncached=$(start uncached --no-html-cache)
base="http://127.0.0.1:$cached"

# The sitemap is an index of files (pages, products-N, varieties-N): the pages are in them.
locs() { grep -o '<loc>[^<]*</loc>' "$1" | sed -E 's#<loc>https?://[^/]+##; s#</loc>##'; }
curl -fs "$base/sitemap.xml" -o "$work/sitemap.xml"
: >"$work/sitemap-pages.xml"
for file in $(locs "$work/sitemap.xml" | grep '^/sitemaps/'); do curl -fs "$base$file" >>"$work/sitemap-pages.xml"; done
mapfile -t catalogue < <(locs "$work/sitemap-pages.xml" | grep '^/products/')
pages=("$@")
if [ ${#pages[@]} -eq 0 ]; then
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

# nginx: the same HTML bytes and the entry script, precompressed once (gzip -9).
mkdir -p "$work/nginx/html/static/assets" "$work/nginx/tmp"
entry=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["entry"])' "$work/static/assets/manifest.json")
cp "$work$entry" "$work/nginx/html$entry"
nginx_port=$(free_port)
# Node: the props of every page, loaded once.
echo '{}' >"$work/node-props.json"
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_')
  curl -fs -H "Accept-Encoding: identity" "$base$page" -o "$work/nginx/html/page$name.html"
  curl -fs "$base/_data$page" -o "$work/props$name.json"
  python3 - "$work/node-props.json" "$page" "$work/props$name.json" <<'PY'
import json, sys
all_props = json.load(open(sys.argv[1])); all_props[sys.argv[2]] = json.load(open(sys.argv[3]))
json.dump(all_props, open(sys.argv[1], "w"))
PY
done
find "$work/nginx/html" -type f \( -name '*.html' -o -name '*.js' \) -exec gzip -9 -k {} \;
chmod -R a+rX "$work/nginx"
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes $(nproc);
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/nginx/tmp; proxy_temp_path $work/nginx/tmp;
  fastcgi_temp_path $work/nginx/tmp; uwsgi_temp_path $work/nginx/tmp; scgi_temp_path $work/nginx/tmp;
  types { text/html html; text/javascript js; }
  sendfile on; tcp_nodelay on; keepalive_requests 100000;
  server { listen 127.0.0.1:$nginx_port; root $work/nginx/html; gzip_static on; gzip_vary on; }
}
CONF
/usr/sbin/nginx -c "$work/nginx/nginx.conf" -p "$work/nginx" &
pids+=($!)
node_port=$(free_port)
node "$root/scripts/bench-node.mjs" "$work/entry-server.js" "$root/ssr-bundle/js/polyfills.js" "$work/node-props.json" "$node_port" &
pids+=($!)
wait_for "http://127.0.0.1:$nginx_port$entry"
wait_for "http://127.0.0.1:$node_port${pages[0]}"

echo "Tradehub, release build, demo data, loopback; wrk -t$THREADS -c$CONNECTIONS -d$DURATION, Accept-Encoding: $BROWSER."
echo "Start-up to first served page: $(cat "$work/cached.startup_ms") ms (demo data written on first start)."
echo "Machine: $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)."
echo
table_head
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_')
  nginx=$(load "http://127.0.0.1:$nginx_port/page$name.html")
  row "\`$page\` warm cache" "$(load "$base$page")" "$nginx"
  row "\`$page\` nginx gzip_static, same HTML" "$nginx" "$nginx"
  row "\`$page\` cache off (rendered every request)" "$(load "http://127.0.0.1:$uncached$page")" "$nginx"
  row "\`$page\` Node, rendered every request" "$(load "http://127.0.0.1:$node_port$page")" "$nginx"
done
script_nginx=$(load "http://127.0.0.1:$nginx_port$entry")
row "entry script $(basename "$entry")" "$(load "$base$entry")" "$script_nginx"
row "the same, nginx gzip_static" "$script_nginx" "$script_nginx"
echo

# Latency with the load generator on its own core: one server worker on CPU 0, wrk on CPU 1.
pinned=$(PIN=0 start pinned)
sed "s/^worker_processes .*/worker_processes 1;/; s#pid $work/nginx/nginx.pid#pid $work/nginx/pinned.pid#; s/listen 127.0.0.1:$nginx_port/listen 127.0.0.1:$((nginx_port + 1))/" \
  "$work/nginx/nginx.conf" >"$work/nginx/pinned.conf"
taskset -c 0 /usr/sbin/nginx -c "$work/nginx/pinned.conf" -p "$work/nginx" &
pids+=($!)
wait_for "http://127.0.0.1:$((nginx_port + 1))$entry"
echo "Latency, load generator on its own core (server and nginx: one worker on CPU 0; wrk -t1 -c$CONNECTIONS on CPU 1):"
echo
table_head
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_')
  curl -fs -o /dev/null "http://127.0.0.1:$pinned$page"
  nginx=$(THREADS=1 WRK_PIN=1 load "http://127.0.0.1:$((nginx_port + 1))/page$name.html")
  row "\`$page\` warm cache, pinned" "$(THREADS=1 WRK_PIN=1 load "http://127.0.0.1:$pinned$page")" "$nginx"
  row "\`$page\` nginx, pinned" "$nginx" "$nginx"
done
echo

echo "Isolate start and one render, by phase (examples/profile.rs; RUNS=$RENDER_RUNS renders a phase):"
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_')
  (cd "$root" && RUNS=$RENDER_RUNS LOADS=5 "$profile" "$work/entry-server.js" "$page" "$work/props$name.json") |
    sed 's/^/  /'
done
echo

# Mixed load: reads over every catalogue page (and / and /products), first alone, then
# with listing price changes arriving through the database as another instance makes them.
{
  echo 'paths = {'
  for path in / /products "${catalogue[@]}"; do echo "  \"$path\","; done
  echo '}'
  echo 'request = function() return wrk.format("GET", paths[math.random(#paths)]) end'
} >"$work/mixed.lua"
for path in / /products "${catalogue[@]}"; do curl -fs -o /dev/null "$base$path"; done
r0=$(renders cached)
alone=$(load "$base/" -s "$work/mixed.lua")
r1=$(renders cached)
python3 - "$work/cached/tradehub.db" "$WRITES_PER_S" >"$work/writes.log" 2>&1 <<'PY' &
import random, sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], timeout=5, isolation_level=None)
rows = db.execute("SELECT id, product_id, variety_id FROM vendor_listings").fetchall()
every = 1 / float(sys.argv[2]); n = 0; start = time.monotonic()
while True:
    listing, product, variety = random.choice(rows)
    db.execute("BEGIN IMMEDIATE")
    db.execute("UPDATE vendor_listings SET price_paise = price_paise + 1 WHERE id = ?", (listing,))
    db.execute("UPDATE content_version SET version = version + 1 WHERE id = 1")
    (v,) = db.execute("SELECT version FROM content_version WHERE id = 1").fetchone()
    db.execute("INSERT INTO content_changes (version, topic) VALUES (?, ?)", (v, "variety:" + variety))
    db.execute("COMMIT")
    n += 1
    print(n, flush=True)
    time.sleep(max(0, start + n * every - time.monotonic()))
PY
writer=$!
pids+=($writer)
mixed=$(load "$base/" -s "$work/mixed.lua")
kill "$writer" 2>/dev/null || true
r2=$(renders cached)
writes=$(tail -1 "$work/writes.log")
set -- $alone; alone_rps=$1; alone_n=$4
set -- $mixed; mixed_rps=$1; mixed_n=$4
echo "Mixed load over ${#catalogue[@]} catalogue pages plus / and /products, $DURATION each:"
python3 - "$alone_rps" "$alone_n" "$((r1 - r0))" "$mixed_rps" "$mixed_n" "$((r2 - r1))" "$writes" <<'PY'
import sys
a_rps, a_n, a_r, m_rps, m_n, m_r, writes = map(float, sys.argv[1:])
print(f"  reads alone: {a_rps:.0f} req/s, cache hit rate {100 * (1 - a_r / a_n):.2f} %")
print(f"  with {writes:.0f} listing writes: {m_rps:.0f} req/s ({m_rps / a_rps:.2f} of reads alone), "
      f"cache hit rate {100 * (1 - m_r / m_n):.2f} % ({m_r:.0f} renders in {m_n:.0f} reads)")
PY
echo
for name in cached uncached; do
  pid=$(cat "$work/$name.pid")
  echo "Peak memory ($name instance): $(awk '/VmHWM/ {print $2, $3}' "/proc/$pid/status")"
done
# The uncached instance again, on the database it wrote: start-up without the demo data.
kill "$(cat "$work/uncached.pid")"
while kill -0 "$(cat "$work/uncached.pid")" 2>/dev/null; do sleep 0.05; done
start uncached --no-html-cache >/dev/null
echo "Start-up to first served page on an existing database: $(cat "$work/uncached.startup_ms") ms."
echo

# Counting views at the edge of the page cache, on against off, with the
# instances above stopped so that they take no CPU from it.
for p in "${pids[@]}" $(cat "$work"/*.pid 2>/dev/null); do kill "$p" 2>/dev/null || true; done
"$root/scripts/bench-views.sh" "${variety:-}"
