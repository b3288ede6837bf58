#!/usr/bin/env bash
# Installs what a fresh machine lacks: system packages for the QuickJS build and the
# frontend's npm packages, which `make run` needs; with WITH_TESTS=1 also what only the
# tests use (Chromium, nginx, wrk, poppler, qpdf, the type tools' npm packages and the
# Python tools' venvs). Safe to run again; does nothing then.
set -euo pipefail
cd "$(dirname "$0")/.."
tests=${WITH_TESTS:-0}

need=()
command -v cmake >/dev/null 2>&1 || need+=(cmake)
[ -f /usr/include/simde/simde-common.h ] || need+=(libsimde-dev)
command -v make >/dev/null 2>&1 || need+=(make)
if [ "$tests" = 1 ]; then
  # The load gate (scripts/gates/load.py) drives the server with wrk.
  command -v wrk >/dev/null 2>&1 || need+=(wrk)
  [ -x /usr/bin/chromium ] || need+=(chromium)
  # The two-instance smoke (scripts/gates/deployment.py) puts nginx in front, as deploy/ does.
  [ -x /usr/sbin/nginx ] || need+=(nginx-light)
  # The order tests open the proforma PDF with a well-known reader (poppler, qpdf).
  command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
  command -v qpdf >/dev/null 2>&1 || need+=(qpdf)
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "installing system packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

# npm ci only when the lock file changed since the last install.
stamp=frontend/node_modules/.tradehub-lock
if [ ! -f "$stamp" ] || ! cmp -s frontend/package-lock.json "$stamp"; then
  (cd frontend && npm ci --no-audit --no-fund --loglevel=error)
  cp frontend/package-lock.json "$stamp"
fi
# Everything below serves the tests only.
[ "$tests" = 1 ] || exit 0

# Type generation and ESLint need TypeScript's classic compiler API: their own folder.
stamp=frontend/tools/node_modules/.tradehub-lock
if [ ! -f "$stamp" ] || ! cmp -s frontend/tools/package-lock.json "$stamp"; then
  (cd frontend/tools && npm ci --no-audit --no-fund --loglevel=error)
  cp frontend/tools/package-lock.json "$stamp"
fi

# The S3 storage test runs against moto's S3-compatible server (PyPI), in a venv of its
# own under .tools/. Without Python or network the test is skipped and says why.
if ! command -v moto_server >/dev/null 2>&1 && [ ! -x .tools/moto/bin/moto_server ] && command -v python3 >/dev/null 2>&1; then
  echo "installing moto[server] into .tools/moto (for the S3 storage test)"
  if python3 -m venv .tools/moto >/dev/null 2>&1; then
    .tools/moto/bin/pip install --quiet --disable-pip-version-check 'moto[server]>=5,<6' || echo "moto could not be installed: the S3 test will be skipped"
  else
    echo "python3 -m venv is unavailable (apt-get install python3-venv): the S3 test will be skipped"
  fi
fi

# The API fuzzing gate (scripts/gates/fuzz.py) runs schemathesis (PyPI) from a venv of its own.
if [ ! -x .tools/schemathesis/bin/schemathesis ] && command -v python3 >/dev/null 2>&1; then
  echo "installing schemathesis into .tools/schemathesis (for the API fuzzing gate)"
  python3 -m venv .tools/schemathesis
  .tools/schemathesis/bin/pip install --quiet --disable-pip-version-check 'schemathesis>=4.32,<5'
fi

# The mail delivery test sends to a real SMTP server: aiosmtpd (PyPI), in a venv of its own
# under .tools/. Without Python or network the test is skipped and says why.
if [ ! -x .tools/aiosmtpd/bin/aiosmtpd ] && command -v python3 >/dev/null 2>&1; then
  echo "installing aiosmtpd into .tools/aiosmtpd (for the mail delivery test)"
  if python3 -m venv .tools/aiosmtpd >/dev/null 2>&1; then
    .tools/aiosmtpd/bin/pip install --quiet --disable-pip-version-check 'aiosmtpd>=1.4,<2' || echo "aiosmtpd could not be installed: the mail delivery test will be skipped"
  else
    echo "python3 -m venv is unavailable (apt-get install python3-venv): the mail delivery test will be skipped"
  fi
fi
