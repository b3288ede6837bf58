// Gzipped JavaScript each public page loads (entry, its static imports and the page's
// own chunks), read from the build's manifest. With --check, exits 1 when a page is over
// the budget.
//   node tools/page-sizes.mjs [--budget-kb 150] [--json] [--check]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const staticRoot = path.resolve(here, "../../static");
const manifest = JSON.parse(fs.readFileSync(path.join(staticRoot, "assets/manifest.json"), "utf8"));
const i = process.argv.indexOf("--budget-kb");
const budget = (i >= 0 ? Number(process.argv[i + 1]) : 150) * 1024;

const gz = (url) => gzipSync(fs.readFileSync(path.join(staticRoot, url.replace(/^\/static\//, "")))).length;
const sizes = {};
for (const [page, chunks] of Object.entries(manifest.pages)) {
  const files = new Set([manifest.entry, ...manifest.preload, ...chunks]);
  sizes[page] = [...files].reduce((sum, url) => sum + gz(url), 0);
}
if (process.argv.includes("--json")) console.log(JSON.stringify(sizes));
else for (const [page, bytes] of Object.entries(sizes)) console.log(`${page.padEnd(20)} ${(bytes / 1024).toFixed(1)} KB gzip`);
const over = Object.entries(sizes).filter(([, bytes]) => bytes > budget);
if (over.length > 0) {
  console.error(`over the ${budget / 1024} KB budget: ${over.map(([p]) => p).join(", ")}`);
  if (process.argv.includes("--check")) process.exit(1);
}
