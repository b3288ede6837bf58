# `make run` serves the site on SQLite with demo data; `make test` runs every test layer.
SHELL := /bin/bash
.DEFAULT_GOAL := run

# MariaDB on this machine kind; the API tests also run against it when it answers.
MYSQL_URL ?= mysql://root@127.0.0.1:3306
TEST_MYSQL_URL ?= $(shell (exec 3<>/dev/tcp/127.0.0.1/3306) 2>/dev/null && echo $(MYSQL_URL))
export TEST_MYSQL_URL

.PHONY: steps-begin run build release deps test-deps frontend test fmt-rust lint-rust test-rust test-frontend test-frontend-types test-frontend-unit e2e gate-fuzz gates gates-waiting gate-load gate-hostile gate-audit gate-deployment bench bench-scale bench-crawl clean

deps:
	@scripts/install-deps.sh

# Each step's time, printed by scripts/step.sh as it ends and listed again at the end of `make test`.
STEP := scripts/step.sh
export STEP_LOG ?= $(CURDIR)/target/ci-steps.txt

frontend: deps
	$(STEP) frontend-build bash -c 'cd frontend && npm run build --silent'


# `make run` serves the build the tests use (the dev profile, its dependencies at opt-level 1):
# a cold build of it takes minutes fewer than the release profile's, and `make test` after
# it reuses the dependencies. `make release` is the optimised build that deployments ship and
# the benchmarks measure.
build: frontend
	cargo build -p server --bin tradehub

release: frontend
	cargo build --release -p server --bin tradehub

run: build
	./target/debug/tradehub serve --demo

# The Rust tests are compiled first, on both cores. Then the layers run two at a time, in
# one queue, each taking the slot that frees first: the Rust tests (long on a cold cache,
# which generates their large catalogue), the browser journeys, the fuzz gate, vitest, the
# other gates in two targets (so that the short ones fill the slot the longer layers
# leave), the generated types. The journeys and the gates start servers of their own on
# free ports and data folders of their own. Each target's output is printed whole when it
# ends.
# clippy's lints, warnings denied, run inside the one debug build that every layer uses:
# clippy-driver, as the workspace's compiler wrapper, compiles the project's crates as rustc
# does and lints them on the way. A separate `cargo clippy` would first check every
# dependency again, since a check build's metadata is not a build's. CLIPPY_ARGS is how
# cargo-clippy hands its arguments to the driver.
test: export RUSTC_WORKSPACE_WRAPPER = clippy-driver
test: export CLIPPY_ARGS = -D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
test: steps-begin test-deps frontend fmt-rust
	$(STEP) compile-and-lint-rust $(DEBUG_BIN)
	$(MAKE) --no-print-directory -j2 --output-sync=target TEST_DEPS= test-rust e2e gate-fuzz test-frontend-unit gates-waiting gate-load test-frontend-types
	@echo "== step times (seconds) =="; cat $(STEP_LOG)

steps-begin:
	@mkdir -p $(dir $(STEP_LOG)) && : >$(STEP_LOG)

# The debug binary as the Rust tests build it. Their dev-dependencies' features unify into
# shared crates (reqwest's, which object_store uses too), so a plain `cargo build` after
# them rebuilt those crates and the server. Run alone, this also builds the test binaries.
DEBUG_BIN := cargo test --workspace --no-run

# rustfmt, and clippy with warnings as errors on every target of the workspace (`make test`
# lints within its build instead).
fmt-rust:
	$(STEP) rustfmt cargo fmt --all --check

lint-rust: fmt-rust
	$(STEP) clippy cargo clippy --workspace --all-targets -- -D warnings

# One cargo invocation for every Rust test, so that features unify and nothing builds twice.
test-rust:
	$(STEP) rust-tests scripts/test-rust.sh

# The generated API types must match the server's document (reuses the debug binary);
# ESLint with the feature boundary; the tools' own tests; the component tests.
test-frontend: test-frontend-types test-frontend-unit

test-frontend-types:
	$(DEBUG_BIN)
	$(STEP) generated-types bash -c 'cd frontend && TRADEHUB_BIN=../target/debug/tradehub npm run --silent check:types'
	$(STEP) frontend-tools-tests bash -c 'cd frontend && TRADEHUB_BIN=../target/debug/tradehub npm run --silent test:tools'

test-frontend-unit:
	$(STEP) eslint bash -c 'cd frontend && npm run --silent lint'
	$(STEP) vitest bash -c 'cd frontend && npm test --silent'

# What only the tests use (Chromium, the gates' and the type check's tools), installed once
# before the targets that use them run side by side: `make test` installs them first and
# then names no prerequisite (TEST_DEPS empty), since make holds back a target whose
# prerequisite another slot is still making and starts the next one in the queue instead.
TEST_DEPS ?= test-deps
test-deps:
	@WITH_TESTS=1 scripts/install-deps.sh

e2e: $(TEST_DEPS)
	$(DEBUG_BIN)
	$(STEP) browser-journeys scripts/e2e.sh target/debug/tradehub

# Gates that try to break the running server (the crash gate runs with the Rust tests),
# Lighthouse on the public pages (scores and a JavaScript budget; performance printed), and
# the two-instance deployment of deploy/compose.yaml run as processes (deploy/smoke.py).
gate-fuzz: $(TEST_DEPS)
	$(DEBUG_BIN)
	$(STEP) gate-fuzz scripts/gates/fuzz.py target/debug/tradehub

gates: gate-load gates-waiting

# The gates that mostly wait (on the uploads' memory, on Lighthouse's browser, on two
# instances behind nginx) run side by side, in one slot of `make test`; the load gate keeps
# both cores busy by itself and runs alone.
gates-waiting:
	$(MAKE) --no-print-directory -j3 --output-sync=target gate-hostile gate-audit gate-deployment

gate-load gate-hostile gate-audit gate-deployment: $(TEST_DEPS)
	$(DEBUG_BIN)
	$(STEP) $@ scripts/gates/$(@:gate-%=%).py target/debug/tradehub

bench: release
	cargo build --release -p ssr-bundle --example profile
	scripts/bench.sh

# The site at 10, 1,000 and 10,000 products side by side (`tradehub demo --products N`);
# BENCH_MYSQL=1 adds 1,000 on MariaDB.
bench-scale: release
	scripts/bench-scale.sh

# A whole crawl of the sitemap (SCALE, default S2) without and with the page store, after a
# restart and on a second instance.
bench-crawl: release
	scripts/bench-crawl.sh

clean:
	cargo clean
	rm -rf static/assets frontend/dist
