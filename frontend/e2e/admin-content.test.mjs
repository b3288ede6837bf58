// End-to-end check of the back office's content screens against a running server
// (BASE_URL, demo data), in Debian's Chromium: the demo admin signs in, edits an FAQ
// answer and a banner heading, and the public home page's server HTML shows both at once;
// the sidebar toggles with Ctrl+B and stays closed after a reload (its cookie). Any
// console error or uncaught page error fails the test.
// Run: cargo build -p server --bin tradehub && (cd frontend && npm run build) &&
//      scripts/with-server.sh target/debug/tradehub node --test --test-concurrency=1 frontend/e2e/admin-content.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, openPage as open, useBrowser } from "./support.mjs";

const DEMO_ADMIN = { email: "admin@tradehub.example", password: "admin123" };

const browser = useBrowser();

async function signedInAdmin() {
  const opened = await open(browser());
  const { page } = opened;
  await page.goto(BASE_URL + "/admin/login", { waitUntil: "load" });
  await page.getByLabel("Email", { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await page.waitForURL((url) => url.pathname === "/admin", { timeout: 15_000 });
  return opened;
}

/** The public home page as the server sends it (no JavaScript run). */
async function homeHtml() {
  const response = await fetch(BASE_URL + "/");
  assert.equal(response.status, 200);
  return response.text();
}

test("an admin's FAQ answer and banner heading are on the public home page at once", async () => {
  const { context, page, problems } = await signedInAdmin();
  const stamp = Date.now();
  const answer = `We now ship to 52 countries, weekly ${stamp}`;
  const heading = `Saffron routes, fresh each week ${stamp}`;
  try {
    // FAQ: edit the first item's answer.
    await page.getByRole("link", { name: "FAQ" }).click();
    await page.getByRole("heading", { level: 1, name: "FAQ Management" }).waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: /^Edit / }).first().click();
    const faqDialog = page.getByRole("dialog", { name: "Edit FAQ" });
    await faqDialog.getByLabel("Answer").fill(answer);
    await faqDialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("FAQ updated successfully").waitFor();
    await faqDialog.waitFor({ state: "detached" });
    await page.getByRole("cell", { name: answer }).waitFor();

    // Home Banner: edit the first slot's heading.
    await page.getByRole("link", { name: "Home Banner" }).click();
    await page.getByRole("heading", { level: 1, name: "Home Banner" }).waitFor();
    await page.getByRole("button", { name: "Edit Home Banner" }).click();
    const bannerDialog = page.getByRole("dialog", { name: "Edit Home Banner" });
    await bannerDialog.getByLabel("Banner 1 heading").fill(heading);
    await bannerDialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Banner updated successfully!").waitFor();
    await page.getByRole("heading", { level: 2, name: heading }).waitFor();

    const html = await homeHtml();
    assert.ok(html.includes(heading), "the banner heading is in the server's HTML");
    assert.ok(html.includes(answer), "the FAQ answer is in the server's HTML");
    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});

test("Ctrl+B closes the sidebar, and it is still closed after a reload", async () => {
  const { context, page, problems } = await signedInAdmin();
  try {
    const toggle = page.getByRole("button", { name: "Toggle Sidebar" });
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.equal(await page.locator("#admin-sidebar").getAttribute("data-state"), "expanded");
    await page.keyboard.press("Control+b");
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    // Icon mode: 3rem wide, the links still named.
    const width = await page.locator("#admin-sidebar").evaluate((el) => el.getBoundingClientRect().width);
    assert.equal(width, 48);
    await page.reload({ waitUntil: "load" });
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await page.locator("#admin-sidebar").getAttribute("data-state"), "collapsed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    assert.equal(cookie?.value, "false");
    assert.ok(cookie.expires * 1000 - Date.now() > 6.9 * 24 * 3600 * 1000, "kept for 7 days");
    await page.keyboard.press("Meta+b");
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});

test("the content screens fit a 320px screen without horizontal scrolling", async () => {
  const { context, page, problems } = await signedInAdmin();
  try {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["logo", "home-banner", "reach", "core", "faq", "whyChooseUs", "service", "additional-service", "testimonial", "footer"]) {
      await page.goto(`${BASE_URL}/admin/${path}`, { waitUntil: "load" });
      await page.getByRole("button", { name: "LogOut" }).waitFor();
      await page.locator("main h1").waitFor();
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `/admin/${path} scrolls sideways by ${overflow}px at 320px`);
    }
    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});
