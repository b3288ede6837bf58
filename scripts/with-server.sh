#!/usr/bin/env bash
# Starts the tradehub binary on a fresh demo database and a free port, waits until it is
# ready, runs the given command with BASE_URL set, then stops the server.
# usage: scripts/with-server.sh BINARY COMMAND...
set -euo pipefail
bin=$1; shift
root=$(cd "$(dirname "$0")/.." && pwd)
data=$(mktemp -d)
port=$(python3 "$root/scripts/free-port.py")
export BASE_URL="http://127.0.0.1:$port"
TRADEHUB_BCRYPT_COST=${TRADEHUB_BCRYPT_COST:-4} "$bin" serve --addr "127.0.0.1:$port" --data-dir "$data" \
  --static-dir "$root/static" --ssr-bundle "$root/frontend/dist/server/entry-server.js" --demo --trusted-proxy 127.0.0.1 \
  >"$data/server.log" 2>&1 &
pid=$!
# Where the server keeps its data, so a test can read what it wrote (the mail outbox).
export TRADEHUB_E2E_DATA_DIR="$data"
cleanup() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
for _ in $(seq 1 300); do
  if curl -fsS "$BASE_URL/readyz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$data/server.log"; echo "server exited"; exit 1; fi
  sleep 0.2
done
curl -fsS "$BASE_URL/readyz" >/dev/null || { cat "$data/server.log"; echo "server not ready"; exit 1; }
status=0
"$@" || status=$?
if [ $status -ne 0 ]; then echo "--- server log"; tail -50 "$data/server.log"; fi
exit $status
