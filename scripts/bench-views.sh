#!/usr/bin/env bash
# What counting views costs a cached page (issue 27: "the warm cached variety page with
# view counting on stays within 5 % of its throughput with counting off").
#
# Two instances of the release binary on demo databases of their own, one started with
# --no-view-counting; the variety page is warmed on both, then ROUNDS alternating wrk runs
# of DURATION each (on, off, on, off, …, so that drift of the machine falls on both
# sides), every request with a browser's User-Agent and Accept-Encoding (a crawler's or
# none would not be counted). Prints each run, the median req/s of each side and their
# ratio, and the views the counting instance wrote (they must match its requests).
#
# usage: scripts/bench-views.sh [VARIETY_PATH]   (default: the first variety page with offers)
#   DURATION (5s), ROUNDS (5), CONNECTIONS (16), THREADS (2).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/target/release/tradehub"
[ -x "$bin" ] || { echo "build first: make build"; exit 1; }
command -v wrk >/dev/null || { echo "wrk is needed (apt-get install wrk)"; exit 1; }
DURATION=${DURATION:-5s}
ROUNDS=${ROUNDS:-5}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}
BROWSER_ENCODING='gzip, deflate, br, zstd'
BROWSER_AGENT='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

free_port() { python3 "$root/scripts/free-port.py"; }
wait_for() { until curl -fs -o /dev/null "$1"; do sleep 0.05; done; }

start() { # name extra-args... ; prints the port
  local name=$1; shift
  local port; port=$(free_port)
  RUST_LOG=warn "$bin" serve --addr "127.0.0.1:$port" --data-dir "$work/$name" --static-dir "$root/static" \
    --ssr-bundle "$root/frontend/dist/server/entry-server.js" --demo "$@" >"$work/$name.log" 2>&1 &
  pids+=($!)
  wait_for "http://127.0.0.1:$port/"
  echo "$port"
}

rps() { # url -> "req/s requests"
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" -H "Accept-Encoding: $BROWSER_ENCODING" -H "User-Agent: $BROWSER_AGENT" "$1" |
    awk '/Requests\/sec/ {rps=$2} /requests in/ {n=$1} END {printf "%.0f %s", rps, n}'
}

on=$(start on)
off=$(start off --no-view-counting)
page=${1:-}
if [ -z "$page" ]; then
  # The sitemap is an index: the variety pages are listed in /sitemaps/varieties-1.xml.
  curl -fs "http://127.0.0.1:$on/sitemaps/varieties-1.xml" -o "$work/varieties.xml"
  for path in $(grep -o '<loc>[^<]*</loc>' "$work/varieties.xml" | sed -E 's#<loc>https?://[^/]+##; s#</loc>##' | grep -E '^/products/[^/]+/[^/]+$'); do
    offers=$(curl -fs "http://127.0.0.1:$on/_data$path" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["data"]["suppliers"]))')
    if [ "$offers" -gt 0 ]; then page=$path; break; fi
  done
fi
[ -n "$page" ] || { echo "no variety page with offers found"; exit 1; }
# Warmed by a crawler on the counting side, so that only the measured requests count.
curl -fs -o /dev/null -A "Googlebot/2.1" -H "Accept-Encoding: $BROWSER_ENCODING" "http://127.0.0.1:$on$page"
curl -fs -o /dev/null -A "Googlebot/2.1" -H "Accept-Encoding: $BROWSER_ENCODING" "http://127.0.0.1:$off$page"

on_runs=(); off_runs=(); counted=0
echo "View counting on and off, warm cached $page; release build, demo data, loopback;"
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION per run, $ROUNDS runs each, alternating; a browser's User-Agent and Accept-Encoding."
echo "Machine: $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)."
echo
echo "| run | counting on req/s | counting off req/s |"
echo "| ---: | ---: | ---: |"
for round in $(seq 1 "$ROUNDS"); do
  set -- $(rps "http://127.0.0.1:$on$page"); on_runs+=("$1"); counted=$((counted + $2))
  set -- $(rps "http://127.0.0.1:$off$page"); off_runs+=("$1")
  echo "| $round | ${on_runs[-1]} | ${off_runs[-1]} |"
done
# The counts reach the database within the flush interval (10 s); wait for it and read them.
sleep 11
stored=$(python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT COALESCE(SUM(views),0) FROM variety_views").fetchone()[0])' "$work/on/tradehub.db")
echo
python3 - "${on_runs[*]}" "${off_runs[*]}" "$counted" "$stored" <<'PY'
import statistics, sys
on = [float(x) for x in sys.argv[1].split()]
off = [float(x) for x in sys.argv[2].split()]
counted, stored = int(sys.argv[3]), int(sys.argv[4])
m_on, m_off = statistics.median(on), statistics.median(off)
print(f"Median: counting on {m_on:.0f} req/s, off {m_off:.0f} req/s: on/off = {m_on / m_off:.3f} "
      f"({'within' if m_on >= 0.95 * m_off else 'NOT within'} 5 %).")
# wrk leaves out the answers still in flight when a run stops (at most one a connection).
print(f"Views written by the counting instance: {stored}, for {counted} answers wrk completed"
      f" ({'every one counted' if counted <= stored <= counted + 64 * len(on) else 'MISMATCH'}).")
PY
