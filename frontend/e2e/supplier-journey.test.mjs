// End-to-end journeys of the supplier portal against a running server (BASE_URL), in
// Debian's Chromium:
// (a) a new supplier registers, signs in, submits its documents with real files (a PNG
//     and a PDF made here), sees the pending notice; an admin verifies it through the
//     API; the supplier signs in again, sees its documents, lists an offer that the public
//     variety page's server HTML shows, deletes it and the HTML no longer shows it;
// (b) the demo buyer's enquiry reaches the demo supplier's inbox; the supplier sets it to
//     processing and replies; the buyer sees both in My Enquiries.
// Any console error or uncaught page error fails a test.
// Run: cargo build -p server --bin tradehub && (cd frontend && npm run build --silent) &&
//      scripts/with-server.sh target/debug/tradehub node --test --test-concurrency=1 frontend/e2e/supplier-journey.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { deflateSync } from "node:zlib";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";

const DEMO_ADMIN = { email: "admin@tradehub.example", password: "admin123" };
const DEMO_BUYER = { email: "buyer@tradehub.example", password: "buyer123" };
const DEMO_SUPPLIER = { email: "vendor@tradehub.example", password: "vendor123", name: "Konkan Agro Exports" };
const VARIETY_PAGE = "/products/mango/alphonso";

const browser = useBrowser();
const openPage = (options) => open(browser(), options);

