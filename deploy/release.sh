#!/usr/bin/env bash
# A rolling release: migrate once, then restart the instances one at a time, each only
# after the previous one answers /readyz again. Migrations must keep the previous release
# working (add columns and tables; drop them a release later).
set -euo pipefail
ports=${PORTS:-"8081 8082"}
set -a; . /etc/tradehub/env; set +a
/usr/local/bin/tradehub migrate
for port in $ports; do
  systemctl restart "tradehub@$port"
  for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
    sleep 0.3
  done
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null
done
