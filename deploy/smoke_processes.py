"""The topology of compose.yaml as processes on this machine, for deploy/smoke.py
--processes: a fresh database on the local MariaDB, moto standing in for MinIO, two
`tradehub serve` processes sharing both, and Debian's nginx with compose/nginx.conf."""
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BUCKET = "tradehub-uploads"


def free_port():
    """A free port below the kernel's range for outgoing connections: a port from that
    range (what binding port 0 gives) may be taken as the source port of some connection
    of another test before the process meant to listen on it starts."""
    try:
        first = int(open("/proc/sys/net/ipv4/ip_local_port_range").read().split()[0])
    except (OSError, ValueError, IndexError):
        first = 32768
    for _ in range(200):
        port = random.randrange(10000, max(first, 10001))
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue
    raise SystemExit("no free port below the range for outgoing connections")


def wait_for(url, process, what, tries=600):
    for _ in range(tries):
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except Exception:
            if process is not None and process.poll() is not None:
                raise SystemExit(f"{what} exited before it answered")
            time.sleep(0.1)
    raise SystemExit(f"{what} did not answer on {url}")


class Topology:
    def __init__(self, binary):
        self.binary = os.path.abspath(binary)
        self.work = tempfile.mkdtemp(prefix="tradehub-smoke-")
        self.processes = []
        mysql = urllib.parse.urlparse(os.environ.get("SMOKE_MYSQL_URL", "mysql://root@127.0.0.1:3306"))
        self.mysql = mysql
        self.database = "th_smoke_" + uuid.uuid4().hex[:12]

    def mysql_client(self, sql):
        args = ["mariadb", "-h", self.mysql.hostname, "-P", str(self.mysql.port or 3306), "-u", self.mysql.username or "root", "-e", sql]
        env = dict(os.environ, MYSQL_PWD=urllib.parse.unquote(self.mysql.password or ""))
        subprocess.run(args, env=env, check=True)

    def start(self, name, args, env=None):
        log = open(os.path.join(self.work, name + ".log"), "w")
        process = subprocess.Popen(args, env=env, stdout=log, stderr=subprocess.STDOUT)
        self.processes.append((name, process))
        return process

    def __enter__(self):
        try:
            socket.create_connection((self.mysql.hostname, self.mysql.port or 3306), timeout=2).close()
        except OSError:
            raise SystemExit(f"no MariaDB answers at {self.mysql.hostname}:{self.mysql.port or 3306} (SMOKE_MYSQL_URL)")
        self.mysql_client(f"CREATE DATABASE `{self.database}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci")
        try:
            self.start_services()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def start_services(self):
        s3 = self.start_moto()
        env = self.environment(s3)
        subprocess.run([self.binary, "migrate"], env=env, check=True, stdout=subprocess.DEVNULL)
        self.instances, self.metrics = [], []
        for name, extra in (("a", ["--demo"]), ("b", [])):
            port, metrics = free_port(), free_port()
            process = self.start("tradehub-" + name, [
                self.binary, "serve", "--addr", f"127.0.0.1:{port}", "--data-dir", os.path.join(self.work, name),
                "--metrics-addr", f"127.0.0.1:{metrics}", *extra], env)
            wait_for(f"http://127.0.0.1:{port}/readyz", process, "tradehub-" + name)
            self.instances.append(f"http://127.0.0.1:{port}")
            self.metrics.append(f"http://127.0.0.1:{metrics}")
        self.start_nginx(env["TRADEHUB_PUBLIC_URL"])

    def start_moto(self):
        moto = os.path.join(ROOT, ".tools/moto/bin/moto_server")
        if not os.path.exists(moto):
            moto = shutil.which("moto_server") or sys.exit("moto_server is not installed (scripts/install-deps.sh)")
        port = free_port()
        process = self.start("moto", [moto, "-H", "127.0.0.1", "-p", str(port)])
        endpoint = f"http://127.0.0.1:{port}"
        wait_for(endpoint, process, "moto")
        urllib.request.urlopen(urllib.request.Request(f"{endpoint}/{BUCKET}", method="PUT"))
        return endpoint

    def environment(self, s3):
        self.site_port = free_port()
        base = self.mysql._replace(path="/" + self.database).geturl()
        return dict(
            os.environ, DATABASE_URL=base, TRADEHUB_SECRET="smoke-secret-" + uuid.uuid4().hex,
            TRADEHUB_PUBLIC_URL=f"http://127.0.0.1:{self.site_port}", TRADEHUB_TRUSTED_PROXY="127.0.0.1",
            TRADEHUB_S3_BUCKET=BUCKET, TRADEHUB_S3_ENDPOINT=s3, TRADEHUB_S3_REGION="us-east-1",
            AWS_ACCESS_KEY_ID="smoke", AWS_SECRET_ACCESS_KEY="smoke", TRADEHUB_BCRYPT_COST="4", RUST_LOG="warn",
            TRADEHUB_STATIC_DIR=os.path.join(ROOT, "static"),
            TRADEHUB_SSR_BUNDLE=os.path.join(ROOT, "frontend/dist/server/entry-server.js"))

    def start_nginx(self, public_url):
        """compose/nginx.conf with the instances' and the site's addresses of this machine."""
        site = open(os.path.join(HERE, "compose/nginx.conf")).read()
        for name, address in zip(("tradehub-a:8080", "tradehub-b:8080"), self.instances):
            site = site.replace(name, address.removeprefix("http://"))
        site = site.replace("listen 80;", f"listen 127.0.0.1:{self.site_port};")
        temp = os.path.join(self.work, "nginx")
        site = site.replace("/var/cache/nginx/tradehub", os.path.join(temp, "cache"))
        os.makedirs(temp)
        user = "user root;\n" if os.geteuid() == 0 else ""
        main = (f"{user}daemon off;\nworker_processes 1;\npid {temp}/nginx.pid;\nerror_log {temp}/error.log;\n"
                f"events {{}}\nhttp {{\naccess_log off;\nclient_body_temp_path {temp}/body;\n"
                f"proxy_temp_path {temp}/proxy;\nfastcgi_temp_path {temp}/fastcgi;\nuwsgi_temp_path {temp}/uwsgi;\n"
                f"scgi_temp_path {temp}/scgi;\n{site}\n}}\n")
        config = os.path.join(temp, "nginx.conf")
        open(config, "w").write(main)
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        process = self.start("nginx", [nginx, "-c", config, "-p", temp, "-e", f"{temp}/error.log"])
        self.site = public_url
        try:
            wait_for(self.site + "/healthz", process, "nginx")
        except SystemExit:
            if os.path.exists(f"{temp}/error.log"):
                print(open(f"{temp}/error.log").read(), file=sys.stderr)
            raise

    def __exit__(self, *exc):
        for name, process in reversed(self.processes):
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
        if exc and exc[0] is not None:
            for name, _ in self.processes:
                path = os.path.join(self.work, name + ".log")
                print(f"--- {name} log (last lines)", file=sys.stderr)
                print("".join(open(path).readlines()[-20:]), file=sys.stderr)
        try:
            self.mysql_client(f"DROP DATABASE IF EXISTS `{self.database}`")
        finally:
            shutil.rmtree(self.work, ignore_errors=True)
