#!/usr/bin/env python3
"""Times the same paths on several running servers side by side: requests interleaved
round-robin (server by server, path by path), each sent as a browser sends it
(Accept-Encoding: gzip, deflate, br, zstd), and prints the median of each with its ratio to
the first server's. Two builds on one data folder, or one build on two scales, are then
measured under the same noise.

    scripts/bench-side-by-side.py --runs 15 before=http://127.0.0.1:8001 \
        after=http://127.0.0.1:8002 -- '/products?q=ma' '/products?q=kesar+mango'

A path may carry a bearer token after a space ('/api/v1/user/enquiry?q=mango TOKEN').
"""

import argparse
import statistics
import time
import urllib.error
import urllib.request

BROWSER = "gzip, deflate, br, zstd"


def timed(url, token):
    request = urllib.request.Request(url, headers={"Accept-Encoding": BROWSER})
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        status = error.code
    return (time.perf_counter() - started) * 1000, status


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("rest", nargs=argparse.REMAINDER, help="name=URL ... -- path ...")
    args = parser.parse_args()
    if "--" not in args.rest:
        parser.error("name the servers, then -- and the paths")
    cut = args.rest.index("--")
    servers = [s.split("=", 1) for s in args.rest[:cut]]
    paths = [(p.split(" ", 1) + [""])[:2] for p in args.rest[cut + 1 :]]
    times = {(name, path): [] for name, _ in servers for path, _ in paths}
    failures = {}
    for _ in range(args.runs):
        for path, token in paths:
            for name, base in servers:
                ms, status = timed(base + path, token)
                if status != 200:
                    failures[(name, path)] = status
                times[(name, path)].append(ms)
    header = " | ".join(f"{name}" for name, _ in servers)
    print(f"| request | {header} |")
    print("| --- |" + " ---: |" * len(servers))
    for path, _ in paths:
        first = statistics.median(times[(servers[0][0], path)])
        cells = []
        for name, _ in servers:
            median = statistics.median(times[(name, path)])
            cell = f"{median:.1f} ms"
            if name != servers[0][0]:
                cell += f" ({median / first:.2f}×)"
            if (name, path) in failures:
                cell += f" **HTTP {failures[(name, path)]}**"
            cells.append(cell)
        print(f"| `{path}` | " + " | ".join(cells) + " |")
    print(f"\nMedian of {args.runs} requests each, interleaved, Accept-Encoding: {BROWSER}.")


if __name__ == "__main__":
    main()