// --- Files made here: a real PNG (the server decodes and re-encodes it) and a small PDF.

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
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width` × `height` RGB PNG with a gradient. */
function png(width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([(x * 7) % 256, (y * 5) % 256, 120], 1 + x * 3);
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

// --- API calls the test makes as another party (the admin, the buyer).

async function call(method, path, { token, body } = {}) {
  const headers = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(BASE_URL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  return { status: response.status, json };
}

async function signIn(path, credentials) {
  const { status, json } = await call("POST", path, { body: credentials });
  assert.equal(status, 200, `sign-in at ${path}: ${JSON.stringify(json)}`);
  return json;
}

/** The variety page as a crawler gets it: the server's HTML, no JavaScript run. */
async function serverHtml(path) {
  const response = await fetch(BASE_URL + path, { headers: { Accept: "text/html" } });
  assert.equal(response.status, 200, `GET ${path}`);
  return response.text();
}

/** The screen fits from 320 px to 1920 px wide without scrolling sideways. */
async function fitsEveryWidth(page, what) {
  for (const width of [320, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${what} scrolls sideways by ${overflow}px at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function supplierLogin(page, { email, password }) {
  await page.goto(`${BASE_URL}/vendor/login`, { waitUntil: "load" });
  await page.getByRole("button", { name: "LOG IN" }).waitFor({ timeout: 15_000 });
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOG IN" }).click();
}

test("a new supplier registers, is verified, lists an offer on the public page and removes it", async () => {
  const stamp = Date.now();
  const business = `E2E Orchards ${stamp}`;
  const email = `e2e-${stamp}@suppliers.test`;
  const password = "secret123";
  const { context, page, problems } = await openPage();
  try {
    // Sign-up, then the supplier login (a full page load after 1.5 s).
    await page.goto(`${BASE_URL}/supplierRegister`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByLabel("Business Name").fill(business);
    await page.getByLabel("Business Email").fill(email);
    await page.getByLabel("Mobile Number").fill("+91 98765 43210");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Register as Supplier" }).click();
    await page.waitForURL((url) => url.pathname === "/vendor/login", { timeout: 15_000 });

    // Signed in without a registration: the document form, basic info prefilled and locked.
    await supplierLogin(page, { email, password });
    await page.waitForURL((url) => url.pathname === "/vendor/complete-registration", { timeout: 15_000 });
    await page.getByRole("heading", { level: 1, name: "Complete Your Registration" }).waitFor();
    const name = page.getByLabel("Name", { exact: true });
    await page.waitForFunction(() => document.querySelector("input[name=name]")?.value !== "");
    assert.equal(await name.inputValue(), business);
    assert.equal(await name.getAttribute("readonly"), "");

    await page.getByLabel("Address").fill("Plot 7, MIDC, Ratnagiri, Maharashtra");
    await page.getByLabel("Aadhar Number").fill("2345 6789 0123");
    await page.getByLabel("PAN Number").fill("AAPFU0939F");
    await page.getByLabel("GST Number").fill("27AAPFU0939F1ZV");
    await page.getByLabel("Udyam Registration Number").fill("UDYAM-MH-01-0001234");
    await page.getByLabel("MSME Registration Number").fill("MSME-27-000123");
    await page.getByLabel("Aadhar Card").setInputFiles({ name: "aadhar.png", mimeType: "image/png", buffer: png(120, 80) });
    await page.getByLabel("PAN Card").setInputFiles({ name: "pan.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByLabel("GST Certificate").setInputFiles({ name: "gst.png", mimeType: "image/png", buffer: png(90, 60) });
    await page.getByLabel("Profile Photo (optional)").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png(64, 64) });
    await page.getByAltText("Preview of aadhar.png").waitFor();
    await page.getByText("pan.pdf").waitFor();
    await fitsEveryWidth(page, "the document form");
    await page.getByRole("button", { name: "Submit Documents" }).click();

    // The status screen: under review.
    await page.waitForURL((url) => url.pathname === "/vendor/registration-status", { timeout: 15_000 });
    await page.getByText("Registration submitted successfully").waitFor();
    await page.getByText("Pending Approval").waitFor();
    await page.getByText(/Your registration is under review/).waitFor();
    await fitsEveryWidth(page, "the status screen");

    // An admin verifies it through the API.
    const session = await page.evaluate(async () => (await fetch("/api/v1/session")).json());
    const vendorId = session.vendor.id;
    const admin = await signIn("/api/v1/admin/adminLogin", DEMO_ADMIN);
    const verified = await call("PATCH", `/api/v1/vendorRegistration/verify/${vendorId}`, { token: admin.token });
    assert.equal(verified.status, 200, JSON.stringify(verified.json));
    assert.equal(verified.json.message, "Vendor verified successfully");

    // Signed in again: the documents.
    await supplierLogin(page, { email, password });
    await page.waitForURL((url) => url.pathname === "/vendor/enquiries", { timeout: 15_000 });
    await page.getByRole("heading", { level: 1, name: "Enquiries" }).waitFor();
    await page.getByRole("link", { name: "Document", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Vendor Details" }).waitFor();
    await page.getByText("Verified", { exact: true }).waitFor();
    await page.getByText("AAPFU0939F", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Download PAN Card" }).waitFor();
    const udyam = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Udyam Registration" }) });
    await udyam.getByText("No document uploaded").waitFor();
    await page.getByRole("region", { name: "Your activity" }).waitFor();
    await fitsEveryWidth(page, "the document screen");

    // A listing, shown in the public variety page's server HTML at once.
    assert.ok(!(await serverHtml(VARIETY_PAGE)).includes(business), "not listed yet");
    await page.getByRole("link", { name: "Product", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "My Product Listings" }).waitFor();
    await page.getByRole("button", { name: "Add New Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Product" });
    await dialog.waitFor();
    // The product is searched as it is typed (a few letters, one of them wrong, are enough).
    await dialog.getByRole("combobox", { name: /Product/ }).fill("mangp");
    await dialog.getByRole("listbox", { name: "Matching products" }).getByRole("option", { name: /^Mango/ }).click();
    await dialog.getByLabel("Variety").selectOption({ label: "Alphonso" });
    await dialog.getByLabel("Price (₹)").fill("432.10");
    await dialog.getByLabel("Location").fill("Ratnagiri");
    await dialog.getByLabel("Quantity Available").fill("75");
    await dialog.getByLabel("Unit", { exact: true }).selectOption("box");
    await dialog.getByLabel(/^Pack content/).fill("3");
    await dialog.getByLabel("Price basis").selectOption("FOB");
    await dialog.getByLabel(/^Named place/).fill("Nhava Sheva");
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("Product Added").waitFor();
    const html = await serverHtml(VARIETY_PAGE);
    assert.ok(html.includes(business), "the new offer is in the server HTML");
    assert.ok(html.includes("432.10") || html.includes("432.1"), "at its price");

    // Deleted: gone from the server HTML.
    await page.getByRole("button", { name: "Delete Mango Alphonso" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this listing?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Product Deleted").waitFor();
    assert.ok(!(await serverHtml(VARIETY_PAGE)).includes(business), "the offer is gone from the server HTML");

    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});

/** An active offer of the demo supplier, and its product and variety. */
async function offerOfDemoSupplier() {
  const { json } = await call("GET", "/api/v1/admin/product/getAllProducts");
  for (const product of json.products ?? []) {
    const { json: offers } = await call("GET", `/api/v1/vendorProduct/product/${encodeURIComponent(product._id)}`);
    const listing = (offers.listings ?? []).find((l) => l.vendor?.name?.startsWith(DEMO_SUPPLIER.name) && l.isActive !== false);
    if (listing) return { product, listing, variety: product.varieties.find((v) => v._id === listing.varietyId) };
  }
  throw new Error(`the demo catalogue has no offer of ${DEMO_SUPPLIER.name}`);
}

test("a buyer's enquiry reaches the supplier, who replies and sets processing; the buyer sees both", async () => {
  const { product, listing, variety } = await offerOfDemoSupplier();
  const quantity = 300 + Math.floor(Math.random() * 600);
  const note = `e2e lead ${Date.now()}`;
  const reply = `We can ship ${quantity} kg of ${variety.title} within ten days.`;

  // The demo buyer's enquiry to that offer (the enquiry form has its own end-to-end test).
  const buyer = await signIn("/api/v1/user/login", DEMO_BUYER);
  const sent = await call("POST", "/api/v1/user/enquiry/create", {
    token: buyer.token,
    body: {
      listingId: listing._id,
      name: "Rahul Mehta",
      email: DEMO_BUYER.email,
      phone: "+91 98200 11111",
      company: "Mehta Food Imports",
      address: "7 Harbour Road",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400001",
      quantity,
      unit: "kg",
      urgency: "urgent",
      packagingPreference: "standard",
      paymentTerms: "net30",
      additionalRequirements: note,
      submissionKey: `e2e-${Date.now()}`,
    },
  });
  assert.ok([200, 201].includes(sent.status), JSON.stringify(sent.json));

  // The supplier signs in to its inbox (Enquiries), sets processing, replies.
  const supplier = await openPage();
  try {
    const { page, problems } = supplier;
    await supplierLogin(page, DEMO_SUPPLIER);
    await page.waitForURL((url) => url.pathname === "/vendor/enquiries", { timeout: 15_000 });
    const card = page.getByRole("list", { name: "Enquiries" }).getByRole("listitem").filter({ hasText: note });
    await card.waitFor({ timeout: 15_000 });
    assert.ok((await card.textContent()).includes(variety.title));
    await card.getByRole("button", { name: "Open enquiry from Rahul Mehta" }).click();
    const dialog = page.getByRole("dialog", { name: "Enquiry from Rahul Mehta" });
    await dialog.waitFor();
    await dialog.getByLabel("New status").selectOption("processing");
    await dialog.getByRole("button", { name: "Update Status" }).click();
    await page.getByText("Enquiry status updated successfully").waitFor();
    await dialog.getByLabel("Reply to the buyer").fill(reply);
    await dialog.getByRole("button", { name: "Send Reply" }).click();
    await page.getByText("Reply saved successfully").waitFor();
    await dialog.getByLabel("Stored reply").getByText(reply).waitFor();
    assert.deepEqual(problems, [], "no console errors or page errors (supplier)");
  } finally {
    await supplier.context.close();
  }

  // The buyer sees the status and the reply in My Enquiries.
  const buyerPage = await openPage();
  try {
    const { page, problems } = buyerPage;
    await page.goto(`${BASE_URL}/login`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("tab", { name: "User Login" }).click();
    await page.getByLabel("Email", { exact: true }).fill(DEMO_BUYER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_BUYER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // A buyer with enquiries lands on them.
    await page.waitForURL((url) => url.pathname === "/profile/enquiries", { timeout: 15_000 });
    await page.goto(`${BASE_URL}/profile`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("tab", { name: "My Enquiries" }).click();
    const table = page.getByRole("table", { name: "My enquiries" });
    await table.waitFor({ timeout: 15_000 });
    const row = table.getByRole("row").filter({ hasText: `${quantity} kg` }).filter({ hasText: product.title });
    assert.equal(await row.count(), 1);
    assert.ok((await row.textContent()).includes("Processing"), "the row shows the supplier's status");
    await row.getByRole("button", { name: /^View/ }).click();
    const details = page.getByRole("dialog", { name: "Enquiry details" });
    await details.getByText(reply, { exact: true }).waitFor();
    await details.getByText("Supplier reply").waitFor();
    assert.deepEqual(problems, [], "no console errors or page errors (buyer)");
  } finally {
    await buyerPage.context.close();
  }
});
