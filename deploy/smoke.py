#!/usr/bin/env python3
"""Smoke test of the two-instance deployment (compose.yaml): two Tradehub instances on one
MariaDB database and one S3 bucket, nginx in front. Checks that a write on one instance
shows on the other's pages within a second, that an upload made through one is read
through the other, that sign-ins work through nginx, and that each instance serves metrics.

  deploy/smoke.py --site URL --instances URL_A,URL_B [--metrics URL_A,URL_B]
      checks a running deployment (docker compose -f deploy/compose.yaml up)
  deploy/smoke.py --processes BINARY
      starts the same topology as processes here and checks it (`make gates`): a fresh
      database on the MariaDB at SMOKE_MYSQL_URL (mysql://root@127.0.0.1:3306), moto as the
      S3 endpoint, Debian's nginx with compose/nginx.conf in front.

The demo admin (admin@tradehub.example) makes the write; the instances run with --demo data.
"""
import argparse
import json
import os
import re
import struct
import sys
import time
import urllib.error
import urllib.request
import uuid
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
WRITE_SEEN_WITHIN = 1.0


def call(method, url, body=None, token=None, headers=None, content_type="application/json"):
    """(status, bytes) of one request, whatever its status."""
    data = json.dumps(body).encode() if isinstance(body, dict) else body
    request = urllib.request.Request(url, data=data, method=method, headers=dict(headers or {}))
    if data is not None:
        request.add_header("Content-Type", content_type)
    if token:
        request.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def png(width=8, height=8):
    """A small RGB PNG, made here so the smoke needs no image library."""
    raw = b"".join(b"\x00" + b"".join(bytes([(x * 31) % 256, (y * 29) % 256, 140]) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def multipart(fields):
    """A multipart/form-data body of (name, filename or None, content type, bytes) parts."""
    boundary = uuid.uuid4().hex
    body = b""
    for name, filename, kind, data in fields:
        disposition = f'form-data; name="{name}"' + (f'; filename="{filename}"' if filename else "")
        body += f"--{boundary}\r\nContent-Disposition: {disposition}\r\n".encode()
        if kind:
            body += f"Content-Type: {kind}\r\n".encode()
        body += b"\r\n" + data + b"\r\n"
    return body + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def check(condition, message):
    if not condition:
        sys.exit("deployment smoke FAILED: " + message)
    print("ok:", message)


def admin_token(base):
    status, body = call("POST", base + "/api/v1/admin/adminLogin",
                        {"email": "admin@tradehub.example", "password": "admin123"})
    check(status == 200, f"the demo admin signs in on {base} ({status})")
    return json.loads(body)["token"]


def write_seen_on_the_other(a, b, token):
    call("GET", b + "/")  # B keeps its home page in its cache before the write
    heading = "Smoke " + uuid.uuid4().hex[:8]
    body, kind = multipart([("banner1_heading", None, None, heading.encode()),
                            ("banner2_heading", None, None, b"Second"), ("banner3_heading", None, None, b"Third")])
    status, answer = call("POST", a + "/api/v1/admin/editHomeBanner", body, token, content_type=kind)
    check(status == 200, f"a write on instance A is acknowledged ({status} {answer[:200]!r})")
    written = time.monotonic()
    # A read counts from when it was sent: the write is visible on B once a request sent
    # then sees it, however long B then takes to render the page on a busy machine.
    while (sent := time.monotonic()) - written < WRITE_SEEN_WITHIN:
        if heading.encode() in call("GET", b + "/")[1]:
            check(True, f"instance B's home page shows it to a request sent {(sent - written) * 1000:.0f} ms after")
            return
        time.sleep(0.05)
    check(False, f"instance B's home page did not show A's write within {WRITE_SEEN_WITHIN} s")


def upload_read_through_the_other(a, b, site, token):
    body, kind = multipart([("logo", "logo.png", "image/png", png())])
    status, answer = call("POST", a + "/api/v1/admin/logoEdit", body, token, content_type=kind)
    check(status == 200, f"an upload through instance A is stored ({status})")
    media = json.loads(answer)["logo"]["logo"]
    from_a, from_b, via_site = call("GET", a + media), call("GET", b + media), call("GET", site + media)
    check(from_b[0] == 200 and from_b[1] == from_a[1], f"instance B serves A's upload {media}")
    check(via_site[0] == 200 and via_site[1] == from_a[1], "nginx serves it too")


def through_nginx(site):
    status, page = call("GET", site + "/")
    check(status == 200 and b"<html" in page, "nginx answers the home page")
    status, body = call("POST", site + "/api/v1/user/login", {"email": "buyer@tradehub.example", "password": "buyer123"},
                        headers={"Origin": site})
    check(status == 200 and "token" in json.loads(body), "a buyer signs in through nginx")


def currency_of(page):
    """The currency a page was rendered in: its props name it."""
    found = re.search(rb'"currency":\{"code":"([A-Z]{3})"', page)
    return found.group(1).decode() if found else None


def currencies_kept_apart(site):
    """A page in the reader's currency never answers another reader from nginx's cache."""
    path = f"/products?smoke={uuid.uuid4().hex}"
    plain = [call("GET", site + path) for _ in range(2)]
    check(all(currency_of(page) == "INR" for _, page in plain), "a page without a currency cookie is in rupees")
    with urllib.request.urlopen(site + path, timeout=30) as answer:
        kept = answer.headers.get("X-Cache-Status")
    check(kept == "HIT", f"nginx keeps the rupee copy and answers it again ({kept})")
    usd = call("GET", site + path, headers={"Cookie": "currency=USD"})
    check(currency_of(usd[1]) == "USD", "the same address with currency=USD is not answered from the rupee copy")
    eur = call("GET", site + path, headers={"Cookie": "currency=EUR"})
    check(currency_of(eur[1]) == "EUR", "nor from the dollar copy")
    again = call("GET", site + path)
    check(currency_of(again[1]) == "INR", "and the rupee copy is still the rupee copy")


def metrics_served(urls):
    for url in urls:
        status, text = call("GET", url + "/metrics")
        check(status == 200 and b"tradehub_http_requests_total" in text, f"{url}/metrics answers")


def smoke(site, a, b, metrics):
    started = time.monotonic()
    for base in (a, b):
        check(call("GET", base + "/readyz")[0] == 200, f"{base} is ready")
    token = admin_token(a)
    write_seen_on_the_other(a, b, token)
    upload_read_through_the_other(a, b, site, token)
    through_nginx(site)
    currencies_kept_apart(site)
    metrics_served(metrics)
    print(f"deployment smoke passed in {time.monotonic() - started:.1f} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site")
    parser.add_argument("--instances")
    parser.add_argument("--metrics", default="")
    parser.add_argument("--processes", metavar="BINARY")
    args = parser.parse_args()
    if args.processes:
        sys.path.insert(0, HERE)
        from smoke_processes import Topology
        with Topology(args.processes) as topology:
            smoke(topology.site, topology.instances[0], topology.instances[1], topology.metrics)
        return
    if not args.site or not args.instances:
        parser.error("give --processes BINARY, or --site and --instances")
    a, b = args.instances.split(",")
    smoke(args.site, a, b, [m for m in args.metrics.split(",") if m])


if __name__ == "__main__":
    main()
