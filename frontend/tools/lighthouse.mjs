// Lighthouse (mobile) on the public pages of a running server: the four category scores
// and the JavaScript each page loaded (transferred, as Lighthouse counts it). Not part of
// `make test` (scores move with the machine's load); run it on a quiet machine.
//   BASE_URL=http://127.0.0.1:8080 node tools/lighthouse.mjs [path…]
//   (CHROME_PATH defaults to Debian's /usr/bin/chromium)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const base = (process.env.BASE_URL ?? "").replace(/\/$/, "");
if (!base) throw new Error("BASE_URL is required, e.g. BASE_URL=http://127.0.0.1:8080");
const verbose = process.argv.includes("--verbose");
const args = process.argv.slice(2).filter((a) => a !== "--verbose");
const paths = args.length > 0 ? args : ["/", "/products", "/products/mangoes", "/products/mango/alphonso"];

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: FLAGS });
const rows = [];
try {
  for (const path of paths) {
    const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests = audits["network-requests"]?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script");
    const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    if (verbose) {
      for (const r of scripts) {
        console.log(`${path}\t${(r.transferSize / 1000).toFixed(1)} KB\t${Math.round(r.networkRequestTime ?? r.startTime ?? 0)} ms\t${r.url.replace(base, "")}`);
      }
    }
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "js KB": (jsBytes / 1000).toFixed(1),
      metrics: ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
        .map((id) => audits[id]?.displayValue ?? "-")
        .join(" / "),
      "js files": scripts.length,
      failing: failing.join(" "),
    });
  }
} finally {
  await chrome.kill();
}
console.table(rows);
