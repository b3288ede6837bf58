"""Memory half of the hostile gate: supplier applications sent at once, each with a
picture that costs far more memory than its bytes as `aadharFile`: four 6300 × 6300
16-bit RGBA PNGs (a few hundred KB on disk, 317 MB as 16-bit pixels), then
eight PNGs whose colour profile inflates to 1 GiB from 1 MB. The server's peak resident
memory (VmHWM, reset through /proc/PID/clear_refs just before each run) may grow by less
than the run's limit, and the server keeps answering meanwhile. A measurement of memory,
not of time: the time is only printed."""
import struct
import threading
import time
import zlib

import hostile_files as files
from hostile_forms import MULTIPART, operations
from hostile_uploads import UploadRun

EDGE = 6300
APPLY = "/api/v1/vendorRegistration/apply"


def png16(edge=EDGE):
    """A 16-bit RGBA PNG of edge × edge: each row one colour, so it compresses to little."""
    comp = zlib.compressobj(9)
    parts = []
    for y in range(edge):
        pixel = struct.pack(">HHHH", y * 10 % 65536, 40000, 1000 + y, 65535)
        parts.append(comp.compress(b"\0" + pixel * edge))
    data = b"".join(parts) + comp.flush()
    return (b"\x89PNG\r\n\x1a\n" + files.chunk(b"IHDR", struct.pack(">IIBBBBB", edge, edge, 16, 6, 0, 0, 0))
            + files.chunk(b"IDAT", data) + files.chunk(b"IEND", b""))


def status_kb(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field} for {pid}")


class MemoryRun:
    """`parallel` applications at once with `picture`; peak growth under `limit_mb`."""

    def __init__(self, api, label, picture, parallel, limit_mb, first_source):
        self.api = api
        self.label, self.picture, self.parallel, self.limit_mb = label, picture, parallel, limit_mb
        self.first_source = first_source
        self.findings = []
        self.figures = {}

    @classmethod
    def sixteen_bit(cls, api):
        return cls(api, f"{EDGE}x{EDGE} 16-bit PNG", png16(), 4, 400, 1)

    @classmethod
    def colour_profile(cls, api):
        return cls(api, "PNG with a 1 GiB colour profile", files.png_profile_bomb(), 8, 100, 11)

    def run(self):
        server = self.api.server
        method, path, schema = next(op for op in operations(self.api.doc, MULTIPART) if op[1] == APPLY)
        picture = self.picture
        body = UploadRun(self.api).form(method, path, schema, "aadharFile", "aadhar.png", picture)
        encoded, headers = body.encode(), body.headers()
        token = self.api.tokens["applicant"]

        # Resets the peak to the current resident size (the kernel's "5" of clear_refs).
        with open(f"/proc/{server.pid}/clear_refs", "w") as f:
            f.write("5")
        base_kb = status_kb(server.pid, "VmRSS")

        answers, probes, done = [], [], threading.Event()

        def upload(n):
            started = time.monotonic()
            source = f"127.3.0.{n + self.first_source}"
            status, _, reply = server.send(method, path, encoded, headers, token, source=source)
            answers.append((status, time.monotonic() - started, reply[:200]))

        def probe():
            while not done.is_set():
                started = time.monotonic()
                try:
                    status = server.send("GET", "/readyz")[0]
                except OSError as e:
                    status = repr(e)
                probes.append((status, time.monotonic() - started))
                time.sleep(0.2)

        prober = threading.Thread(target=probe)
        prober.start()
        started = time.monotonic()
        senders = [threading.Thread(target=upload, args=(n,)) for n in range(self.parallel)]
        for t in senders:
            t.start()
        for t in senders:
            t.join()
        elapsed = time.monotonic() - started
        done.set()
        prober.join()

        growth_mb = (status_kb(server.pid, "VmHWM") - base_kb) / 1024
        self.figures = {"file KB": len(picture) / 1024, "base MB": base_kb / 1024, "peak growth MB": growth_mb,
                        "statuses": sorted(a[0] for a in answers), "seconds": elapsed,
                        "probes": len(probes), "slowest probe s": max((p[1] for p in probes), default=0)}
        for status, _, reply in answers:
            if not (200 <= status < 300 or status == 413):
                self.findings.append(f"memory: a {self.label} upload answered {status} {reply!r}")
        if growth_mb >= self.limit_mb:
            self.findings.append(f"memory: {self.parallel} parallel {self.label} uploads raised peak memory "
                                 f"by {growth_mb:.0f} MB (limit {self.limit_mb} MB)")
        failed = [p for p in probes if p[0] != 200]
        if failed or not probes:
            self.findings.append(f"memory: the server did not keep answering during the uploads: {failed[:5]}")
        return self.findings

    def summary(self):
        f = self.figures
        return (f"hostile gate [memory]: {len(f['statuses'])} parallel {f['file KB']:.0f} KB {self.label} uploads "
                f"as aadharFile answered {f['statuses']} in {f['seconds']:.1f} s; peak resident memory grew by "
                f"{f['peak growth MB']:.0f} MB over {f['base MB']:.0f} MB (limit {self.limit_mb} MB); "
                f"{f['probes']} readiness probes meanwhile, slowest {f['slowest probe s']:.2f} s")
