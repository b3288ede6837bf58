#!/usr/bin/env python3
"""API fuzzing gate: schemathesis against /api/openapi.json as nobody, a buyer, a supplier
and an admin (bearer tokens of the demo accounts), with its example, coverage, fuzzing and
stateful phases. Fails on any server error (5xx), any answer that breaks its documented
schema or content type, or a crash. Prints the cases tried per identity.

usage: scripts/gates/fuzz.py BINARY   (FUZZ_SECONDS=40 per identity)
"""
import os
import re
import subprocess
import sys

from server import ROOT, Server

SECONDS = os.environ.get("FUZZ_SECONDS", "40")
CHECKS = "not_a_server_error,response_schema_conformance,content_type_conformance"
SCHEMATHESIS = os.path.join(ROOT, ".tools/schemathesis/bin/schemathesis")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/debug/tradehub")
    if not os.path.exists(SCHEMATHESIS):
        sys.exit("schemathesis is missing: scripts/install-deps.sh installs it into .tools/schemathesis")
    failures = []
    total = 0
    # Each identity gets a server of its own: an admin's fuzzed deletes must not starve
    # the others of data, and the rate limits start fresh.
    for role in (None, "buyer", "vendor", "admin"):
        with Server(binary) as server:
            args = [SCHEMATHESIS, "run", server.base + "/api/openapi.json", "--url", server.base,
                    "--checks", CHECKS, "--max-time", SECONDS, "-w", "2", "--suppress-health-check", "all",
                    "--warnings", "off", "--no-color"]
            if role:
                args += ["-H", "Authorization: Bearer " + server.sign_in(role)["token"]]
            out = subprocess.run(args, capture_output=True, text=True)
            text = out.stdout + out.stderr
            cases = re.search(r"(\d+) generated, (.*)", text)
            label = role or "nobody"
            summary = cases.group(0) if cases else "no summary"
            print(f"fuzz gate [{label}]: {summary}")
            total += int(cases.group(1)) if cases else 0
            if out.returncode != 0:
                failures.append(label)
                print(text[-8000:])
                print("--- server log\n" + server.log()[-4000:])
            if not server.alive():
                failures.append(f"{label}: the server crashed")
    print(f"fuzz gate: {total} requests generated across 4 identities")
    if failures:
        sys.exit("fuzz gate failed for: " + ", ".join(failures))


if __name__ == "__main__":
    main()
