#!/usr/bin/env python3
"""Deployment gate: deploy/smoke.py against the two-instance topology of
deploy/compose.yaml, run here as processes (MariaDB database, moto for the bucket, two
instances, nginx in front). Skipped, saying why, when no MariaDB answers.

usage: scripts/gates/deployment.py BINARY
"""
import os
import socket
import subprocess
import sys
import urllib.parse

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

mysql = urllib.parse.urlparse(os.environ.get("SMOKE_MYSQL_URL", "mysql://root@127.0.0.1:3306"))
try:
    socket.create_connection((mysql.hostname, mysql.port or 3306), timeout=2).close()
except OSError:
    print(f"deployment gate skipped: no MariaDB answers at {mysql.hostname}:{mysql.port or 3306}")
    sys.exit(0)
sys.exit(subprocess.call([sys.executable, os.path.join(ROOT, "deploy/smoke.py"), "--processes", sys.argv[1]]))
