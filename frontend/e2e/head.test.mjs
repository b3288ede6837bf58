// Head tags after client-side navigation: going from the home page to a
// variety page without a reload, the document's title, canonical link (absolute),
// og:title, og:url and JSON-LD are the variety's, as the server would have written them.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { BASE_URL, hydrated, openPage, useBrowser, sitemapPaths } from "./support.mjs";

const browser = useBrowser();
let varietyPath;
let variety;

before(async () => {
  // A variety of a product the home page's showcase links to (the showcase is the first
  // products of the catalogue; the sitemap lists varieties in no such order).
  const home = await (await fetch(BASE_URL + "/_data/")).json();
  const shown = new Set(home.data.products.map((p) => p.categorySlug));
  for (const path of (await sitemapPaths()).filter((p) => /^\/products\/[^/]+\/[^/]+$/.test(p))) {
    const props = await (await fetch(BASE_URL + "/_data" + path)).json();
    if (shown.has(props.data.product.categorySlug)) {
      [varietyPath, variety] = [path, props];
      break;
    }
  }
  assert.ok(varietyPath, "the demo catalogue has a variety page of a product on the home page");
  assert.equal(variety.page, "variety");
  assert.ok(variety.meta.jsonLd, "the variety page has structured data");
});

function head(page) {
  return page.evaluate(() => {
    const attr = (selector, name) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      marker: window.__sameDocument === true,
      title: document.title,
      canonical: attr('link[rel="canonical"]', "href"),
      ogTitle: attr('meta[property="og:title"]', "content"),
      ogUrl: attr('meta[property="og:url"]', "content"),
      description: attr('meta[name="description"]', "content"),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent)),
    };
  });
}

test("after client navigation from home to a variety, the head tags are the variety's", async () => {
  const { context, page, problems } = await openPage(browser());
  try {
    await page.goto(BASE_URL + "/", { waitUntil: "load" });
    await hydrated(page);
    const home = await head(page);
    // Set on the first document: still there after the clicks only if no page load happened.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });

    const categoryPath = `/products/${variety.data.product.categorySlug}`;
    await page.locator(`a[href="${categoryPath}"]`).first().click();
    await page.waitForURL(BASE_URL + categoryPath);
    await page.locator(`a[href="${varietyPath}"]`).first().click();
    await page.waitForURL(BASE_URL + varietyPath);
    await page.waitForFunction((title) => document.title === title, variety.meta.title);

    const after = await head(page);
    assert.equal(after.marker, true, "the navigation happened client-side");
    const canonical = BASE_URL + varietyPath;
    assert.equal(after.canonical, canonical);
    assert.match(after.canonical, /^https?:\/\//, "the canonical link is absolute");
    assert.equal(after.ogTitle, variety.meta.title);
    assert.notEqual(after.ogTitle, home.ogTitle);
    assert.equal(after.ogUrl, canonical);
    assert.equal(after.description, variety.meta.description);
    assert.equal(after.jsonLd.length, 1);
    assert.equal(after.jsonLd[0]["@type"], variety.meta.jsonLd["@type"]);
    assert.equal(after.jsonLd[0].name, variety.meta.jsonLd.name);
    assert.equal(after.jsonLd[0].url, canonical);

    // The same tags a fresh load of the variety gets from the server.
    const fresh = await context.newPage();
    await fresh.goto(canonical, { waitUntil: "load" });
    const served = await head(fresh);
    assert.deepEqual({ ...after, marker: false }, { ...served, marker: false });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
