// What every end-to-end file needs: the server under test, one Debian Chromium per file
// launched with the flags this closed network needs, and pages that record every
// console error or warning (React reports hydration mismatches there), uncaught
// exception and requested URL.
import { after, before } from "node:test";
import { chromium } from "playwright-core";

export const BASE_URL = process.env.BASE_URL?.replace(/\/$/, "");
if (!BASE_URL) throw new Error("BASE_URL is required, e.g. BASE_URL=http://127.0.0.1:8080");

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];

/** Every page path the sitemap lists: its index names files, each file lists pages. */
export async function sitemapPaths() {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const index = await (await fetch(BASE_URL + "/sitemap.xml")).text();
  const paths = [];
  for (const file of locs(index)) paths.push(...locs(await (await fetch(BASE_URL + file)).text()));
  return paths;
}

/** Same key as components/layout/LoginPrompt.tsx: a recent close keeps the prompt away. */
export const PROMPT_CLOSED_AT_KEY = "tradehub.loginPrompt.closedAt";

/** Launches Chromium before the file's tests and closes it after; call at top level. */
let visitors = 0;

export function useBrowser() {
  let browser;
  before(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
  });
  return () => browser;
}

/**
 * A fresh context and page. Unless `loginPrompt` is set, the login prompt (a modal with
 * its own test) is kept away, as if the visitor had just closed it.
 */
export async function openPage(browser, { viewport = { width: 1280, height: 900 }, loginPrompt = false } = {}) {
  // Each visitor comes from an address of its own, as people do (the server behind
  // scripts/with-server.sh believes X-Forwarded-For from 127.0.0.1): the per-address limits
  // and allowances then count one visitor each, not the whole suite together.
  visitors += 1;
  const address = `198.18.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { "x-forwarded-for": address } });
  if (!loginPrompt) {
    // Top frame only: init scripts run in every frame, and a frame of another origin (the
    // contact page's map) may deny storage.
    await context.addInitScript((key) => {
      if (window.top === window) window.sessionStorage.setItem(key, String(Date.now()));
    }, PROMPT_CLOSED_AT_KEY);
  }
  const page = await context.newPage();
  const problems = [];
  const requested = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") {
      problems.push(`console.${msg.type()}: ${msg.text()} (${msg.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => requested.push(request.url()));
  return { context, page, problems, requested };
}

/**
 * Resolves once `page` has had no request in flight for `quietMs`: Playwright's
 * "networkidle" asks for 500 ms, paid on every page of a file that visits dozens.
 * Call before the navigation whose requests it should wait for.
 */
export function networkQuiet(page, quietMs) {
  // Requests by identity: one that began before this call may end after it.
  const inFlight = new Set();
  let lastChange = Date.now();
  const started = (request) => {
    if (request.frame() !== page.mainFrame()) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request) => {
    if (!inFlight.delete(request)) return;
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return async function settled(timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    try {
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`${inFlight.size} requests still in flight after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    }
  };
}

/** Waits until the client entry has hydrated the server's markup. */
export async function hydrated(page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}
