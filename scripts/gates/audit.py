#!/usr/bin/env python3
"""Audit gate: Lighthouse (mobile) in headless Chromium on the public pages of the binary
(frontend/tools/lighthouse.mjs does the running): the home page, the catalogue, a
category and a variety. Fails when a page scores below SEO 100, accessibility 95 or best
practices 95, or when the JavaScript it loads before its load event weighs more than
155 KB gzipped (1 KB = 1000 bytes; the server's gzip bodies of the scripts Lighthouse saw). Performance
moves with the machine's load, so it is printed with FCP, LCP, TBT and CLS, never
asserted (no timed assertions in tests).

usage: scripts/gates/audit.py BINARY   (AUDIT_VERBOSE=1 adds each script, the LCP element
                                        and the performance opportunities)
"""
import json
import os
import subprocess
import sys
import urllib.request

from server import ROOT, Server

PATHS = ["/", "/products", "/products/mangoes", "/products/mango/alphonso"]
MINIMUM = {"seo": 100, "accessibility": 95, "best-practices": 95}
JS_BUDGET_BYTES = 155_000
TOOL = os.path.join(ROOT, "frontend/tools/lighthouse.mjs")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/debug/tradehub")
    if not os.path.exists(os.path.join(ROOT, "frontend/tools/node_modules/lighthouse")):
        sys.exit("lighthouse is missing: scripts/install-deps.sh installs it into frontend/tools/node_modules")
    with Server(binary) as server:
        # Each page rendered once before it is measured: the first render of a page in a
        # debug build is slow, and that is the server's cache, not the page.
        for path in PATHS:
            urllib.request.urlopen(server.base + path).read()
        out = os.path.join(server.data, "lighthouse.json")
        args = ["node", TOOL, f"--json={out}", *PATHS]
        if os.environ.get("AUDIT_VERBOSE"):
            args.append("--verbose")
        run = subprocess.run(args, env=dict(os.environ, BASE_URL=server.base))
        if run.returncode != 0 or not os.path.exists(out):
            print("--- server log\n" + server.log()[-4000:])
            sys.exit("audit gate: Lighthouse did not finish")
        results = json.load(open(out))
        alive = server.alive()

    failures = []
    for r in results:
        for category, minimum in MINIMUM.items():
            if r["scores"][category] < minimum:
                audits = ", ".join(a["id"] for a in r["failing"][category])
                failures.append(f"{r['path']}: {category} {r['scores'][category]} < {minimum} ({audits})")
        js = sum(s["gzip"] for s in r["scripts"])
        if js > JS_BUDGET_BYTES:
            failures.append(f"{r['path']}: {js / 1000:.1f} KB of JavaScript gzipped > {JS_BUDGET_BYTES / 1000:.0f} KB")
    if not alive:
        failures.append("the server died")
    performance = ", ".join(f"{r['path']} {r['scores']['performance']}" for r in results)
    print(f"audit gate: {len(results)} pages; performance (printed, not asserted) {performance}")
    if failures:
        sys.exit("audit gate failed:\n  " + "\n  ".join(failures))


if __name__ == "__main__":
    main()
