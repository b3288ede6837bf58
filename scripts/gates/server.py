"""The running server the gates try to break: the binary on a fresh demo database on a
free loopback port, and sign-ins of the demo identities."""
import http.client
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


class Server:
    def __init__(self, binary):
        self.data = tempfile.mkdtemp()
        port = subprocess.check_output([sys.executable, os.path.join(ROOT, "scripts/free-port.py")], text=True).strip()
        self.port = int(port)
        self.base = f"http://127.0.0.1:{port}"
        self.log_path = os.path.join(self.data, "server.log")
        env = dict(os.environ, TRADEHUB_BCRYPT_COST="4", RUST_LOG="error")
        self.process = subprocess.Popen(
            [binary, "serve", "--addr", f"127.0.0.1:{port}", "--data-dir", self.data, "--demo",
             "--static-dir", os.path.join(ROOT, "static"),
             "--ssr-bundle", os.path.join(ROOT, "frontend/dist/server/entry-server.js")],
            env=env, stdout=subprocess.DEVNULL, stderr=open(self.log_path, "w"))

    def __enter__(self):
        for _ in range(1800):
            try:
                urllib.request.urlopen(self.base + "/readyz")
                return self
            except Exception:
                if self.process.poll() is not None:
                    sys.exit("the server exited:\n" + self.log())
                time.sleep(0.1)
        sys.exit("the server did not get ready")

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait()

    @property
    def pid(self):
        return self.process.pid

    def alive(self):
        return self.process.poll() is None

    def log(self):
        return open(self.log_path).read()

    def call(self, method, path, body=None, token=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base + path, data=data, method=method)
        req.add_header("Content-Type", "application/json")
        if token:
            req.add_header("Authorization", "Bearer " + token)
        with urllib.request.urlopen(req) as r:
            return json.load(r)

    def send(self, method, path, body=b"", headers=None, token=None, source="127.0.0.1"):
        """One raw request, whatever its answer: (status, headers, body bytes). `source` is
        the loopback address to send from (per-address rate limits count each apart)."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120, source_address=(source, 0))
        headers = dict(headers or {})
        if token:
            headers["Authorization"] = "Bearer " + token
        try:
            conn.request(method, path, body=body, headers=headers)
            r = conn.getresponse()
            return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
        finally:
            conn.close()

    def sign_in(self, role):
        """The demo account of `role` (buyer, vendor, admin): its login answer."""
        path, email, password = {
            "buyer": ("/api/v1/user/login", "buyer@tradehub.example", "buyer123"),
            "vendor": ("/api/v1/vendor/vendorLogin", "vendor@tradehub.example", "vendor123"),
            "admin": ("/api/v1/admin/adminLogin", "admin@tradehub.example", "admin123"),
        }[role]
        return self.call("POST", path, {"email": email, "password": password})
