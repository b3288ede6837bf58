#!/usr/bin/env python3
"""Load gate: a mixed workload with wrk against the binary on loopback: a warm-up, a
measured run, then the same again (the soak: memory must not keep growing). Fails on any server error,
socket error or unexpected 4xx (429 is expected: sign-ins and enquiries are rate-limited).
Prints throughput, p50/p99 and peak memory.

usage: scripts/gates/load.py BINARY   (DURATION=10s CONNECTIONS=16 THREADS=2 TIMEOUT=30s)

A request unanswered after TIMEOUT counts as a socket error. wrk's own default (2 s) is shorter
than a debug build's slowest answer (a bcrypt sign-in) on two cores shared with the browser
journeys, so a slow but correct answer was counted as a broken socket.
"""
import json
import os
import re
import subprocess
import sys
import threading
import time

from server import ROOT, Server
DURATION = os.environ.get("DURATION", "10s")
CONNECTIONS = os.environ.get("CONNECTIONS", "16")
THREADS = os.environ.get("THREADS", "2")
TIMEOUT = os.environ.get("TIMEOUT", "30s")
# Growth allowed from the load run's peak to the soak's (caches fill in the warm-up).
SOAK_GROWTH = 1.25
SLACK_KIB = 16 * 1024


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def run_wrk(script, base, pid, duration):
    peak = [rss_kib(pid)]
    stop = threading.Event()

    def sample():
        while not stop.is_set():
            peak[0] = max(peak[0], rss_kib(pid))
            time.sleep(0.1)

    sampler = threading.Thread(target=sample)
    sampler.start()
    out = subprocess.run(["wrk", "-t" + THREADS, "-c" + CONNECTIONS, "-d" + duration, "--timeout", TIMEOUT,
                          "-s", script, base],
                         capture_output=True, text=True)
    stop.set()
    sampler.join()
    line = next((l for l in out.stdout.splitlines() if l.startswith("RESULT ")), None)
    if line is None:
        sys.exit("wrk printed no result:\n" + out.stdout + out.stderr)
    fields = dict(re.findall(r"(\w+)=(\S+)", line))
    statuses = {int(k): int(v) for k, v in (p.split("=") for p in fields["statuses"].split(",") if p)}
    return fields, statuses, peak[0]


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/debug/tradehub")
    if subprocess.run(["which", "wrk"], capture_output=True).returncode != 0:
        sys.exit("wrk is missing: scripts/install-deps.sh installs it")
    with Server(binary) as server:
        drive(server)


def drive(server):
    """Signs in, writes the wrk script with real ids and tokens, runs the three phases."""
    buyer = server.sign_in("buyer")
    vendor = server.sign_in("vendor")
    listings = server.call("GET", f"/api/v1/vendorProduct/vendor/{vendor['id']}", token=vendor["token"])["listings"]
    listing = listings[0]
    listing_body = {"product": listing["product"]["_id"], "varietyId": listing["varietyId"], "price": listing["price"],
                    "quantityAvailable": listing["quantityAvailable"], "unit": listing["unit"],
                    "packContent": listing.get("packContent"),
                    "location": listing["location"], "notes": "load gate"}
    enquiry_body = {"listingId": listing["_id"], "name": "Load Gate", "email": "buyer@tradehub.example",
                    "phone": "+91 98765 43210", "address": "1 Dock Road", "city": "Mumbai", "state": "MH",
                    "pincode": "400001", "quantity": 5}
    lua = open(os.path.join(ROOT, "scripts/gates/load.lua")).read()
    for key, value in {"BUYER_TOKEN": buyer["token"], "VENDOR_TOKEN": vendor["token"], "LISTING_ID": listing["_id"],
                       "LISTING_BODY": json.dumps(listing_body), "ENQUIRY_BODY": json.dumps(enquiry_body),
                       "PRODUCT_ID": listing["product"]["_id"]}.items():
        lua = lua.replace(f"@{key}@", value)
    script = os.path.join(server.data, "load.lua")
    with open(script, "w") as f:
        f.write(lua)

    failures = []
    peaks = []
    for phase in ("warm-up", "load", "soak"):
        fields, statuses, peak = run_wrk(script, server.base, server.pid, "5s" if phase == "warm-up" else DURATION)
        peaks.append(peak)
        requests, seconds = int(fields["requests"]), float(fields["seconds"])
        errors = {kind: int(fields[kind]) for kind in ("connect", "read", "write", "timeout")}
        bad = {s: c for s, c in statuses.items() if s >= 500 or (400 <= s < 500 and s != 429)}
        print(f"load gate [{phase}]: {requests} requests in {seconds:.1f} s = {requests / seconds:.0f} req/s, "
              f"p50 {float(fields['p50_ms']):.2f} ms, p99 {float(fields['p99_ms']):.2f} ms, "
              f"max {float(fields['max_ms']):.0f} ms, statuses {dict(sorted(statuses.items()))}, "
              f"socket errors {errors}, peak memory {peak / 1024:.0f} MiB")
        if bad:
            failures.append(f"{phase}: unexpected statuses {bad}")
        if any(errors.values()):
            failures.append(f"{phase}: socket errors {errors}")
    if peaks[2] > peaks[1] * SOAK_GROWTH + SLACK_KIB:
        failures.append(f"memory kept growing: {peaks[1] // 1024} MiB then {peaks[2] // 1024} MiB")
    if not server.alive():
        failures.append("the server died under load")
    if failures:
        print(server.log()[-4000:])
        sys.exit("load gate failed: " + "; ".join(failures))


if __name__ == "__main__":
    main()
