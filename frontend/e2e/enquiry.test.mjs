// End-to-end check of a buyer's product enquiry against a running server (BASE_URL), in
// Debian's Chromium: a visitor picks a supplier on a variety page and presses Send
// Enquiry, is sent to sign in, signs in as the demo buyer, lands back on the enquiry form
// for that same offer, sends it, sees the confirmation (and is taken home 4 seconds
// later), and finds the enquiry, pending and at the supplier's price, under My Enquiries
// in the profile. Any console error or uncaught page error fails the test.
// Run: cargo build -p server --bin tradehub &&
//      scripts/with-server.sh target/debug/tradehub node --test frontend/e2e/enquiry.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";


const DEMO_BUYER = { email: "buyer@tradehub.example", password: "buyer123" };

const browser = useBrowser();

/** '₹' + Indian digit grouping, paise only when there are any (src/lib/money.ts). */
function formatRupees(amount) {
  const paise = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(paise / 100));
  const fraction = paise % 100;
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  const grouped = rest ? `${rest},${last3}` : last3;
  return `${amount < 0 ? "-" : ""}₹${fraction ? `${grouped}.${String(fraction).padStart(2, "0")}` : grouped}`;
}

async function getJson(path) {
  const response = await fetch(BASE_URL + path, { headers: { Accept: "application/json" } });
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
}

/** A variety of the demo catalogue with at least one supplier's offer, and that offer. */
async function varietyWithSuppliers() {
  const { products } = await getJson("/api/v1/admin/product/getAllProducts");
  for (const product of products ?? []) {
    const { listings } = await getJson(`/api/v1/vendorProduct/product/${encodeURIComponent(product._id)}`);
    for (const variety of product.varieties ?? []) {
      const listing = (listings ?? []).find((l) => l.varietyId === variety._id && l.isActive !== false);
      if (listing) return { product, variety, listing };
    }
  }
  throw new Error("the demo catalogue has no variety with a supplier");
}

const openPage = () => open(browser());

