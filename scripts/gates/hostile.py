#!/usr/bin/env python3
"""Hostile uploads and text gate: the binary on a fresh demo database gets
(0) four parallel uploads of a 6300 x 6300 16-bit PNG and eight of a PNG whose colour
profile inflates to 1 GiB, the peak memory of each measured; (1) a
corpus of hostile files in every file field of every multipart call: wrong magic bytes,
polyglots, scripted SVGs and PDFs, files just over the limit, decompression bombs,
empty files, traversal and broken file names; and (2) markup, SQL, format strings, template
syntax and invisible characters in every text field of every JSON and multipart call.
Fails on peak memory growing past a run's limit (400 MB, 100 MB), on any 5xx, a hostile file not refused with a JSON 4xx, a refused request that
changed the store, a file outside it or under a client's name, stored markup that a public
page shows raw, or embedded page props that are not safe JSON. Prints its figures.

usage: scripts/gates/hostile.py BINARY
"""
import os
import sys

from hostile_forms import Api
from hostile_memory import MemoryRun
from hostile_text import TextRun
from hostile_uploads import UploadRun
from server import ROOT, Server


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/debug/tradehub")
    with Server(binary) as server:
        api = Api(server)
        # Memory first: its peak is measured from the server as it starts, not after the corpus.
        findings = []
        for memory in (MemoryRun.sixteen_bit(api), MemoryRun.colour_profile(api)):
            findings += memory.run()
            print(memory.summary())
        # Uploads first: the applicant's registration they submit is what the text half's
        # registration calls then edit and reject.
        uploads = UploadRun(api)
        findings += uploads.run()
        f = uploads.figures
        print(f"hostile gate [uploads]: {f['calls']} calls, {f['fields']} file fields, {f['tried']} files tried, "
              f"{f['refused']} refused, {f['accepted-valid']} valid files accepted, "
              f"{f['names-accepted']} valid files under hostile names stored under the server's own names")
        text = TextRun(api)
        findings += text.run()
        f = text.figures
        print(f"hostile gate [text]: {f['calls']} calls, {f['fields filled']} fields filled, {f['requests']} requests, "
              f"{f['writes accepted']} writes accepted, {f['pages checked']} pages checked "
              f"({f['pages showing payloads']} showing payloads escaped), {f['screens rendered']} screens rendered "
              f"in Chromium ({f['screens showing payloads']} showing payloads as text), "
              f"{f['admin lists checked']} admin lists checked, raw markup found {f['raw markup found']}")
        if not server.alive():
            findings.append("the server died")
        if findings:
            print("\n".join(findings[:50]))
            print("--- server log\n" + server.log()[-4000:])
            sys.exit(f"hostile gate failed: {len(findings)} findings")


if __name__ == "__main__":
    main()
