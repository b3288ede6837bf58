// An order, end to end in Chromium against a running demo server (BASE_URL): the buyer's
// enquiry is quoted in dollars and accepted, which places an order; the enquiry page
// links to it. The supplier confirms it on its Orders screen, uploads a packing list,
// produces, readies and ships it with a B/L number and an ETA, and marks it arrived; the
// buyer sees the shipment and its ETA, downloads the proforma invoice and confirms
// delivery. The back office finds it by status and corrects it, with a note. Each screen
// fits from 320 px to 1920 px.
// Run: (cd frontend && npm run build --silent) && cargo build -p server --bin tradehub &&
//      scripts/with-server.sh target/debug/tradehub node --test frontend/e2e/orders.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { buyerLogin, fillQuote, fitsEveryWidth, inDays, setRate, supplierSignIn, varietyWithThreeSuppliers } from "./journeys.mjs";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";

const browser = useBrowser();
const openPage = () => open(browser());
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

/** The signed-in buyer's enquiry to one listing, sent from its page: the enquiry's id. */
async function sendEnquiry(page, listing, note) {
  const answer = await page.evaluate(
    async ({ listingId, note }) => {
      const body = {
        listingIds: [listingId], name: "Rahul Mehta", email: "buyer@tradehub.example", phone: "+91 98200 12345",
        address: "7 Harbour Road", city: "Mumbai", state: "Maharashtra", pincode: "400001", quantity: 400, unit: "kg",
        urgency: "normal", packagingPreference: "standard", paymentTerms: "net30", additionalRequirements: note,
        submissionKey: note,
      };
      const response = await fetch("/api/v1/user/enquiry/request", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { listingId: listing._id, note },
  );
  assert.equal(answer.status, 201, JSON.stringify(answer.json));
  return answer.json.data[0]._id;
}

/** As fitsEveryWidth, loading the screen again at each width: the back office lays its
 *  sidebar out (an off-canvas sheet below 768 px) when it starts. */
async function fitsEveryWidthLoaded(page, what, ready) {
  for (const width of [320, 768, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload({ waitUntil: "load" });
    await ready();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${what} scrolls sideways by ${overflow}px at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Clicks a step's button and waits for the order's badge to say `status`. */
async function step(page, button, status) {
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("heading", { level: 2, name: new RegExp(`^Order TH-.* ${status}$`) }).waitFor({ timeout: 15_000 });
}

test("an accepted quote becomes an order that ships, arrives and is delivered", async () => {
  await setRate("USD", "83.5");
  const { offers } = await varietyWithThreeSuppliers();
  const [supplierOffer] = offers;
  const note = `e2e order ${Date.now()}`;

  const buyer = await openPage();
  const supplier = await openPage();
  const admin = await openPage();
  try {
    // The buyer asks; the supplier quotes US$3.50 / kg FOB Nhava Sheva.
    await buyerLogin(buyer.page);
    const enquiryId = await sendEnquiry(buyer.page, supplierOffer.listing, note);
    await supplier.page.goto(`${BASE_URL}/vendor/login`, { waitUntil: "load" });
    await supplierSignIn(supplier.page, supplierOffer.email);
    await supplier.page.waitForURL((url) => url.pathname === "/vendor/enquiries", { timeout: 15_000 });
    await supplier.page.goto(`${BASE_URL}/vendor/enquiries/${enquiryId}`, { waitUntil: "load" });
    await supplier.page.getByRole("button", { name: "Send quote" }).click();
    const dialog = supplier.page.getByRole("dialog", { name: "Send quote" });
    await fillQuote(dialog, {
      price: "3.50", unit: "kg", currency: "USD", incoterm: "FOB", namedPlace: "Nhava Sheva",
      validUntil: inDays(20), deliveryTerms: "Reefer container, 18 days",
    });
    await dialog.getByRole("button", { name: "Send Quote" }).click();
    await supplier.page.getByText("Quote sent: US$3.50 / kg · FOB Nhava Sheva").first().waitFor({ timeout: 15_000 });

    // The buyer accepts: the enquiry page links to the order.
    const { page } = buyer;
    await page.goto(`${BASE_URL}/profile/enquiries/${enquiryId}`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("button", { name: "Accept quote" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Accept revision 1" }).click();
    await page.getByRole("list", { name: "Conversation" }).getByText("Quote accepted").waitFor({ timeout: 15_000 });
    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    const viewOrder = page.getByRole("link", { name: /^View order TH-/ });
    await viewOrder.waitFor({ timeout: 15_000 });
    const number = (await viewOrder.textContent()).replace("View order ", "").trim();
    await viewOrder.click();
    await page.getByRole("heading", { level: 2, name: `Order ${number} Placed` }).waitFor({ timeout: 15_000 });
    assert.ok((await page.getByTestId("order-total").textContent()).includes("US$1,400.00"), "the total in dollars");
    await page.getByRole("list", { name: "Missing documents" }).getByText("Packing list").waitFor();
    assert.equal(await page.getByRole("button", { name: "Confirm delivery" }).count(), 0, "no delivery before arrival");
    await fitsEveryWidth(page, "the buyer's order");

    // The supplier's Orders screen: confirm, upload the packing list, produce, ready, ship, arrive.
    const s = supplier.page;
    await s.getByRole("link", { name: "Orders", exact: true }).click();
    await s.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    await s.getByRole("row").filter({ hasText: number }).getByRole("link", { name: `View order ${number}` }).click();
    await step(s, "Confirm order", "Confirmed");
    const upload = s.getByRole("form", { name: "Upload a document" });
    await upload.getByLabel("Kind").selectOption("packing_list");
    await upload.getByLabel(/^File/).setInputFiles({ name: "packing-list.pdf", mimeType: "application/pdf", buffer: PDF });
    await upload.getByRole("button", { name: "Upload" }).click();
    await s.getByRole("list", { name: "Uploaded documents" }).getByText("Packing list").waitFor({ timeout: 15_000 });
    await step(s, "Mark in production", "In production");
    await step(s, "Mark ready to ship", "Ready to ship");
    await s.getByRole("button", { name: "Mark shipped" }).click();
    const ship = s.getByRole("form", { name: "Shipment details" });
    await ship.getByLabel(/^Carrier/).fill("Maersk");
    await ship.getByLabel(/^B\/L or AWB number/).fill("MAEU240001234");
    await ship.getByLabel("Vessel or flight").fill("Maersk Elba");
    await ship.getByLabel("ETD").fill(inDays(2));
    const eta = inDays(20);
    await ship.getByLabel("ETA").fill(eta);
    await ship.getByRole("button", { name: "Mark shipped" }).click();
    await s.getByRole("heading", { level: 2, name: new RegExp(`^Order ${number} Shipped$`) }).waitFor({ timeout: 15_000 });
    await fitsEveryWidth(s, "the supplier's shipped order");

    // The buyer sees the shipment and its ETA, and downloads the proforma.
    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    const shipment = page.getByRole("region", { name: "Shipment" });
    await shipment.waitFor({ timeout: 15_000 });
    const shown = await shipment.textContent();
    assert.ok(shown.includes("MAEU240001234") && shown.includes("Maersk"), shown);
    assert.ok((await shipment.locator(`time[datetime="${eta}"]`).count()) === 1, `the ETA ${eta}: ${shown}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download proforma invoice (PDF)" }).click(),
    ]);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    assert.equal((await readFile(path)).subarray(0, 5).toString(), "%PDF-", "the proforma is a PDF");
    assert.equal(await page.getByRole("button", { name: "Cancel order" }).count(), 0, "no cancelling after shipment");

    // Arrived (the supplier), then delivered (the buyer).
    await step(s, "Mark arrived", "Arrived");
    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    await step(page, "Confirm delivery", "Delivered");
    await page.getByRole("region", { name: "Timeline" }).getByText("Delivered").first().waitFor();
    // The buyer's orders page lists it, delivered.
    await page.goto(`${BASE_URL}/profile/orders`, { waitUntil: "load" });
    await hydrated(page);
    const mine = page.getByRole("row").filter({ hasText: number });
    await mine.getByText("Delivered").waitFor({ timeout: 15_000 });
    assert.ok((await mine.textContent()).includes("US$1,400.00"), await mine.textContent());
    await fitsEveryWidth(page, "the buyer's orders page");
    await s.getByRole("link", { name: "All orders" }).click();
    await s.getByRole("row").filter({ hasText: number }).getByText("Delivered").waitFor({ timeout: 15_000 });
    await fitsEveryWidth(s, "the supplier's orders");

    // The back office: the delivered orders, this one among them; a correction needs a note.
    const a = admin.page;
    await a.goto(`${BASE_URL}/admin/login`, { waitUntil: "load" });
    await a.getByLabel("Email", { exact: true }).fill("admin@tradehub.example");
    await a.getByLabel("Password", { exact: true }).fill("admin123");
    await a.getByRole("button", { name: "LOG IN" }).click();
    await a.waitForURL((url) => url.pathname === "/admin", { timeout: 10_000 });
    await a.getByRole("link", { name: "Orders" }).first().click();
    await a.getByRole("heading", { level: 1, name: "Orders" }).waitFor({ timeout: 15_000 });
    await a.getByLabel("Status").selectOption("delivered");
    await a.getByRole("button", { name: "Filter" }).click();
    const row = a.getByRole("row").filter({ hasText: number });
    await row.waitFor({ timeout: 15_000 });
    assert.ok((await row.textContent()).includes("US$1,400.00"), await row.textContent());
    await fitsEveryWidthLoaded(a, "the admin's orders", () => a.getByRole("heading", { level: 1, name: "Orders" }).waitFor());
    await row.getByRole("button", { name: `View order ${number}` }).click();
    const correct = a.getByRole("form", { name: "Correct status" });
    await correct.getByLabel("Status").selectOption("closed");
    await correct.getByLabel(/^Note/).fill("Closed with the supplier's agreement (e2e)");
    await correct.getByRole("button", { name: "Correct status" }).click();
    await a.getByRole("heading", { level: 2, name: `Order ${number} Closed` }).waitFor({ timeout: 15_000 });
    await a.getByRole("region", { name: "Timeline" }).getByText("Closed with the supplier's agreement (e2e)").waitFor();
    await fitsEveryWidthLoaded(a, "the admin's order", () => a.getByRole("form", { name: "Correct status" }).waitFor());

    assert.deepEqual(buyer.problems, [], "no console errors or page errors (buyer)");
    assert.deepEqual(supplier.problems, [], "no console errors or page errors (supplier)");
    assert.deepEqual(admin.problems, [], "no console errors or page errors (admin)");
  } finally {
    await buyer.context.close();
    await supplier.context.close();
    await admin.context.close();
  }
});