test("a visitor picks a supplier, signs in, sends an enquiry and finds it in the profile", async () => {
  const { product, variety, listing } = await varietyWithSuppliers();
  const vendorName = listing.vendor?.name;
  assert.ok(vendorName, "the listing names its vendor");
  const price = `${formatRupees(listing.price)} / ${listing.unit}`;
  const quantity = String(100 + Math.floor(Math.random() * 900));
  const note = `e2e enquiry ${Date.now()}`;

  const { context, page, problems } = await openPage();
  try {
    // The variety page, its suppliers, one of them chosen.
    await page.goto(`${BASE_URL}/products/${product.slug}/${variety.slug}`, { waitUntil: "load" });
    await hydrated(page);
    const suppliers = page.getByRole("list", { name: `Suppliers of ${variety.title}` });
    await suppliers.waitFor({ timeout: 15_000 });
    await suppliers.getByRole("button", { name: `Select ${vendorName}` }).first().click();
    await page.getByText("Ready to proceed").waitFor();
    await page.getByRole("button", { name: "Send Enquiry" }).click();

    // Not signed in: to /login, which will bring the buyer back to this offer.
    await page.waitForURL((url) => url.pathname === "/login", { timeout: 15_000 });
    const back = new URL(page.url()).searchParams.get("redirect");
    assert.equal(back, `/enquiry?listing=${listing._id}`);
    await hydrated(page);
    await page.getByRole("tab", { name: "User Login" }).click();
    await page.getByRole("heading", { level: 1, name: "Welcome Back User" }).waitFor();
    await page.getByLabel("Email", { exact: true }).fill(DEMO_BUYER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_BUYER.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    // Back on the form for the chosen offer, with the buyer's details filled in.
    await page.waitForURL((url) => url.pathname === "/enquiry", { timeout: 15_000 });
    assert.equal(new URL(page.url()).searchParams.get("listing"), listing._id);
    await hydrated(page);
    await page.getByRole("heading", { level: 1, name: "Send an Enquiry" }).waitFor();
    const offer = page.getByRole("complementary", { name: "Your chosen offer" });
    await offer.getByRole("heading", { name: vendorName }).waitFor();
    await offer.getByText(price, { exact: true }).waitFor();
    await offer.getByText(variety.title, { exact: true }).first().waitFor();
    assert.equal(await page.getByLabel("Email", { exact: true }).inputValue(), DEMO_BUYER.email);
    assert.notEqual(await page.getByLabel("Full Name").inputValue(), "", "the buyer's name is filled in");
    assert.equal(await page.getByLabel("Unit").inputValue(), listing.unit, "the form starts on the offer's unit");
    assert.equal(await page.getByLabel("Urgency").inputValue(), "normal");

    // Empty required fields are refused on the page.
    await page.getByLabel("Quantity").fill("");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill in all required fields" }).waitFor();

    // Fill in and send.
    await page.getByLabel("Phone").fill("+91 98765 43210");
    await page.getByLabel("Company").fill("E2E Foods");
    await page.getByLabel("Address").fill("7 Harbour Road");
    await page.getByLabel("City").fill("Mumbai");
    await page.getByLabel("State").fill("Maharashtra");
    await page.getByLabel("Pincode").fill("400001");
    await page.getByLabel("Quantity").fill(quantity);
    await page.getByLabel("Unit").selectOption("ton");
    await page.getByLabel("Urgency").selectOption("urgent");
    await page.getByLabel("Delivery Date").fill("2030-01-15");
    await page.getByLabel("Packaging Preference").selectOption("eco-friendly");
    await page.getByLabel("Payment Terms").selectOption("advance");
    await page.getByLabel("Samples required").check();
    await page.getByLabel("Additional Requirements").fill(note);
    const submit = page.getByRole("button", { name: "Submit Enquiry" });
    await submit.dblclick();
    await page.getByText("Enquiry submitted successfully!").waitFor();

    // The confirmation names the supplier and stays until the buyer leaves.
    await page.waitForURL((url) => url.pathname === "/enquiries", { timeout: 10_000 });
    await page.getByRole("heading", { level: 1, name: "Enquiry Sent Successfully!" }).waitFor();
    await page.getByText(/The supplier has received it/).waitFor();
    await page.getByRole("link", { name: "Open My Enquiries" }).waitFor();
    await page.waitForTimeout(4_500);
    assert.equal(new URL(page.url()).pathname, "/enquiries", "the buyer is not sent home");

    // My Enquiries in the profile: the enquiry, once, pending, at the supplier's price.
    await page.goto(BASE_URL + "/profile", { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("tab", { name: "My Enquiries" }).click();
    const table = page.getByRole("table", { name: "My enquiries" });
    await table.waitFor({ timeout: 15_000 });
    const rows = table.getByRole("row").filter({ hasText: `${quantity} ton` }).filter({ hasText: variety.title });
    assert.equal(await rows.count(), 1, "one enquiry for a double-clicked form");
    const row = rows.first();
    for (const text of [product.title, vendorName, price, "Pending", "Urgent"]) {
      assert.ok((await row.textContent()).includes(text), `the row shows ${text}`);
    }
    await row.getByRole("button", { name: /^View/ }).click();
    const dialog = page.getByRole("dialog", { name: "Enquiry details" });
    await dialog.waitFor();
    for (const text of [note, "Eco-friendly", "Advance payment", "15 Jan 2030", vendorName, price]) {
      await dialog.getByText(text, { exact: true }).first().waitFor();
    }
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});

test("/enquiry without a listing goes to the catalogue", async () => {
  const response = await fetch(BASE_URL + "/enquiry", { redirect: "manual" });
  assert.ok([302, 303, 307].includes(response.status), `redirect, got ${response.status}`);
  assert.equal(new URL(response.headers.get("location"), BASE_URL).pathname, "/products");
});
