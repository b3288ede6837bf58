// End-to-end check of the home page against a running server (the Makefile starts the
// real binary and sets BASE_URL). Run: BASE_URL=http://127.0.0.1:8080 node --test e2e/
//
// 1. The server HTML, fetched without any script, already holds the first banner
//    headline in the page's <h1>.
// 2. In Chromium the page hydrates without a single console error or warning (React
//    reports hydration mismatches there) and without uncaught exceptions.
// 3. After hydration the page is interactive, and the admin/vendor code was never loaded.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, hydrated, openPage, useBrowser } from "./support.mjs";


/** HTML-escapes text the way React does inside element content. */
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** The page props the server embedded in the document. */
function embeddedProps(html) {
  const match = /<script id="__TRADEHUB_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(match, "the document embeds #__TRADEHUB_DATA__");
  return JSON.parse(match[1]);
}

const browser = useBrowser();

test("server HTML contains the first banner headline in the h1", async () => {
  const response = await fetch(BASE_URL + "/");
  assert.equal(response.status, 200);
  const html = await response.text();
  const props = embeddedProps(html);
  assert.equal(props.page, "home");
  const headline = props.data.banners[0].heading;
  assert.ok(headline, "the first banner has a headline");

  const h1s = html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
  assert.equal(h1s.length, 1, "exactly one h1");
  assert.ok(h1s[0].includes(escapeHtml(headline)), `h1 holds "${headline}"`);

  const firstReason = props.data.whyChooseUs[0]?.title;
  if (firstReason) assert.ok(html.includes(escapeHtml(firstReason)), "why-choose-us titles are server-rendered");
  assert.ok(/<style data-styled/.test(html), "styled-components CSS is in the document");
});

test("home page hydrates cleanly and is interactive", async () => {
  // The login prompt (a modal) stays away; it has its own test in public.test.mjs.
  const { context, page, problems, requested } = await openPage(browser());

  try {
    await page.goto(BASE_URL + "/", { waitUntil: "load" });
    await hydrated(page);
    // Let effects that run right after hydration (carousel init) report anything.
    await page.waitForTimeout(500);

    assert.equal(await page.locator("h1").count(), 1);

    // FAQ: one open question at a time.
    const questions = page.locator("#faq h3 button");
    if ((await questions.count()) >= 2) {
      await questions.nth(0).click();
      assert.equal(await questions.nth(0).getAttribute("aria-expanded"), "true");
      await questions.nth(1).click();
      assert.equal(await questions.nth(0).getAttribute("aria-expanded"), "false");
      assert.equal(await questions.nth(1).getAttribute("aria-expanded"), "true");
    }

    // Join Us opens its dialog and 'Maybe later' closes it.
    await page.getByRole("button", { name: "Join Us" }).click();
    const dialog = page.getByRole("dialog", { name: "Are you looking to buy or sell products?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Maybe later" }).click();
    await dialog.waitFor({ state: "detached" });

    const areaChunks = requested.filter((url) => /\/(AdminApp|SupplierApp)-/.test(url));
    assert.deepEqual(areaChunks, [], "public pages never load admin or vendor code");
    assert.deepEqual(problems, [], "no console errors or warnings");
  } finally {
    await context.close();
  }
});
