// Client-rendered half of the hostile gate's text check: after the payloads are stored,
// Debian's Chromium opens the public pages, every admin screen and the supplier portal,
// and records any dialog (a stored `alert(1)` that ran), any element a payload injected
// (`<img src=x>`) and any `javascript:` link. Prints one JSON line of figures.
//
// usage: node scripts/gates/hostile_screens.mjs BASE_URL PAGE_PATH...
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { chromium } = createRequire(path.join(ROOT, "frontend/package.json"))("playwright-core");
// The flags of frontend/e2e/support.mjs: this closed network, no sandbox in the container.
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--no-first-run", "--disable-quic", "--disable-sync"];
// The admin sidebar's screens (frontend/src/features/admin) and the supplier portal's.
const ADMIN = ["logo", "home-banner", "reach", "core", "faq", "whyChooseUs", "service", "additional-service",
  "vendor", "verifiedSupplier", "user", "product", "supplierProduct", "testimonial", "footer", "enquiry",
  "productEnquiry", "activity"].map((p) => `/admin/${p}`);
const SUPPLIER = ["/vendor", "/vendor/product", "/vendor/order", "/vendor/document"];
const PAYLOAD = "<script>alert(1)</script>";

const [base, ...publicPaths] = process.argv.slice(2);
const figures = { screens: 0, showingPayloads: 0, findings: [] };

async function signIn(page, loginPath, email, password, landing) {
  await page.goto(base + loginPath, { waitUntil: "load" });
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await page.waitForURL((url) => url.pathname !== loginPath && url.pathname.startsWith(landing), { timeout: 20_000 });
}

/** Opens a screen once its data has come (no request for half a second). */
async function visit(page, screen) {
  await page.goto(base + screen, { waitUntil: "networkidle", timeout: 30_000 });
  figures.screens += 1;
  const found = await page.evaluate((payload) => ({
    shows: document.body.innerText.includes(payload),
    injected: document.querySelectorAll('img[src="x"], [onerror], [onload]:not(body)').length,
    scriptLinks: [...document.querySelectorAll("a[href], iframe[src], form[action]")]
      .map((e) => e.getAttribute("href") ?? e.getAttribute("src") ?? e.getAttribute("action"))
      .filter((url) => /^\s*javascript:/i.test(url)).length,
  }), PAYLOAD);
  figures.showingPayloads += found.shows ? 1 : 0;
  if (found.injected) figures.findings.push(`${screen}: ${found.injected} element(s) injected by stored text`);
  if (found.scriptLinks) figures.findings.push(`${screen}: ${found.scriptLinks} javascript: link(s)`);
}

async function session(browser, screens, login) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on("dialog", async (dialog) => {
    figures.findings.push(`${new URL(page.url()).pathname}: a ${dialog.type()} ran (${dialog.message()})`);
    await dialog.dismiss();
  });
  try {
    if (login) await signIn(page, ...login);
    for (const screen of screens) await visit(page, screen);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ARGS });
try {
  await session(browser, publicPaths);
  await session(browser, ADMIN, ["/admin/login", "admin@tradehub.example", "admin123", "/admin"]);
  await session(browser, SUPPLIER, ["/vendor/login", "vendor@tradehub.example", "vendor123", "/vendor"]);
} finally {
  await browser.close();
}
console.log(JSON.stringify(figures));
