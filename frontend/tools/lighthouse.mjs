// Lighthouse (its default mobile settings: Moto G Power screen, simulated slow 4G and 4×
// CPU slowdown) on the public pages of a running server: the four category scores, the
// performance metrics, the audits that did not pass, and the JavaScript each page loaded
// before its load event (transferred, as Lighthouse counts it, and the same files
// gzipped as the server sends them to a browser that only accepts gzip). `make test` runs it through the audit gate
// (scripts/gates/audit.py), which fails on the scores and the JavaScript budget but only
// prints performance (it moves with the machine's load).
//   BASE_URL=http://127.0.0.1:8080 node tools/lighthouse.mjs [--json=FILE] [--verbose] [path…]
//   (CHROME_PATH defaults to Debian's /usr/bin/chromium)
// Prints a table per page and the audits that did not pass; --verbose adds each script,
// the LCP element and the performance opportunities and diagnostics; --json=FILE also
// writes the results as JSON (what the gate reads).
import fs from "node:fs";
import http from "node:http";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const DEFAULT_PATHS = ["/", "/products", "/products/mangoes", "/products/mango/alphonso"];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** Bytes of `url`'s body as the server sends it to a client that accepts gzip alone. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on("error", reject);
  });
}

/** The audits of a category that did not pass (a score below 1), worst first. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
    .sort((a, b) => a.score - b.score)
    .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue ?? "" }));
}

/** Performance opportunities and diagnostics worth reading: estimated savings, or a failed diagnostic. */
function performanceFindings(lhr) {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 0.9 && a.details && !Object.values(METRICS).includes(a.id))
    .filter((a) => a.details.type === "opportunity" || a.details.type === "table" || a.details.type === "list")
    .filter((a) => !["network-requests", "main-thread-tasks", "script-treemap-data", "resource-summary"].includes(a.id))
    .map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue ?? "",
      savingsMs: a.metricSavings ?? a.details.overallSavingsMs ?? null,
      items: (a.details.items ?? []).slice(0, 5).map((item) =>
        Object.fromEntries(
          Object.entries(item)
            .filter(([, v]) => typeof v === "string" || typeof v === "number" || v?.type === "node" || v?.type === "source-location")
            .map(([k, v]) => [k, v?.type === "node" ? v.snippet : v?.type === "source-location" ? v.url : v]),
        ),
      ),
    }));
}

/**
 * Runs Lighthouse on `base` + each path in one Chromium, one page after another.
 * Returns a result per path: scores (0–100), metrics (ms; CLS unitless), scripts
 * requested before the load event and `later` ones (url, transferred and gzip bytes),
 * the LCP element, the failing audits of the three hard categories, and the
 * performance findings.
 */
export async function auditPages(base, paths = DEFAULT_PATHS, { chromePath } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath || process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: FLAGS,
    // A browser that starts while the machine is busy may take longer than the launcher's
    // default 25 s to listen; the wait costs time only when it is needed.
    maxConnectionRetries: 240,
  });
  const results = [];
  try {
    for (const path of paths) {
      const { lhr } = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      // The page's load: scripts requested before the load event. Later ones (the login
      // prompt's dialog, 2 s after hydration) may or may not fall inside Lighthouse's
      // trace, so they are listed but not counted.
      const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
      const scripts = [];
      const later = [];
      for (const r of requests.filter((r) => r.resourceType === "Script")) {
        const script = { url: r.url.replace(base, ""), transferred: r.transferSize ?? 0, gzip: await gzipBytes(r.url) };
        (r.networkRequestTime <= load ? scripts : later).push(script);
      }
      const lcpElement = (lhr.audits["lcp-breakdown-insight"]?.details?.items ?? []).find((i) => i.type === "node")?.snippet ?? null;
      results.push({
        path,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
        metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null])),
        lcpElement,
        scripts,
        later,
        failing: Object.fromEntries(CATEGORIES.slice(1).map((id) => [id, failingAudits(lhr, id)])),
        findings: performanceFindings(lhr),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const sum = (scripts, key) => scripts.reduce((total, s) => total + s[key], 0);

/** The table the tool and the gate print: scores, metrics and JavaScript per page. */
export function formatTable(results) {
  const rows = results.map((r) => ({
    path: r.path,
    perf: r.scores.performance,
    a11y: r.scores.accessibility,
    bp: r.scores["best-practices"],
    seo: r.scores.seo,
    "FCP s": (r.metrics.fcp / 1000).toFixed(1),
    "LCP s": (r.metrics.lcp / 1000).toFixed(1),
    "TBT ms": Math.round(r.metrics.tbt),
    CLS: r.metrics.cls.toFixed(3),
    "JS files": r.scripts.length,
    "JS KB sent": kb(sum(r.scripts, "transferred")),
    "JS KB gzip": kb(sum(r.scripts, "gzip")),
  }));
  const columns = Object.keys(rows[0] ?? {});
  const width = (c) => Math.max(c.length, ...rows.map((row) => String(row[c]).length));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(width(columns[i])) : cell.padStart(width(columns[i])))).join("  ");
  return [line(columns), ...rows.map((row) => line(columns.map((c) => String(row[c]))))].join("\n");
}

/** The failing audits of each page; verbose: its scripts, LCP element and performance findings. */
export function formatDetails(results, { verbose = false } = {}) {
  const out = [];
  for (const r of results) {
    const failing = Object.entries(r.failing).flatMap(([category, audits]) =>
      audits.map((a) => `  ${category}: ${a.id} (${a.score}) ${a.title} ${a.displayValue}`),
    );
    if (!verbose && failing.length === 0) continue;
    out.push(verbose ? `${r.path}  (LCP element: ${r.lcpElement ?? "-"})` : r.path, ...failing);
    if (!verbose) continue;
    for (const s of r.scripts) out.push(`  script  ${kb(s.transferred).padStart(6)} KB sent  ${kb(s.gzip).padStart(6)} KB gzip  ${s.url}`);
    for (const s of r.later) out.push(`  script  ${kb(s.transferred).padStart(6)} KB sent  ${kb(s.gzip).padStart(6)} KB gzip  ${s.url} (after load, not counted)`);
    for (const f of r.findings) {
      out.push(`  performance: ${f.id} ${f.displayValue} ${f.savingsMs ? JSON.stringify(f.savingsMs) : ""}`);
      for (const item of f.items.filter((i) => i.type !== "list-section" && Object.keys(i).some((k) => k !== "type"))) out.push(`      ${JSON.stringify(item).slice(0, 240)}`);
    }
  }
  return out.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = (process.env.BASE_URL ?? "").replace(/\/$/, "");
  if (!base) throw new Error("BASE_URL is required, e.g. BASE_URL=http://127.0.0.1:8080");
  const args = process.argv.slice(2);
  const paths = args.filter((a) => !a.startsWith("--"));
  const results = await auditPages(base, paths.length > 0 ? paths : DEFAULT_PATHS);
  console.log(formatTable(results));
  const details = formatDetails(results, { verbose: args.includes("--verbose") });
  if (details) console.log(details);
  const json = args.find((a) => a.startsWith("--json="));
  if (json) fs.writeFileSync(json.slice("--json=".length), JSON.stringify(results, null, 2) + "\n");
}
