// Every screen at every width, in Debian's Chromium against the real binary on a
// demo database: each public page, each admin screen and each supplier screen at 320, 390,
// 768, 1024, 1280, 1366 and 1920 px. Fails when the page scrolls sideways, when a word in
// a table cell is broken across lines (or a never-wrapping cell is wider than its cell),
// and when the header's search field is shown narrower than 160 px.
// One browser, one page per role; the viewport is resized rather than the page reloaded.
// Run: cargo build -p server --bin tradehub && (cd frontend && npm run build --silent) &&
//      scripts/with-server.sh target/debug/tradehub node --test --test-concurrency=1 frontend/e2e/widths.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, hydrated, networkQuiet, openPage, useBrowser } from "./support.mjs";

const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1920];
const ADMIN = { email: "admin@tradehub.example", password: "admin123" };
const SUPPLIER = { email: "vendor@tradehub.example", password: "vendor123" };
const PENDING = { email: "pending@tradehub.example", password: "vendor123" };
const SEARCH_MIN = 160;

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/service",
  "/products",
  "/products?q=mango",
  "/products/mangoes",
  "/products/mango/alphonso",
  "/certificates",
  "/contact",
  "/became-a-supplier",
  "/login",
  "/userRegister",
  "/supplierRegister",
  "/enquiries",
  "/vendor/login",
  "/admin/login",
];
const SUPPLIER_SCREENS = ["/vendor/document", "/vendor/product", "/vendor/enquiries", "/vendor/orders", "/vendor/insights"];
const PENDING_SCREENS = ["/vendor/registration-status", "/vendor/complete-registration"];

const browser = useBrowser();

async function signIn(context, path, who) {
  const answer = await context.request.post(BASE_URL + path, { data: who });
  assert.equal(answer.status(), 200, `${path} as ${who.email}`);
}

/** What is wrong with the page at the current width, in words (empty when nothing is). */
function problemsAt() {
  const out = [];
  let cells = 0;
  const inner = window.innerWidth;
  const scroll = document.scrollingElement.scrollWidth;
  if (scroll > inner) {
    let widest = "";
    let right = inner;
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect().right;
      if (r > right + 0.5) {
        right = r;
        widest = `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""} (${Math.round(r)} px)`;
      }
    }
    out.push(`scrolls sideways: ${scroll} px in ${inner} px; widest ${widest}`);
  }
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  for (const cell of document.querySelectorAll("td, th")) {
    if (!visible(cell)) continue;
    cells += 1;
    if (cell.matches('[data-nowrap="true"]') && cell.scrollWidth > cell.clientWidth + 1) {
      out.push(`"${cell.textContent.trim().slice(0, 40)}" is wider than its cell (${cell.scrollWidth} > ${cell.clientWidth} px)`);
    }
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A word runs between spaces and the hyphens and slashes a line may break after.
      for (const match of node.data.matchAll(/[^\s\-/–—]+/g)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(`"${match[0]}" broken across ${lines.size} lines in a ${cell.tagName.toLowerCase()}`);
      }
    }
  }
  for (const input of document.querySelectorAll('header input[type="search"]')) {
    if (!visible(input)) continue;
    const width = input.getBoundingClientRect().width;
    if (width > 0 && width < 160) out.push(`the header search field is ${Math.round(width)} px wide`);
  }
  return { problems: out, cells };
}

/** Opens `path` once, then checks it at every width. */
async function checkEveryWidth(page, path, failures, seen = { cells: 0 }) {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  // Loaded, hydrated (or the client screen's first commit), then no request for 200 ms.
  const settled = networkQuiet(page, 200);
  await page.goto(BASE_URL + path, { waitUntil: "load" });
  await hydrated(page);
  await settled();
  // Client screens: wait until the screen has a heading (loaded past its spinner).
  await page.waitForSelector("h1", { timeout: 15_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[role="status"]')?.textContent?.includes("Loading"), null, { timeout: 10_000 }).catch(() => undefined);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Layout, the tables' resize observers and their re-render: two frames and a little.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 60)))));
    const found = await page.evaluate(problemsAt);
    seen.cells += found.cells;
    for (const problem of new Set(found.problems)) failures.push(`${path} at ${width}: ${problem}`);
  }
}

async function adminScreens(page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(BASE_URL + "/admin", { waitUntil: "networkidle" });
  await page.waitForSelector('a[href^="/admin/"]', { timeout: 15_000 });
  const links = await page.$$eval('a[href^="/admin/"]', (as) => as.map((a) => new URL(a.href).pathname));
  return [...new Set(links)].filter((p) => p !== "/admin/login");
}

test("no page, admin screen or supplier screen scrolls sideways, breaks a word in a table or squeezes the header search, 320 to 1920 px", async () => {
  const started = Date.now();
  const failures = [];
  const visitor = await openPage(browser());
  const admin = await openPage(browser());
  const supplier = await openPage(browser());
  const pending = await openPage(browser());
  try {
    for (const path of PUBLIC_PAGES) await checkEveryWidth(visitor.page, path, failures);

    await signIn(admin.context, "/api/v1/admin/adminLogin", ADMIN);
    const screens = await adminScreens(admin.page);
    assert.ok(screens.length >= 18, `the sidebar links every admin screen: ${screens.join(", ")}`);
    // The checks must have met the tables (not a loading screen): the admin lists' cells.
    const adminCells = { cells: 0 };
    for (const path of screens) await checkEveryWidth(admin.page, path, failures, adminCells);
    console.log(`admin table cells checked: ${adminCells.cells}`);
    assert.ok(adminCells.cells > 1000, `table cells checked on the admin screens: ${adminCells.cells}`);

    await signIn(supplier.context, "/api/v1/vendor/vendorLogin", SUPPLIER);
    const supplierCells = { cells: 0 };
    for (const path of SUPPLIER_SCREENS) await checkEveryWidth(supplier.page, path, failures, supplierCells);
    console.log(`supplier table cells checked: ${supplierCells.cells}`);
    assert.ok(supplierCells.cells > 50, `table cells checked on the supplier screens: ${supplierCells.cells}`);
    await signIn(pending.context, "/api/v1/vendor/vendorLogin", PENDING);
    for (const path of PENDING_SCREENS) await checkEveryWidth(pending.page, path, failures);

    // The header's search at the widths where it is an icon: opened, it is full width.
    await visitor.page.setViewportSize({ width: 1280, height: 900 });
    await visitor.page.goto(BASE_URL + "/about", { waitUntil: "networkidle" });
    await visitor.page.getByRole("button", { name: "Open search" }).click();
    const field = visitor.page.locator('header input[type="search"]:visible');
    const width = (await field.boundingBox()).width;
    assert.ok(width >= SEARCH_MIN, `the opened search field is ${width} px wide`);
    await field.fill("mango");
    await field.press("Enter");
    await visitor.page.waitForURL(/\/products\?q=mango/);
  } finally {
    for (const who of [visitor, admin, supplier, pending]) await who.context.close();
  }
  console.log(`widths: ${failures.length} problems, ${Math.round((Date.now() - started) / 1000)} s`);
  assert.deepEqual(failures, []);
});
