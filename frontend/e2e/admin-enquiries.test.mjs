// End-to-end check of the admin's product enquiries against a running server (BASE_URL),
// in Debian's Chromium: the demo buyer sends an enquiry through the API, the demo admin
// finds it on /admin/productEnquiry by the buyer's e-mail, sets it to processing, and the
// buyer then sees 'Processing' on it under My Enquiries in the profile. Any console error
// or uncaught page error fails the test.
// Run: cargo build -p server --bin tradehub && (cd frontend && npm run build --silent) &&
//      scripts/with-server.sh target/debug/tradehub node --test --test-concurrency=1 frontend/e2e/admin-enquiries.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";

const DEMO_BUYER = { email: "buyer@tradehub.example", password: "buyer123" };
const DEMO_ADMIN = { email: "admin@tradehub.example", password: "admin123" };

const browser = useBrowser();

async function call(method, path, body, token) {
  const headers = { Accept: "application/json", "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(BASE_URL + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: response.status, body: await response.json() };
}

/** Every `quantity` in an answer, however deep. */
function quantities(value, found = new Set()) {
  if (Array.isArray(value)) value.forEach((item) => quantities(item, found));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "quantity") found.add(Number(item));
      else quantities(item, found);
    }
  }
  return found;
}

/** An open offer of the demo catalogue. */
async function anyListing() {
  const { body } = await call("GET", "/api/v1/admin/product/getAllProducts");
  for (const product of body.products ?? []) {
    const { body: offers } = await call("GET", `/api/v1/vendorProduct/product/${encodeURIComponent(product._id)}`);
    const listing = (offers.listings ?? []).find((l) => l.isActive !== false);
    if (listing) return listing;
  }
  throw new Error("the demo catalogue has no supplier's offer");
}

test("an admin finds a buyer's enquiry by e-mail, sets it to processing, and the buyer sees it", async () => {
  // The buyer's enquiry, sent through the API; its quantity tells it from the others.
  const login = await call("POST", "/api/v1/user/login", DEMO_BUYER);
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const listing = await anyListing();
  // Below 1000: no digit grouping in how the screens write it. None this buyer has asked
  // for already: the demo's and the other journeys' enquiries (some drawn at random too).
  const taken = quantities((await call("GET", "/api/v1/user/enquiry/user", undefined, login.body.token)).body);
  let quantity;
  do quantity = 101 + Math.floor(Math.random() * 898);
  while (taken.has(quantity));
  const sent = await call(
    "POST",
    "/api/v1/user/enquiry/create",
    {
      listingId: listing._id, name: "Rahul Mehta", email: DEMO_BUYER.email, phone: "+91 98765 43210", address: "7 Harbour Road",
      city: "Mumbai", state: "Maharashtra", pincode: "400001", quantity, unit: "kg",
    },
    login.body.token,
  );
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const id = sent.body.data._id;

  // The admin: sign in, search by the buyer's e-mail, open the enquiry, set processing.
  const admin = await open(browser());
  try {
    const { page, problems } = admin;
    await page.goto(BASE_URL + "/admin/login", { waitUntil: "load" });
    await page.getByLabel("Email", { exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.waitForURL((url) => url.pathname === "/admin", { timeout: 10_000 });
    await page.getByRole("link", { name: "Product Enquiries" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Product Enquiries" }).waitFor({ timeout: 15_000 });
    await page.getByLabel("Search").fill(DEMO_BUYER.email.toUpperCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: `${quantity} kg` });
    await row.waitFor({ timeout: 15_000 });
    assert.ok((await row.textContent()).includes(DEMO_BUYER.email));
    assert.ok((await row.textContent()).includes("Pending"));
    await row.getByRole("button", { name: /^View enquiry/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Customer information" }).waitFor();
    await dialog.getByLabel("Enquiry status").selectOption("processing");
    await dialog.getByRole("button", { name: "Update" }).click();
    await page.getByText("Enquiry status updated successfully").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await row.getByText("Processing").waitFor();
    assert.deepEqual(problems, [], "no console errors or page errors (admin)");
  } finally {
    await admin.context.close();
  }

  // The buyer, in a browser of its own, sees the new status in My Enquiries.
  const buyer = await open(browser());
  try {
    const { page, problems } = buyer;
    await page.goto(BASE_URL + "/login", { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("tab", { name: "User Login" }).click();
    await page.getByLabel("Email", { exact: true }).fill(DEMO_BUYER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_BUYER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname !== "/login", { timeout: 15_000 });
    await page.goto(BASE_URL + "/profile", { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("tab", { name: "My Enquiries" }).click();
    const table = page.getByRole("table", { name: "My enquiries" });
    await table.waitFor({ timeout: 15_000 });
    const mine = table.getByRole("row").filter({ hasText: `${quantity} kg` });
    assert.equal(await mine.count(), 1);
    assert.match(await mine.textContent(), /processing/i);
    assert.deepEqual(problems, [], "no console errors or page errors (buyer)");
  } finally {
    await buyer.context.close();
  }
  assert.ok(id);
});
