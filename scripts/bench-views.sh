#!/usr/bin/env bash
# What counting views costs a cached page (the goal: "the warm cached variety page with
# view counting on stays within 5 % of its throughput with counting off").
#
# Two instances of the release binary on demo databases of their own, one started with
# --no-view-counting; the variety page is warmed on both, then ROUNDS rounds of DURATION
# in which one wrk loads each instance at the same time (half the threads and connections
# each), every request with a browser's User-Agent and Accept-Encoding (a crawler's or
# none would not be counted). On a shared machine whose load comes and goes, measuring
# both at once is what makes them comparable: the two servers share the cores, so the
# ratio of their throughputs is the ratio of their costs per request. Halfway both
# instances are started afresh in the other order (a process's placement can be worth a
# few per cent), and
# the figure is the median of the rounds' on/off ratios. Prints each round, the
# medians, and the views the counting instances wrote: wrk is one reader (one address, one
# browser), counted once per page in a window by each counting instance.
#
# usage: scripts/bench-views.sh [VARIETY_PATH]   (default: the first variety page with offers)
#   DURATION (5s), ROUNDS (10), CONNECTIONS (16), THREADS (2).
set -euo pipefail
VARIETY_PATH=${1:-}
root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/target/release/tradehub"
[ -x "$bin" ] || { echo "build first: make build"; exit 1; }
command -v wrk >/dev/null || { echo "wrk is needed (apt-get install wrk)"; exit 1; }
DURATION=${DURATION:-5s}
ROUNDS=${ROUNDS:-10}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}
BROWSER_ENCODING='gzip, deflate, br, zstd'
BROWSER_AGENT='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

work=$(mktemp -d)
# Instances are started in command substitutions (subshells): their pids go to files.
stop() { for f in "$@"; do [ -f "$f" ] || continue; p=$(cat "$f"); kill "$p" 2>/dev/null || true; while kill -0 "$p" 2>/dev/null; do sleep 0.05; done; rm -f "$f"; done; }
cleanup() { stop "$work"/*.pid; rm -rf "$work"; }
trap cleanup EXIT

free_port() { python3 "$root/scripts/free-port.py"; }
wait_for() { until curl -fs -o /dev/null "$1"; do sleep 0.05; done; }

start() { # name extra-args... ; prints the port
  local name=$1; shift
  local port; port=$(free_port)
  RUST_LOG=warn "$bin" serve --addr "127.0.0.1:$port" --data-dir "$work/$name" --static-dir "$root/static" \
    --ssr-bundle "$root/frontend/dist/server/entry-server.js" --demo "$@" >"$work/$name.log" 2>&1 &
  echo $! >"$work/$name.pid"
  wait_for "http://127.0.0.1:$port/"
  echo "$port"
}

rps() { # url -> "req/s requests" (half of THREADS and CONNECTIONS: two run at once)
  wrk -t"$((THREADS / 2 > 0 ? THREADS / 2 : 1))" -c"$((CONNECTIONS / 2))" -d"$DURATION" -H "Accept-Encoding: $BROWSER_ENCODING" -H "User-Agent: $BROWSER_AGENT" "$1" |
    awk '/Requests\/sec/ {rps=$2} /requests in/ {n=$1} END {printf "%.0f %s", rps, n}'
}

start_pair() { # suffix -> "on-port off-port"; the second pair starts in the other order
  local on off
  if [ "$1" = 1 ]; then
    on=$(start "on$1"); off=$(start "off$1" --no-view-counting)
  else
    off=$(start "off$1" --no-view-counting); on=$(start "on$1")
  fi
  echo "$on $off"
}
stop_pair() { stop "$work"/*.pid; } # each instance writes its last counts as it stops

set -- $(start_pair 1); on=$1; off=$2
page=${VARIETY_PATH:-}
if [ -z "$page" ]; then
  # The sitemap is an index: the variety pages are listed in /sitemaps/varieties-1.xml.
  curl -fs "http://127.0.0.1:$on/sitemaps/varieties-1.xml" -o "$work/varieties.xml"
  for path in $(grep -o '<loc>[^<]*</loc>' "$work/varieties.xml" | sed -E 's#<loc>https?://[^/]+##; s#</loc>##' | grep -E '^/products/[^/]+/[^/]+$'); do
    offers=$(curl -fs "http://127.0.0.1:$on/_data$path" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["data"]["suppliers"]))')
    if [ "$offers" -gt 0 ]; then page=$path; break; fi
  done
fi
[ -n "$page" ] || { echo "no variety page with offers found"; exit 1; }
warm() { # Warmed by a crawler, so that only the measured requests count.
  for port in "$@"; do curl -fs -o /dev/null -A "Googlebot/2.1" -H "Accept-Encoding: $BROWSER_ENCODING" "http://127.0.0.1:$port$page"; done
}
warm "$on" "$off"

on_runs=(); off_runs=(); counted=0
echo "View counting on and off, warm cached $page; release build, demo data, loopback;"
echo "Each round: wrk -t$((THREADS / 2 > 0 ? THREADS / 2 : 1)) -c$((CONNECTIONS / 2)) -d$DURATION on each instance at once; $ROUNDS rounds, fresh instances halfway; a browser's User-Agent and Accept-Encoding."
echo "Machine: $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo); load average at start: $(cut -d' ' -f1-3 /proc/loadavg)."
echo
echo "| round | counting on req/s | counting off req/s | on/off |"
echo "| ---: | ---: | ---: | ---: |"
half=$(( (ROUNDS + 1) / 2 ))
stored=0
stored_views() { python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT COALESCE(SUM(views),0) FROM variety_views").fetchone()[0])' "$1"; }
for round in $(seq 1 "$ROUNDS"); do
  if [ "$round" -eq $((half + 1)) ]; then
    stop_pair
    stored=$((stored + $(stored_views "$work/on1/tradehub.db")))
    set -- $(start_pair 2); on=$1; off=$2
    warm "$on" "$off"
  fi
  # Both at once, half the load generator each: whatever else the machine does in these
  # seconds falls on both sides alike.
  rps "http://127.0.0.1:$off$page" >"$work/off.rps" &
  set -- $(rps "http://127.0.0.1:$on$page"); r_on=$1; counted=$((counted + $2))
  wait $!
  set -- $(cat "$work/off.rps"); r_off=$1
  on_runs+=("$r_on"); off_runs+=("$r_off")
  echo "| $round | $r_on | $r_off | $(python3 -c "print(f'{$r_on / $r_off:.3f}')") |"
done
stop_pair
last=1; [ "$ROUNDS" -gt "$half" ] && last=2
stored=$((stored + $(stored_views "$work/on$last/tradehub.db")))
echo
python3 - "${on_runs[*]}" "${off_runs[*]}" "$counted" "$stored" "$last" <<'PY'
import statistics, sys
on = [float(x) for x in sys.argv[1].split()]
off = [float(x) for x in sys.argv[2].split()]
counted, stored, instances = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
ratio = statistics.median(a / b for a, b in zip(on, off))
print(f"Median req/s: counting on {statistics.median(on):.0f}, off {statistics.median(off):.0f}; "
      f"median of the rounds' on/off: {ratio:.3f} ({'within' if ratio >= 0.95 else 'NOT within'} 5 %).")
# wrk is one reader: each counting instance counts it once, however many answers it had.
print(f"Views written by the {instances} counting instances: {stored}, for {counted} answers wrk completed"
      f" ({'one reader counted once by each' if stored == instances else 'MISMATCH'}).")
PY
