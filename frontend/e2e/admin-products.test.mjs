// End-to-end: Product Management in Debian's Chromium against the real binary on a demo
// database. The admin signs in, creates a product with two varieties and pictures, opens
// its public category and variety pages (server HTML), renames it and follows the old
// address's 301, and deletes it (its page then answers 404 'Product not found').
// Run: cargo build -p server --bin tradehub && (cd frontend && npm run build --silent) &&
//      scripts/with-server.sh target/debug/tradehub node --test --test-concurrency=1 frontend/e2e/admin-products.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { deflateSync } from "node:zlib";
import { BASE_URL, openPage, useBrowser } from "./support.mjs";

const DEMO_ADMIN = { email: "admin@tradehub.example", password: "admin123" };
const browser = useBrowser();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG, made here (no fixture files). */
function png(width, height, [r, g, b]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const file = (name, colour) => ({ name, mimeType: "image/png", buffer: png(24, 16, colour) });

/** The server's own answer, redirects not followed. */
async function serverHtml(path) {
  const response = await fetch(BASE_URL + path, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

test("an admin creates, renames and deletes a product, and the public pages follow at once", async () => {
  const { context, page, problems } = await openPage(browser());
  try {
    await page.goto(BASE_URL + "/admin/login", { waitUntil: "load" });
    await page.getByLabel("Email", { exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.waitForURL((url) => url.pathname === "/admin", { timeout: 15_000 });

    await page.goto(BASE_URL + "/admin/product", { waitUntil: "load" });
    await page.getByRole("heading", { level: 1, name: "Product Management" }).waitFor({ timeout: 15_000 });
    await page.getByRole("listitem").first().waitFor();

    // Add New Product with every kind of field and two varieties with pictures.
    await page.getByRole("button", { name: "Add New Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Product" });
    await dialog.getByLabel("Title", { exact: true }).fill("Dragon Fruit E2E");
    await dialog.getByLabel("Category", { exact: true }).fill("Exotic Fruits E2E");
    await dialog.getByLabel("Tag").fill("New arrival");
    await dialog.getByLabel("Details", { exact: true }).fill("Sweet pink pitaya from Gujarat.");
    await dialog.getByLabel("Description", { exact: true }).fill("Export-grade dragon fruit.");
    await dialog.getByLabel("Features").fill("Rich in fibre\nLong shelf life");
    await dialog.getByRole("button", { name: "Add Specification" }).click();
    await dialog.getByLabel("Specification 1 name").fill("Weight");
    await dialog.getByLabel("Specification 1 value").fill("350–450 g");
    await dialog.getByLabel("Main image").setInputFiles(file("main.png", [200, 30, 90]));

    await dialog.getByLabel("Variety title").fill("Red Jaina");
    await dialog.getByLabel("Origin", { exact: true }).fill("Kutch, Gujarat");
    await dialog.getByLabel("Energy", { exact: true }).fill("60 kcal");
    await dialog.getByLabel("Container", { exact: true }).fill("20 ft reefer");
    await dialog.getByLabel("Variety image").setInputFiles(file("red.png", [220, 20, 60]));
    await dialog.getByRole("button", { name: "Add Variety" }).click();
    await dialog.getByLabel("Variety title").fill("White Vietnam");
    await dialog.getByLabel("Origin", { exact: true }).fill("Nashik");
    await dialog.getByLabel("Variety image").setInputFiles(file("white.png", [240, 240, 240]));
    await dialog.getByRole("button", { name: "Add Variety" }).click();
    await dialog.getByRole("button", { name: "Remove variety White Vietnam" }).waitFor();
    await dialog.getByRole("button", { name: "Create Product" }).click();
    await page.getByText("Product created successfully").waitFor({ timeout: 15_000 });
    const card = page.getByRole("listitem", { name: "Dragon Fruit E2E" });
    await card.waitFor();
    assert.equal(await card.getByRole("button", { name: /^View (Red Jaina|White Vietnam)$/ }).count(), 2);

    // The public pages, as the server renders them, show it at once.
    const category = await serverHtml("/products/exotic-fruits-e2e");
    assert.equal(category.status, 200);
    assert.match(category.html, /Dragon Fruit E2E/);
    assert.match(category.html, /Red Jaina/);
    assert.match(category.html, /350–450 g/);
    const variety = await serverHtml("/products/dragon-fruit-e2e/red-jaina");
    assert.equal(variety.status, 200);
    assert.match(variety.html, /Kutch, Gujarat/);
    assert.match(variety.html, /\/media\/[0-9a-f-]+\.png/, "the variety's picture is served from the store");

    // Rename: the old variety address answers 301 with the new one, and the browser follows it.
    await card.getByRole("button", { name: "Edit Dragon Fruit E2E" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await edit.getByLabel("Title", { exact: true }).fill("Pitaya E2E");
    await edit.getByRole("button", { name: "Update Product" }).click();
    await page.getByText("Product updated successfully").waitFor({ timeout: 15_000 });
    await page.getByRole("listitem", { name: "Pitaya E2E" }).waitFor();
    const moved = await serverHtml("/products/dragon-fruit-e2e/red-jaina");
    assert.equal(moved.status, 301);
    assert.equal(moved.location, "/products/pitaya-e2e/red-jaina");
    const visitor = await context.newPage();
    await visitor.goto(BASE_URL + "/products/dragon-fruit-e2e/red-jaina", { waitUntil: "load" });
    assert.equal(new URL(visitor.url()).pathname, "/products/pitaya-e2e/red-jaina");
    await visitor.getByRole("heading", { name: "Red Jaina" }).first().waitFor();
    await visitor.close();

    // Delete, after confirmation; its pages then answer 404 'Product not found'.
    await page.getByRole("button", { name: "Delete Pitaya E2E" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Product deleted successfully").waitFor({ timeout: 15_000 });
    await page.getByRole("listitem", { name: "Pitaya E2E" }).waitFor({ state: "detached" });
    for (const path of ["/products/exotic-fruits-e2e", "/products/pitaya-e2e/red-jaina", "/products/dragon-fruit-e2e/red-jaina"]) {
      const gone = await serverHtml(path);
      assert.equal(gone.status, 404, path);
      assert.match(gone.html, /Product not found/, path);
    }
    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});

test("the screen, its dialogs and the variety editor fit a 320px-wide screen without horizontal scrolling", async () => {
  const { context, page, problems } = await openPage(browser(), { viewport: { width: 320, height: 720 } });
  try {
    const login = await context.request.post(BASE_URL + "/api/v1/admin/adminLogin", { data: DEMO_ADMIN });
    assert.equal(login.status(), 200);
    await page.goto(BASE_URL + "/admin/product", { waitUntil: "load" });
    await page.getByRole("heading", { level: 1, name: "Product Management" }).waitFor({ timeout: 15_000 });
    await page.getByRole("listitem").first().waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(await overflow(), 0, "the grid");

    await page.getByRole("button", { name: /^View details of / }).first().click();
    const details = page.getByRole("dialog");
    await details.getByRole("columnheader", { name: "Nutrition" }).waitFor({ state: "attached" });
    const wide = await details.evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(wide <= 0, `the product details dialog overflows by ${wide}px`);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /^Edit / }).first().click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await edit.getByRole("button", { name: "Add Variety" }).waitFor();
    const editWide = await edit.evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(editWide <= 0, `the product dialog overflows by ${editWide}px`);
    assert.equal(await overflow(), 0, "the page under the dialog");
    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});
