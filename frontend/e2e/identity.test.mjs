// End-to-end checks of who the site thinks is signed in, in Debian's Chromium:
// the login prompt opens only when nobody of any role is signed in, and the header's
// Login brings a buyer back to the page it was clicked on.
// Run: cargo build -p server --bin tradehub &&
//      scripts/with-server.sh target/debug/tradehub node --test frontend/e2e/identity.test.mjs
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { BASE_URL, hydrated, openPage, useBrowser, sitemapPaths } from "./support.mjs";

const DEMO_SUPPLIER = { email: "vendor@tradehub.example", password: "vendor123" };
const DEMO_BUYER = { email: "buyer@tradehub.example", password: "buyer123" };
const PROMPT = { name: "Log in to Tradehub" };

const browser = useBrowser();
let varietyPath;

before(async () => {
  const paths = await sitemapPaths();
  varietyPath = paths.find((p) => /^\/products\/[^/]+\/[^/]+$/.test(p));
  assert.ok(varietyPath, "the demo catalogue has a variety page");
});

test("a signed-in supplier gets no login prompt on the home page, a visitor does", async () => {
  const supplier = await openPage(browser(), { loginPrompt: true });
  const visitor = await openPage(browser(), { loginPrompt: true });
  try {
    // The supplier signs in through the API in its own browser context (same cookie jar).
    const login = await supplier.context.request.post(BASE_URL + "/api/v1/vendor/vendorLogin", { data: DEMO_SUPPLIER });
    assert.equal(login.status(), 200);
    await supplier.page.goto(BASE_URL + "/", { waitUntil: "load" });
    await visitor.page.goto(BASE_URL + "/", { waitUntil: "load" });
    await Promise.all([hydrated(supplier.page), hydrated(visitor.page)]);
    // The visitor's prompt opening is the control: by then the supplier's would have too.
    await visitor.page.getByRole("dialog", PROMPT).waitFor({ timeout: 10_000 });
    await supplier.page.waitForTimeout(1_000);
    assert.equal(await supplier.page.getByRole("dialog", PROMPT).count(), 0, "no prompt for a signed-in supplier");
    assert.deepEqual(supplier.problems, [], "no console errors or page errors");
  } finally {
    await supplier.context.close();
    await visitor.context.close();
  }
});

test("a buyer who clicks Login on a variety page lands back on it after signing in", async () => {
  const { context, page, problems } = await openPage(browser());
  try {
    await page.goto(BASE_URL + varietyPath, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("link", { name: "Login", exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/login");
    assert.equal(new URL(page.url()).searchParams.get("redirect"), varietyPath);
    await page.getByLabel("Email", { exact: true }).fill(DEMO_BUYER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_BUYER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === varietyPath, { timeout: 15_000 });
    await hydrated(page);
    await page.getByRole("link", { name: "Profile" }).first().waitFor();
    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});
